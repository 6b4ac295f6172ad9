import type { Db } from '@gkj/db';
import type { Static } from 'typebox';
import { httpError } from '../../lib/http-error.ts';
import { recordAudit } from '../../plugins/audit.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findKategori, lockKategori, usageOf } from './queries.ts';
import type { KategoriBody } from './schemas.ts';

export const NOT_FOUND = 'Kategori tidak ditemukan.';

const isDuplicate = (error: unknown) => (error as { code?: string } | null)?.code === 'ER_DUP_ENTRY';
// The name is not quoted back: the type and the way out say enough, and a name is the caller's text.
const duplicate = (jenis: string) =>
  httpError(409, `Nama itu sudah dipakai oleh kategori ${jenis} lain; pilih nama lain.`);

export async function createKategori(db: Db, user: AuthUser, body: Static<typeof KategoriBody>) {
  const values = { nama_kategori: body.nama_kategori.trim(), jenis_kategori: body.jenis_kategori };
  try {
    return await db.transaction().execute(async (trx) => {
      const inserted = await trx.insertInto('kategori_transaksi').values(values).executeTakeFirstOrThrow();
      const id = Number(inserted.insertId);
      await recordAudit(trx, {
        user,
        aksi: 'create',
        tabel: 'kategori_transaksi',
        id_record: id,
        perubahan: values,
      });
      const saved = await findKategori(trx, id);
      if (!saved) throw new Error('Kategori baru tidak terbaca kembali.');
      return saved;
    });
  } catch (error) {
    throw isDuplicate(error) ? duplicate(values.jenis_kategori) : error;
  }
}

export async function renameKategori(db: Db, user: AuthUser, id: number, nama: string) {
  const nama_kategori = nama.trim();
  let jenis = '';
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await lockKategori(trx, id);
      if (!before) throw httpError(404, NOT_FOUND);
      jenis = before.jenis_kategori;
      await trx
        .updateTable('kategori_transaksi')
        .set({ nama_kategori })
        .where('id_kategori', '=', id)
        .execute();
      await recordAudit(trx, {
        user,
        aksi: 'update',
        tabel: 'kategori_transaksi',
        id_record: id,
        perubahan: { nama_kategori, nama_kategori_sebelum: before.nama_kategori },
      });
      const saved = await findKategori(trx, id);
      if (!saved) throw httpError(404, NOT_FOUND);
      return saved;
    });
  } catch (error) {
    throw isDuplicate(error) ? duplicate(jenis) : error;
  }
}

/** Deletes an unused category; one in use stays, with the reason and the way out in the answer. */
export async function deleteKategori(db: Db, user: AuthUser, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await lockKategori(trx, id);
    if (!before) throw httpError(404, NOT_FOUND);
    const used = await usageOf(trx, id);
    if (used > 0) {
      throw httpError(
        409,
        `Kategori masih dipakai oleh ${used} transaksi; ganti namanya atau pindahkan transaksinya dulu.`,
      );
    }
    await trx.deleteFrom('kategori_transaksi').where('id_kategori', '=', id).execute();
    await recordAudit(trx, {
      user,
      aksi: 'delete',
      tabel: 'kategori_transaksi',
      id_record: id,
      perubahan: before,
    });
  });
}
