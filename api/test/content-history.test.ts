// The history of an article or activity (a revision per save, restoring one as a new save) and the
// private preview address of a draft.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyDatabase, testApp } from './support/app.ts';
import { auditActions } from './support/audit.ts';
import { bearer, tokenFor } from './support/users.ts';

const ctx = await testApp();
const { app, db } = ctx;
afterAll(ctx.close);
beforeEach(() => emptyDatabase(db));

type Body = Record<string, unknown>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: Body) =>
  app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

/** The body of a restore: the version of the record as it is now. */
const version = async (url: string, token: string) => ({
  updated_at: (await call('GET', url, token)).json().updated_at as string,
});

const FIRST = {
  judul_artikel: 'Hari Minggu Adven',
  jenis_artikel: 'renungan',
  isi_artikel: 'Terang datang ke dunia.',
  ayat_alkitab: 'Yohanes 1:9',
  catatan_artikel: '',
};

describe('revisions', () => {
  it('keeps each save, compares nothing itself, and restores the exact fields as a new save', async () => {
    const { token } = await tokenFor(app, 'admin');
    const id = (await call('POST', '/api/artikel', token, FIRST)).json().data.id_artikel;
    const second = {
      ...FIRST,
      judul_artikel: 'Minggu Adven I',
      isi_artikel: 'Terang itu sudah datang.',
      ayat_alkitab: '',
    };
    const saved = await call('PUT', `/api/artikel/${id}`, token, second);
    const draft = await call('PUT', `/api/artikel/${id}`, token, {
      ...second,
      catatan_artikel: 'Untuk warta',
      status: 'draf',
      updated_at: saved.json().data.updated_at,
    });

    const list = await call('GET', `/api/artikel/${id}/revisi`, token);
    expect(list.statusCode).toBe(200);
    const revisions = list.json().data;
    expect(revisions.map((r: { nomor: number; keterangan: string }) => [r.nomor, r.keterangan])).toEqual([
      [3, 'Ditarik dari situs'],
      [2, 'Disimpan'],
      [1, 'Dibuat'],
    ]);
    const first = (await call('GET', `/api/artikel/${id}/revisi/${revisions[2].id_revisi}`, token)).json();
    expect(first.isi).toEqual({ ...FIRST, catatan_artikel: null, id_kegiatan_gereja: null });

    // Restoring brings back the exact fields, keeps the status, and is itself a revision.
    const restored = await call(
      'POST',
      `/api/artikel/${id}/revisi/${revisions[2].id_revisi}/pulihkan`,
      token,
      {
        updated_at: draft.json().data.updated_at,
      },
    );
    expect(restored.json()).toEqual({ message: 'Revisi 1 berhasil dipulihkan.' });
    const now = (await call('GET', `/api/artikel/${id}`, token)).json();
    expect(now).toMatchObject({ ...FIRST, catatan_artikel: null, status: 'draf' });
    const latest = (await call('GET', `/api/artikel/${id}/revisi`, token)).json().data[0];
    expect([latest.nomor, latest.keterangan]).toEqual([4, 'Dipulihkan dari revisi 1']);
    // The audit log names the restore as such, and the 'Perubahan data' filter lists it with the edits.
    expect(await auditActions(db, 'artikel')).toEqual(['create', 'update', 'update', 'unpublish', 'restore']);
    const changes = await call('GET', '/api/audit?kategori=data&tabel=artikel&sort=aksi&order=asc', token);
    expect(changes.json().data.map((row: { aksi: string }) => row.aksi)).toContain('restore');

    // A restore from a stale form is refused like any stale save.
    const stale = await call('POST', `/api/artikel/${id}/revisi/${revisions[1].id_revisi}/pulihkan`, token, {
      updated_at: draft.json().data.updated_at,
    });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'STALE_RECORD']);
  });

  it('lets a penulis read and restore only their own, unreleased articles', async () => {
    const writer = await tokenFor(app, 'author');
    const other = await tokenFor(app, 'author');
    const id = (await call('POST', '/api/artikel', writer.token, FIRST)).json().data.id_artikel;
    const [revision] = (await call('GET', `/api/artikel/${id}/revisi`, writer.token)).json().data;
    expect((await call('GET', `/api/artikel/${id}/revisi`, other.token)).statusCode).toBe(403);
    const restore = `/api/artikel/${id}/revisi/${revision.id_revisi}/pulihkan`;
    const current = await version(`/api/artikel/${id}`, writer.token);
    expect((await call('POST', restore, other.token, current)).statusCode).toBe(403);
    expect((await call('POST', restore, writer.token, {})).statusCode).toBe(400);
    expect((await call('POST', restore, writer.token, current)).statusCode).toBe(200);
    const { token: admin } = await tokenFor(app, 'admin');
    await call('PUT', `/api/artikel/${id}`, admin, { ...FIRST, status: 'terbit' });
    expect(
      (await call('POST', restore, writer.token, await version(`/api/artikel/${id}`, admin))).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/artikel/999999/revisi`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/artikel/${id}/revisi/999999`, admin)).json().message).toBe(
      'Revisi tidak ditemukan.',
    );
  });

  it('keeps and restores an activity, and forgets its history when it is deleted', async () => {
    const { token } = await tokenFor(app, 'pendeta');
    const body = {
      nama_kegiatan_gereja: 'Retret',
      waktu_kegiatan_gereja: '2030-05-01',
      jam_kegiatan_gereja: '08:30',
    };
    const id = (await call('POST', '/api/kegiatan-gereja', token, body)).json().data.id_kegiatan_gereja;
    await call('PUT', `/api/kegiatan-gereja/${id}`, token, {
      ...body,
      nama_kegiatan_gereja: 'Retret Pemuda',
      jam_kegiatan_gereja: '',
    });
    const [, first] = (await call('GET', `/api/kegiatan-gereja/${id}/revisi`, token)).json().data;
    await call(
      'POST',
      `/api/kegiatan-gereja/${id}/revisi/${first.id_revisi}/pulihkan`,
      token,
      await version(`/api/kegiatan-gereja/${id}`, token),
    );
    expect((await call('GET', `/api/kegiatan-gereja/${id}`, token)).json()).toMatchObject(body);
    expect(await auditActions(db, 'kegiatan_gereja')).toEqual(['create', 'update', 'restore']);
    await call('DELETE', `/api/kegiatan-gereja/${id}`, token);
    expect(await db.selectFrom('content_revision').selectAll().execute()).toEqual([]);
  });
});

describe('preview addresses', () => {
  it('shows a draft to whoever holds the signed address, never cached or indexed; a forged one is refused', async () => {
    const { token } = await tokenFor(app, 'admin');
    const id = (await call('POST', '/api/artikel', token, { ...FIRST, status: 'draf' })).json().data
      .id_artikel;
    expect((await call('GET', `/api/artikel/${id}`)).statusCode).toBe(404);

    const link = await call('POST', `/api/artikel/${id}/pratinjau`, token);
    expect(link.statusCode).toBe(200);
    const { url, berlaku_sampai } = link.json().data;
    expect(url).toMatch(/^\/pratinjau\/#[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(berlaku_sampai).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const previewToken = url.split('#')[1];

    const preview = await call('GET', `/api/pratinjau/${previewToken}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(preview.json()).toMatchObject({
      jenis: 'artikel',
      data: { id_artikel: id, ...FIRST, catatan_artikel: null, status: 'draf' },
    });
    expect(preview.json().data).not.toHaveProperty('id_user_author');

    const [head, payload, signature] = previewToken.split('.');
    // Another first character, whatever the signature starts with (one in 64 starts with 'x' already).
    const otherSignature = `${signature.startsWith('x') ? 'y' : 'x'}${signature.slice(1)}`;
    const forged = Buffer.from(
      JSON.stringify({ tujuan: 'pratinjau', jenis: 'artikel', id: id + 1 }),
    ).toString('base64url');
    for (const bad of [
      `${head}.${forged}.${signature}`,
      `${head}.${payload}.${otherSignature}`,
      'a'.repeat(40),
    ]) {
      const refused = await call('GET', `/api/pratinjau/${bad}`);
      expect([refused.statusCode, refused.json().message]).toEqual([
        404,
        'Tautan pratinjau tidak berlaku atau sudah kedaluwarsa.',
      ]);
    }
    // The address is no sign-in: it opens no other route.
    expect((await call('GET', '/api/profile', previewToken)).statusCode).toBe(401);
    // Only those who may read the record get an address.
    const { token: writer } = await tokenFor(app, 'author');
    expect((await call('POST', `/api/artikel/${id}/pratinjau`, writer)).statusCode).toBe(403);
    expect((await call('POST', `/api/artikel/${id}/pratinjau`)).statusCode).toBe(401);
  });

  it('previews an activity with its images, and refuses an expired address', async () => {
    const { token } = await tokenFor(app, 'admin');
    const id = (
      await call('POST', '/api/kegiatan-gereja', token, {
        nama_kegiatan_gereja: 'Bakti Sosial',
        waktu_kegiatan_gereja: '2030-02-02',
        status: 'draf',
      })
    ).json().data.id_kegiatan_gereja;
    const url = (await call('POST', `/api/kegiatan-gereja/${id}/pratinjau`, token)).json().data.url;
    const preview = await call('GET', `/api/pratinjau/${url.split('#')[1]}`);
    expect(preview.json()).toMatchObject({
      jenis: 'kegiatan',
      data: { id_kegiatan_gereja: id, nama_kegiatan_gereja: 'Bakti Sosial', gambar: [] },
    });
    const expired = app.jwt.sign({ tujuan: 'pratinjau', jenis: 'kegiatan', id }, { expiresIn: -10 });
    expect((await call('GET', `/api/pratinjau/${expired}`)).statusCode).toBe(404);
  });
});
