import { STALE_SAVE_MESSAGE } from '@gkj/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { normalizeStamp } from '../src/lib/stale-save.ts';
import { financeClient, insertInventaris, inventoryCount } from './keuangan-gereja-client.ts';
import { apiSuite } from './support/suite.ts';
import { bearer, tokenFor } from './support/users.ts';
import { VERSIONED_RECORDS } from './support/versioned-records.ts';

const ctx = await apiSuite();
const { app, db } = ctx;

let token: string;
beforeEach(async () => {
  token = (await tokenFor(app, 'admin')).token;
});

const STAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/;

describe.each(VERSIONED_RECORDS)('stale saves of $name', (record) => {
  it('saves with the loaded updated_at, answers the new one, and refuses the old one with 409', async () => {
    const id = await record.create(db);
    const loaded = await record.load(app, token, id);
    expect(loaded.updated_at).toMatch(STAMP);

    const first = await record.save(app, token, id, 1, loaded.updated_at as string);
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json().data.updated_at;
    expect(saved).toMatch(STAMP);
    expect(saved > (loaded.updated_at as string)).toBe(true);
    // What a form reloaded now would see is what the save answered.
    expect((await record.load(app, token, id)).updated_at).toBe(saved);

    // A second user still holding the first load: refused, and the first save stays.
    const stale = await record.save(app, token, id, 2, loaded.updated_at as string);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: STALE_SAVE_MESSAGE, code: 'STALE_RECORD' });
    expect(await record.stored(db, id)).toEqual(record.expected(1));

    // Saving again from the answer works, even within the same millisecond.
    const again = await record.save(app, token, id, 3, saved);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.updated_at > saved).toBe(true);
    expect(await record.stored(db, id)).toEqual(record.expected(3));
  });

  it('keeps accepting saves without updated_at (the spec’s payloads)', async () => {
    const id = await record.create(db);
    const response = await record.save(app, token, id, 4);
    expect(response.statusCode, response.body).toBe(200);
    expect(await record.stored(db, id)).toEqual(record.expected(4));
  });

  it('lets exactly one of two saves from the same load through', async () => {
    const id = await record.create(db);
    const { updated_at } = await record.load(app, token, id);
    const answers = await Promise.all(
      [5, 6].map((n) => record.save(app, token, id, n, updated_at as string)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.sort()).toEqual([200, 409]);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    expect(await record.stored(db, id)).toEqual(record.expected([5, 6][winner]));
  });
});

describe('the version stamp', () => {
  it('is in every list row and record answer of the admin', async () => {
    for (const record of VERSIONED_RECORDS) await record.create(db);
    const lists = [
      '/user',
      '/jemaat',
      '/jadwal-ibadah',
      '/inventarisasi-gereja',
      '/keuangan-gereja',
      '/kegiatan-gereja',
      '/artikel',
      '/kemajelisan',
      '/galeri-gereja',
    ];
    for (const list of lists) {
      const rows = (await app.inject({ url: `/api${list}`, headers: bearer(token) })).json().data;
      expect(rows.length, list).toBeGreaterThan(0);
      for (const row of rows) expect(row.updated_at, list).toMatch(STAMP);
    }
  });

  it('accepts the other spellings a client may send, and refuses a malformed one with 400', async () => {
    expect(normalizeStamp('2026-03-01T10:15:42')).toBe('2026-03-01 10:15:42.000');
    expect(normalizeStamp('2026-03-01 10:15:42.5')).toBe('2026-03-01 10:15:42.500');
    expect(normalizeStamp('2026-03-01 10:15:42.123456')).toBe('2026-03-01 10:15:42.123');
    const [jemaat] = VERSIONED_RECORDS.filter((record) => record.name === 'jemaat');
    const id = await jemaat.create(db);
    const { updated_at } = await jemaat.load(app, token, id);
    const withT = (updated_at as string).replace(' ', 'T');
    expect((await jemaat.save(app, token, id, 7, withT)).statusCode).toBe(200);
    const malformed = await jemaat.save(app, token, id, 8, 'kemarin');
    expect(malformed.statusCode).toBe(400);
    expect(await jemaat.stored(db, id)).toBe('Sri 7');
  });

  it('moves on a save that only changed a transaction’s inventory link, and a stale one moves no count', async () => {
    const finance = financeClient(ctx, token);
    const kursi = await insertInventaris(ctx, 'Kursi', 10);
    const fields = { tanggal_transaksi: '2026-03-01', nama_transaksi: 'Kursi', jumlah_transaksi: '500000' };
    const link = { jenis_transaksi: 'pengeluaran', id_inventaris: String(kursi), jumlah_item: '5' };
    const created = (await finance.create({ ...fields, ...link })).json().data;
    // Both saves carry the version the form loaded.
    const save = (jumlah_item: string) =>
      finance.update(created.id_transaksi, {
        ...fields,
        ...link,
        jumlah_item,
        updated_at: created.updated_at,
      });
    const changed = await save('7');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.updated_at > created.updated_at).toBe(true);
    expect(await inventoryCount(ctx, kursi)).toBe(17);

    const stale = await save('1');
    expect(stale.statusCode).toBe(409);
    expect(await inventoryCount(ctx, kursi)).toBe(17);
  });

  it('answers 404, not 409, for a record that is gone', async () => {
    const [jadwal] = VERSIONED_RECORDS.filter((record) => record.name === 'jadwal ibadah');
    const response = await jadwal.save(app, token, 999_999, 1, '2026-01-01 00:00:00.000');
    expect(response.statusCode).toBe(404);
  });
});
