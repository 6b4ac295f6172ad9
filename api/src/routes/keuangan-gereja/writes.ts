import type { Db } from '@gkj/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Static } from 'typebox';
import { changedFields } from '../../lib/changed-fields.ts';
import { httpError } from '../../lib/http-error.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import { textOrNull } from '../../lib/schema.ts';
import { saveUnlessStale } from '../../lib/stale-save.ts';
import { isFlagSet, removeImages, storeOneImage, withStoredImages } from '../../lib/uploaded-images.ts';
import { recordAudit } from '../../plugins/audit.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { UploadedFile } from '../../plugins/uploads.ts';
import { type CountChange, type InventoryLink, linkFor, moveInventory } from './inventory.ts';
import {
  deleteTransaksi,
  insertTransaksi,
  lockTransaksi,
  replaceLink,
  savedTransaksi,
  type TransaksiValues,
  updateTransaksi,
} from './queries.ts';
import type { TransaksiBody } from './schemas.ts';

/** What every write needs: the database, the image store, the request's log and the signed-in user. */
export interface WriteContext {
  db: Db;
  images: ImageStore;
  log: FastifyBaseLogger;
  user: AuthUser;
}

export const NOT_FOUND = 'Transaksi tidak ditemukan.';

/**
 * Finance writes run READ COMMITTED. Every row they depend on is locked explicitly (the transaction, its
 * link, the items in id order), so REPEATABLE READ's gap locks add nothing but deadlocks between
 * concurrent writes: a locking read of a link that does not exist locks the index gap around it, and two
 * writes holding such gaps each wait on the other's insert.
 */
const financeTransaction = (db: Db) => db.transaction().setIsolationLevel('read committed');
const RECEIPT_FOLDER = 'keuangan';

/** The checks the body schema cannot express, and the body in stored form (without the receipt). */
function readInput(body: Static<typeof TransaksiBody>) {
  const jumlah = Number(body.jumlah_transaksi);
  if (jumlah <= 0) throw httpError(400, 'Jumlah transaksi harus lebih dari 0.');
  const hasItem = Boolean(body.id_inventaris);
  if (hasItem !== Boolean(body.jumlah_item)) {
    throw httpError(400, 'Pilih inventaris dan isi jumlah item bersama-sama, atau kosongkan keduanya.');
  }
  const jumlahItem = Number(body.jumlah_item);
  if (hasItem && jumlahItem <= 0) throw httpError(400, 'Jumlah item harus lebih dari 0.');
  const values = {
    tanggal_transaksi: body.tanggal_transaksi,
    nama_transaksi: body.nama_transaksi.trim(),
    jenis_transaksi: body.jenis_transaksi,
    jumlah_transaksi: jumlah,
    keterangan_transaksi: textOrNull(body.keterangan_transaksi),
    id_kategori: body.id_kategori ? Number(body.id_kategori) : null,
    lokasi_transaksi: body.lokasi_transaksi || null,
  };
  const item = hasItem ? { id_inventaris: Number(body.id_inventaris), jumlah_item: jumlahItem } : null;
  return { values, link: linkFor(body.jenis_transaksi, item) };
}

/** A category must exist and be of the transaction's type (the foreign key holds the same rule). */
async function checkCategory(db: Db, values: Pick<TransaksiValues, 'id_kategori' | 'jenis_transaksi'>) {
  if (values.id_kategori === null) return;
  const kategori = await db
    .selectFrom('kategori_transaksi')
    .select(['nama_kategori', 'jenis_kategori'])
    .where('id_kategori', '=', values.id_kategori)
    .executeTakeFirst();
  if (!kategori) throw httpError(400, 'Kategori tidak ditemukan.');
  if (kategori.jenis_kategori !== values.jenis_transaksi) {
    throw httpError(
      400,
      `Kategori "${kategori.nama_kategori}" adalah kategori ${kategori.jenis_kategori}; ` +
        `pilih kategori ${values.jenis_transaksi} untuk transaksi ini.`,
    );
  }
}

/** The link as the record's `id_inventaris` and `jumlah_item` fields, for the audit log. */
function linkFields(link: Pick<InventoryLink, 'id_inventaris' | 'jumlah_item'> | null) {
  return { id_inventaris: link?.id_inventaris ?? null, jumlah_item: link?.jumlah_item ?? null };
}

async function auditCounts(trx: Db, ctx: WriteContext, idTransaksi: number, changes: CountChange[]) {
  for (const change of changes) {
    await recordAudit(trx, {
      user: ctx.user,
      aksi: 'update',
      tabel: 'inventaris',
      id_record: change.id_inventaris,
      perubahan: {
        jumlah_inventaris: change.sesudah,
        jumlah_inventaris_sebelum: change.sebelum,
        id_transaksi: idTransaksi,
      },
    });
  }
}

export async function createTransaksiWrite(
  ctx: WriteContext,
  body: Static<typeof TransaksiBody>,
  files: UploadedFile[],
) {
  const { values, link } = readInput(body);
  // Stored before the transaction (image work is slow), removed again if the write fails.
  const receipt = await storeOneImage(ctx.images, files, RECEIPT_FOLDER);
  const receiptPath = receipt?.file_path ?? null;
  return withStoredImages(ctx.images, [receipt], () =>
    financeTransaction(ctx.db).execute(async (trx) => {
      const row: TransaksiValues = { ...values, bukti_transaksi: receiptPath };
      await checkCategory(trx, row);
      const changes = await moveInventory(trx, null, link);
      const id = await insertTransaksi(trx, row);
      await replaceLink(trx, id, null, link);
      await auditCounts(trx, ctx, id, changes);
      await recordAudit(trx, {
        user: ctx.user,
        aksi: 'create',
        tabel: 'transaksi_keuangan',
        id_record: id,
        perubahan: { ...row, ...linkFields(link) },
      });
      return savedTransaksi(trx, id);
    }),
  );
}

/**
 * Replaces a transaction's fields and inventory link as a whole (link fields not sent = no link).
 * The receipt is kept unless a new file replaces it or `hapus_bukti_transaksi` removes it; the old
 * file is deleted only after the commit.
 */
export async function updateTransaksiWrite(
  ctx: WriteContext,
  id: number,
  body: Static<typeof TransaksiBody>,
  files: UploadedFile[],
) {
  const { values, link } = readInput(body);
  const dropReceipt = isFlagSet(body.hapus_bukti_transaksi);
  const receipt = await storeOneImage(ctx.images, files, RECEIPT_FOLDER);
  const receiptPath = receipt?.file_path ?? null;
  const { data, oldReceipt } = await withStoredImages(ctx.images, [receipt], () =>
    financeTransaction(ctx.db).execute(async (trx) => {
      const replaced = await saveUnlessStale(trx, 'transaksi_keuangan', id, body.updated_at, async () => {
        const before = await lockTransaksi(trx, id);
        if (!before) throw httpError(404, NOT_FOUND);
        const kept = dropReceipt ? null : before.values.bukti_transaksi;
        const row: TransaksiValues = { ...values, bukti_transaksi: receiptPath ?? kept };
        await checkCategory(trx, row);
        const changes = await moveInventory(trx, before.link, link);
        await updateTransaksi(trx, id, row);
        await replaceLink(trx, id, before.link, link);
        await auditCounts(trx, ctx, id, changes);
        await recordAudit(trx, {
          user: ctx.user,
          aksi: 'update',
          tabel: 'transaksi_keuangan',
          id_record: id,
          perubahan: changedFields(
            { ...before.values, ...linkFields(before.link) },
            { ...row, ...linkFields(link) },
          ),
        });
        return before.values.bukti_transaksi !== row.bukti_transaksi ? before.values.bukti_transaksi : null;
      });
      return { data: await savedTransaksi(trx, id), oldReceipt: replaced };
    }),
  );
  await removeImages(ctx.images, [oldReceipt], ctx.log);
  return data;
}

/** Deletes a transaction, taking back its inventory change; its receipt file goes after the commit. */
export async function deleteTransaksiWrite(ctx: WriteContext, id: number): Promise<void> {
  const receipt = await financeTransaction(ctx.db).execute(async (trx) => {
    const before = await lockTransaksi(trx, id);
    if (!before) throw httpError(404, NOT_FOUND);
    const changes = await moveInventory(trx, before.link, null);
    await deleteTransaksi(trx, id);
    await auditCounts(trx, ctx, id, changes);
    await recordAudit(trx, {
      user: ctx.user,
      aksi: 'delete',
      tabel: 'transaksi_keuangan',
      id_record: id,
      perubahan: { ...before.values, ...linkFields(before.link) },
    });
    return before.values.bukti_transaksi;
  });
  await removeImages(ctx.images, [receipt], ctx.log);
}
