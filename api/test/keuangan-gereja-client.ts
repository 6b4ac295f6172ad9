import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { TestContext } from './support/app.ts';
import { multipart } from './support/images.ts';
import { bearer } from './support/users.ts';

/** A finance form the way the admin sends it: multipart text fields and an optional receipt file. */
export function financeClient(ctx: TestContext, token: string) {
  const send = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, receipt?: Buffer[]) => {
    const files = (receipt ?? []).map((data) => ({
      field: 'bukti_transaksi',
      filename: 'nota.png',
      type: 'image/png',
      data,
    }));
    const form = multipart(fields, files);
    return ctx.app.inject({
      method,
      url: `/api${url}`,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
  };
  const receiptFolder = path.join(ctx.config.privateUploadDir, 'keuangan');
  return {
    create: (fields: Record<string, string>, ...receipt: Buffer[]) =>
      send('POST', '/keuangan-gereja', fields, receipt),
    /** The spec's update: POST with `?_method=PUT`. */
    update: (id: number, fields: Record<string, string>, ...receipt: Buffer[]) =>
      send('POST', `/keuangan-gereja/${id}?_method=PUT`, fields, receipt),
    put: (id: number, fields: Record<string, string>, ...receipt: Buffer[]) =>
      send('PUT', `/keuangan-gereja/${id}`, fields, receipt),
    remove: (id: number) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/keuangan-gereja/${id}`, headers: bearer(token) }),
    get: (url: string) => ctx.app.inject({ url: `/api${url}`, headers: bearer(token) }),
    /** The stored receipt files (each image with its two variants). */
    receiptFiles: () => (existsSync(receiptFolder) ? readdirSync(receiptFolder) : []),
    receiptFolder,
  };
}

export async function insertInventaris(ctx: TestContext, nama: string, jumlah: number): Promise<number> {
  const result = await ctx.db
    .insertInto('inventaris')
    .values({
      nama_inventaris: nama,
      jenis_inventaris: 'Perabot',
      jumlah_inventaris: jumlah,
      lokasi_inventaris: 'Induk Girimarto',
    })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export async function inventoryCount(ctx: TestContext, id: number): Promise<number> {
  const row = await ctx.db
    .selectFrom('inventaris')
    .select('jumlah_inventaris')
    .where('id_inventaris', '=', id)
    .executeTakeFirstOrThrow();
  return row.jumlah_inventaris;
}
