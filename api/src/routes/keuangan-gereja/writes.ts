import type { TransaksiBody } from '@gkj/contract';
import type { Db } from '@gkj/db';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { changedFields } from '../../lib/changed-fields.ts';
import { httpError } from '../../lib/http-error.ts';
import { saveUnlessStale } from '../../lib/stale-save.ts';
import { textOrNull } from '../../lib/stored-values.ts';
import { isFlagSet, storeOneImage } from '../../lib/uploaded-images.ts';
import { type Audit, runWrite } from '../../lib/writes.ts';
import { uploadedFiles } from '../../plugins/uploads.ts';
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

export const NOT_FOUND = 'Transaksi tidak ditemukan.';

const RECEIPT_FOLDER = 'keuangan';
const RECEIPT_FIELD = 'bukti_transaksi';

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

/** Each inventory count a transaction moved, as an update of that item. */
async function auditCounts(audit: Audit, idTransaksi: number, changes: CountChange[]) {
  for (const { id_inventaris, sebelum, sesudah } of changes) {
    const perubahan = {
      jumlah_inventaris: sesudah,
      jumlah_inventaris_sebelum: sebelum,
      id_transaksi: idTransaksi,
    };
    await audit('update', 'inventaris', id_inventaris, perubahan);
  }
}

/**
 * Finance writes run READ COMMITTED (see runWrite). Every row they depend on is locked explicitly (the
 * transaction, its link, the items in id order): a locking read of a link that does not exist would
 * otherwise lock the index gap around it, and two writes holding such gaps each wait on the other's insert.
 */
const readCommitted = true;

export async function createTransaksiWrite(request: FastifyRequest, body: Static<typeof TransaksiBody>) {
  const { values, link } = readInput(body);
  const receipt = await storeOneImage(
    request.server.images,
    uploadedFiles(request, RECEIPT_FIELD),
    RECEIPT_FOLDER,
  );
  const row: TransaksiValues = { ...values, bukti_transaksi: receipt?.file_path ?? null };
  return runWrite(
    request,
    async (trx, audit) => {
      await checkCategory(trx, row);
      const changes = await moveInventory(trx, null, link);
      const id = await insertTransaksi(trx, row);
      await replaceLink(trx, id, null, link);
      await auditCounts(audit, id, changes);
      await audit('create', 'transaksi_keuangan', id, { ...row, ...linkFields(link) });
      return savedTransaksi(trx, id);
    },
    { stored: [receipt], readCommitted },
  );
}

/**
 * Replaces a transaction's fields and inventory link as a whole (link fields not sent = no link).
 * The receipt is kept unless a new file replaces it or `hapus_bukti_transaksi` removes it; the old
 * file is deleted only after the commit.
 */
export async function updateTransaksiWrite(
  request: FastifyRequest,
  id: number,
  body: Static<typeof TransaksiBody>,
) {
  const { values, link } = readInput(body);
  const dropReceipt = isFlagSet(body.hapus_bukti_transaksi);
  const receipt = await storeOneImage(
    request.server.images,
    uploadedFiles(request, RECEIPT_FIELD),
    RECEIPT_FOLDER,
  );
  const { data } = await runWrite(
    request,
    async (trx, audit) => {
      const replaced = await saveUnlessStale(trx, 'transaksi_keuangan', id, body.updated_at, async () => {
        const before = await lockTransaksi(trx, id);
        if (!before) throw httpError(404, NOT_FOUND);
        const kept = dropReceipt ? null : before.values.bukti_transaksi;
        const row: TransaksiValues = { ...values, bukti_transaksi: receipt?.file_path ?? kept };
        await checkCategory(trx, row);
        const changes = await moveInventory(trx, before.link, link);
        await updateTransaksi(trx, id, row);
        await replaceLink(trx, id, before.link, link);
        await auditCounts(audit, id, changes);
        const old = { ...before.values, ...linkFields(before.link) };
        await audit('update', 'transaksi_keuangan', id, changedFields(old, { ...row, ...linkFields(link) }));
        return before.values.bukti_transaksi !== row.bukti_transaksi ? before.values.bukti_transaksi : null;
      });
      return { data: await savedTransaksi(trx, id), replaced };
    },
    { stored: [receipt], readCommitted, unusedFiles: ({ replaced }) => [replaced] },
  );
  return data;
}

/** Deletes a transaction, taking back its inventory change; its receipt file goes after the commit. */
export async function deleteTransaksiWrite(request: FastifyRequest, id: number): Promise<void> {
  await runWrite(
    request,
    async (trx, audit) => {
      const before = await lockTransaksi(trx, id);
      if (!before) throw httpError(404, NOT_FOUND);
      const changes = await moveInventory(trx, before.link, null);
      await deleteTransaksi(trx, id);
      await auditCounts(audit, id, changes);
      await audit('delete', 'transaksi_keuangan', id, { ...before.values, ...linkFields(before.link) });
      return before.values.bukti_transaksi;
    },
    { readCommitted, unusedFiles: (receipt) => [receipt] },
  );
}
