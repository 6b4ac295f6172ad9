import { sql } from 'kysely';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { excerptOf } from '../src/routes/artikel/excerpt.ts';
import { emptyDatabase, testApp } from './support/app.ts';
import { multipart } from './support/images.ts';
import { insertKegiatan } from './support/rows.ts';
import { bearer, tokenFor } from './support/users.ts';

const ctx = await testApp();
const { app, db } = ctx;
const published = vi.spyOn(app.publisher, 'contentChanged');
afterAll(ctx.close);

let token: string;
let byline: string | null;
beforeEach(async () => {
  await emptyDatabase(db);
  published.mockClear();
  const admin = await tokenFor(app, 'admin');
  token = admin.token;
  byline = admin.user.nama_tampilan;
});

function send(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, auth = token) {
  const form = multipart(fields, []);
  return app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...bearer(auth) } });
}

const ARTIKEL = { judul_artikel: 'Renungan Minggu', jenis_artikel: 'renungan', isi_artikel: 'Isi renungan.' };

async function insertArtikel(
  judul: string,
  jenis: 'berita' | 'renungan' | 'kegiatan',
  tanggal: string,
  author = 'admin',
) {
  const result = await db
    .insertInto('artikel')
    .values({
      judul_artikel: judul,
      jenis_artikel: jenis,
      isi_artikel: `Isi ${judul}`,
      tanggal_artikel: tanggal,
      author,
    })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

describe('artikel writes', () => {
  it('creates an article whose author and date come from the server, and audits it', async () => {
    const response = await send('POST', '/api/artikel', {
      ...ARTIKEL,
      ayat_alkitab: 'Mazmur 23:1',
      author: 'penyusup',
      tanggal_artikel: '2000-01-01 00:00:00',
      id_user_author: '999',
    });
    expect(response.statusCode).toBe(201);
    const { message, data } = response.json();
    expect(message).toBe('Artikel berhasil ditambahkan');
    expect(data).toMatchObject({
      ...ARTIKEL,
      ayat_alkitab: 'Mazmur 23:1',
      catatan_artikel: null,
      author: byline,
    });
    expect(data.tanggal_artikel).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Now in WIB: the database session's clock, within a minute.
    const drift = await sql<{
      detik: number;
    }>`SELECT ABS(TIMESTAMPDIFF(SECOND, ${data.tanggal_artikel}, NOW())) AS detik`
      .execute(db)
      .then((r) => Number(r.rows[0].detik));
    expect(drift).toBeLessThan(60);
    expect(data).not.toHaveProperty('id_user_author');
    const stored = await db.selectFrom('artikel').selectAll().executeTakeFirstOrThrow();
    expect(stored.id_user_author).not.toBe(999);
    const audit = await db.selectFrom('audit_log').selectAll().executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ aksi: 'create', tabel: 'artikel', id_record: String(data.id_artikel) });
    expect(published).toHaveBeenCalledWith(`artikel ${data.id_artikel} ditambahkan`);
  });

  it('reads, updates (plain PUT and POST ?_method=PUT) and deletes an article', async () => {
    const { data } = (await send('POST', '/api/artikel', ARTIKEL)).json();
    const url = `/api/artikel/${data.id_artikel}`;
    expect((await app.inject({ url })).json()).toMatchObject({ ...ARTIKEL, excerpt: 'Isi renungan.' });

    const put = await send('PUT', url, { ...ARTIKEL, judul_artikel: 'Judul Baru' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      message: 'Artikel berhasil diperbarui',
      data: { judul_artikel: 'Judul Baru' },
    });
    const override = await send('POST', `${url}?_method=PUT`, { ...ARTIKEL, catatan_artikel: 'Catatan' });
    expect(override.json().data).toMatchObject({
      judul_artikel: 'Renungan Minggu',
      catatan_artikel: 'Catatan',
    });
    expect(override.json().data.author).toBe(byline);
    const audits = await db
      .selectFrom('audit_log')
      .select(['aksi', 'perubahan'])
      .where('aksi', '=', 'update')
      .execute();
    expect(audits.map((a) => a.perubahan)).toEqual([
      { judul_artikel: 'Judul Baru' },
      { judul_artikel: 'Renungan Minggu', catatan_artikel: 'Catatan' },
    ]);

    const removed = await app.inject({ method: 'DELETE', url, headers: bearer(token) });
    expect(removed.json()).toEqual({ message: 'Artikel berhasil dihapus' });
    expect((await app.inject({ url })).statusCode).toBe(404);
    expect(published).toHaveBeenLastCalledWith(`artikel ${data.id_artikel} dihapus`);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await app.inject({ url: '/api/artikel/999' })).json()).toEqual({
      message: 'Artikel tidak ditemukan.',
      code: 'NOT_FOUND',
    });
    expect((await app.inject({ url: '/api/artikel/abc' })).statusCode).toBe(404);
    expect((await send('PUT', '/api/artikel/999', ARTIKEL)).statusCode).toBe(404);
    const del = await app.inject({ method: 'DELETE', url: '/api/artikel/999', headers: bearer(token) });
    expect(del.statusCode).toBe(404);
  });

  it('answers each validation message', async () => {
    const message = async (fields: Record<string, string>) =>
      (await send('POST', '/api/artikel', fields)).json().message;
    expect(await message({ ...ARTIKEL, judul_artikel: '' })).toBe('Judul artikel wajib diisi.');
    expect(await message({ jenis_artikel: 'berita', isi_artikel: 'x' })).toBe('Judul artikel wajib diisi.');
    expect(await message({ ...ARTIKEL, isi_artikel: '  ' })).toBe('Isi artikel wajib diisi.');
    expect(await message({ judul_artikel: 'x', isi_artikel: 'x' })).toBe('Jenis artikel wajib dipilih.');
    expect(await message({ ...ARTIKEL, jenis_artikel: 'gosip' })).toBe(
      'Jenis artikel harus berita, renungan atau kegiatan.',
    );
    expect(await message({ ...ARTIKEL, judul_artikel: 'x'.repeat(201) })).toBe(
      'Judul artikel maksimal 200 karakter.',
    );
    const id = await insertKegiatan(db);
    expect(await message({ ...ARTIKEL, id_kegiatan_gereja: String(id) })).toBe(
      'Kegiatan hanya dapat dipilih untuk artikel berjenis kegiatan.',
    );
    expect(await message({ ...ARTIKEL, jenis_artikel: 'kegiatan', id_kegiatan_gereja: '9999' })).toBe(
      'Kegiatan yang dipilih tidak ditemukan.',
    );
    const linked = await send('POST', '/api/artikel', {
      ...ARTIKEL,
      jenis_artikel: 'kegiatan',
      id_kegiatan_gereja: String(id),
    });
    expect(linked.json().data.id_kegiatan_gereja).toBe(id);
    const noOverride = await send('POST', `/api/artikel/${linked.json().data.id_artikel}`, ARTIKEL);
    expect(noOverride.json().message).toBe('Gunakan _method=PUT untuk memperbarui artikel.');
    expect(await db.selectFrom('artikel').select('id_artikel').execute()).toHaveLength(1);
  });
});

describe('artikel reads', () => {
  it('lists with q, jenis, sort and paging; rows carry an excerpt instead of the body', async () => {
    await insertArtikel('Paskah di Induk', 'berita', '2026-04-05 08:00:00');
    await insertArtikel('Kasih yang Sabar', 'renungan', '2026-03-01 06:00:00', 'pendeta');
    await insertArtikel('Natal Pemuda', 'kegiatan', '2026-12-20 19:00:00');
    const list = (query: string) => app.inject({ url: `/api/artikel?${query}` }).then((r) => r.json());

    const all = await list('');
    expect(all.total).toBe(3);
    expect(all.data.map((a: { judul_artikel: string }) => a.judul_artikel)).toEqual([
      'Natal Pemuda',
      'Paskah di Induk',
      'Kasih yang Sabar',
    ]);
    expect(all.data[0]).not.toHaveProperty('isi_artikel');
    expect(all.data[0].excerpt).toBe('Isi Natal Pemuda');
    expect((await list('q=PENDETA')).data).toHaveLength(1);
    expect((await list('q=renung')).total).toBe(1);
    expect((await list('jenis=berita')).data[0].judul_artikel).toBe('Paskah di Induk');
    expect((await list('jenis=semua')).total).toBe(3);
    const sorted = await list('sort=judul_artikel&order=asc&per_page=2&page=2');
    expect(sorted).toMatchObject({ total: 3, data: [{ judul_artikel: 'Paskah di Induk' }] });
    expect((await list('sort=judul&order=asc')).data[0].judul_artikel).toBe('Kasih yang Sabar');
    const bad = await app.inject({ url: '/api/artikel?sort=isi_artikel' });
    expect(bad.statusCode).toBe(400);
  });

  it('publishes every article in full for the static build', async () => {
    await insertArtikel('Satu', 'berita', '2026-01-01 08:00:00');
    await insertArtikel('Dua', 'berita', '2026-02-01 08:00:00');
    const { data } = (await app.inject({ url: '/api/publikasi/artikel' })).json();
    expect(data.map((a: { judul_artikel: string }) => a.judul_artikel)).toEqual(['Dua', 'Satu']);
    expect(data[0]).toMatchObject({ isi_artikel: 'Isi Dua', excerpt: 'Isi Dua' });
    expect(data[0]).not.toHaveProperty('id_user_author');
  });
});

describe('excerpt', () => {
  it('collapses whitespace and cuts at a word near 160 characters', () => {
    expect(excerptOf('  Satu\n\n  dua\ttiga ')).toBe('Satu dua tiga');
    const body = `${'kata '.repeat(40)}akhir`;
    const excerpt = excerptOf(body);
    expect(excerpt.endsWith('kata…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(161);
    expect(excerptOf('x'.repeat(200))).toBe(`${'x'.repeat(160)}…`);
  });
});
