// Decoding costs CPU by pixels, not bytes: a small PNG of 40 megapixels takes seconds. A request asking
// for more than its pixel budget, or a user past theirs for the minute, is refused with 429 and an
// Indonesian reason before any image is decoded, and nothing is stored.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageBudget, minuteBudgetMessage, REQUEST_BUDGET_MESSAGE } from '../src/lib/image-budget.ts';
import { emptyDatabase, testApp } from './support/app.ts';
import { multipart } from './support/images.ts';
import { insertKegiatan } from './support/rows.ts';
import { bearer, tokenFor } from './support/users.ts';

const PER_MINUTE = 60;
const ctx = await testApp({ IMAGE_MEGAPIXELS_PER_MINUTE: String(PER_MINUTE) });
const { app, db } = ctx;
afterAll(ctx.close);

/** A flat-colour PNG: tiny in bytes, `megapixels` million pixels to decode. */
const flatPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2f5d50' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

let token: string;
let idKegiatan: number;
let big: Buffer;
beforeAll(async () => {
  await emptyDatabase(db);
  token = (await tokenFor(app, 'pendeta')).token;
  idKegiatan = await insertKegiatan(db);
  big = await flatPng(8000, 5000); // 40 megapixels in a few hundred kilobytes
});

function upload(files: Buffer[], auth = token) {
  const form = multipart(
    { id_kegiatan_gereja: String(idKegiatan) },
    files.map((data, i) => ({ field: 'gambar[]', filename: `foto-${i}.png`, type: 'image/png', data })),
  );
  return app.inject({
    method: 'POST',
    url: '/api/gambar-kegiatan',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(auth) },
  });
}

const stored = async () =>
  (await app.inject({ url: `/api/gambar-kegiatan/by-kegiatan/${idKegiatan}` })).json().length;

describe('the pixel budget', () => {
  it('refuses one request asking for more than its budget, storing nothing', async () => {
    const response = await upload([big, big, big]);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ message: REQUEST_BUDGET_MESSAGE, code: 'RATE_LIMITED' });
    expect(await stored()).toBe(0);
  });

  it("refuses a user's uploads past the minute's budget, and not another user's", async () => {
    expect((await upload([big])).statusCode).toBe(201);
    const refused = await upload([await flatPng(5000, 5000)]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: minuteBudgetMessage(PER_MINUTE), code: 'RATE_LIMITED' });
    expect(await stored()).toBe(1);
    const other = (await tokenFor(app, 'admin')).token;
    expect((await upload([await flatPng(2000, 1000)], other)).statusCode).toBe(201);
  });

  it('frees the budget once the minute has passed', async () => {
    const budget = new ImageBudget(PER_MINUTE);
    const start = Date.now();
    await budget.charge('user:1', [big], start);
    await expect(budget.charge('user:1', [big], start + 30_000)).rejects.toThrow(
      minuteBudgetMessage(PER_MINUTE),
    );
    await expect(budget.charge('user:1', [big], start + 60_001)).resolves.toBeUndefined();
  });
});
