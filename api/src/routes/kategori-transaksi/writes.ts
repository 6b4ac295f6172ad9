import type { KategoriBody } from '@gkj/contract';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { httpError } from '../../lib/http-error.ts';
import { runWrite } from '../../lib/writes.ts';
import { isDuplicateEntry } from '../../plugins/db.ts';
import { findKategori, lockKategori, usageOf } from './queries.ts';

export const NOT_FOUND = 'Kategori tidak ditemukan.';

// The name is not quoted back: the type and the way out say enough, and a name is the caller's text.
const duplicateOf = (jenis: string) => (error: unknown) =>
  isDuplicateEntry(error)
    ? httpError(409, `Nama itu sudah dipakai oleh kategori ${jenis} lain; pilih nama lain.`)
    : error;

export async function createKategori(request: FastifyRequest, body: Static<typeof KategoriBody>) {
  const values = { nama_kategori: body.nama_kategori.trim(), jenis_kategori: body.jenis_kategori };
  return runWrite(
    request,
    async (trx, audit) => {
      const inserted = await trx.insertInto('kategori_transaksi').values(values).executeTakeFirstOrThrow();
      const id = Number(inserted.insertId);
      await audit('create', 'kategori_transaksi', id, values);
      const saved = await findKategori(trx, id);
      if (!saved) throw new Error('Kategori baru tidak terbaca kembali.');
      return saved;
    },
    { refusal: duplicateOf(values.jenis_kategori) },
  );
}

export async function renameKategori(request: FastifyRequest, id: number, nama: string) {
  const nama_kategori = nama.trim();
  let jenis = '';
  return runWrite(
    request,
    async (trx, audit) => {
      const before = await lockKategori(trx, id);
      if (!before) throw httpError(404, NOT_FOUND);
      jenis = before.jenis_kategori;
      await trx
        .updateTable('kategori_transaksi')
        .set({ nama_kategori })
        .where('id_kategori', '=', id)
        .execute();
      await audit('update', 'kategori_transaksi', id, {
        nama_kategori,
        nama_kategori_sebelum: before.nama_kategori,
      });
      const saved = await findKategori(trx, id);
      if (!saved) throw httpError(404, NOT_FOUND);
      return saved;
    },
    { refusal: (error) => duplicateOf(jenis)(error) },
  );
}

/** Deletes an unused category; one in use stays, with the reason and the way out in the answer. */
export async function deleteKategori(request: FastifyRequest, id: number): Promise<void> {
  await runWrite(request, async (trx, audit) => {
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
    await audit('delete', 'kategori_transaksi', id, before);
  });
}
