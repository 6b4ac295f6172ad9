// The weekly bulletin (warta jemaat): its writes with an optional PDF checked by its bytes, the PDF as the
// server sends it, what visitors may read, and its place in the publishing workflow (history, preview,
// review queue, schedule).
import { PDF_MAX_BYTES } from '@gkj/contract';
import { describe, expect, it } from 'vitest';
import { publishDueContent } from '../src/plugins/scheduled-publishing.ts';
import { auditActions } from './support/audit.ts';
import { multipart, smallPng } from './support/images.ts';
import { encryptedPdf, smallPdf } from './support/pdfs.ts';
import { imageSuite } from './support/suite.ts';
import { bearer, tokenFor } from './support/users.ts';

const { app, db, call, published, storedFiles } = await imageSuite('warta-jemaat');

const WARTA = {
  tanggal_warta: '2026-05-03',
  judul_warta: 'Warta Jemaat Minggu Paskah V',
  isi_warta: 'Ibadah Minggu pukul 07.00 WIB.\n\nPersekutuan doa Rabu malam.',
};

type Fields = Record<string, string>;

/** A multipart write as the dashboard sends it, with an optional file in `berkas_pdf`. */
function sendForm(
  token: string,
  method: 'POST' | 'PUT',
  url: string,
  fields: Fields,
  file?: Buffer,
  name = 'warta.pdf',
) {
  const form = multipart(
    fields,
    file ? [{ field: 'berkas_pdf', filename: name, type: 'application/pdf', data: file }] : [],
  );
  return app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
}

async function createWarta(token: string, fields: Fields = WARTA, file?: Buffer) {
  const response = await sendForm(token, 'POST', '/warta-jemaat', fields, file);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id_warta: number; berkas_pdf: string | null; updated_at: string };
}

describe('warta jemaat: writes', () => {
  it('creates, reads, updates and deletes a bulletin with its PDF, told to the publisher', async () => {
    const { token } = await tokenFor(app, 'pendeta');
    const pdf = smallPdf();
    const created = await sendForm(
      token,
      'POST',
      '/warta-jemaat',
      { ...WARTA, judul_warta: '  Warta Paskah  ' },
      pdf,
    );
    expect(created.statusCode, created.body).toBe(201);
    const { message, data } = created.json();
    expect(message).toBe('Warta jemaat berhasil ditambahkan.');
    expect(data).toMatchObject({
      ...WARTA,
      judul_warta: 'Warta Paskah',
      status: 'terbit',
      berkas_pdf_ukuran: pdf.length,
    });
    expect(data.berkas_pdf).toMatch(/^\/uploads\/warta-jemaat\/[a-f0-9]{32}\.pdf$/);
    expect(storedFiles()).toEqual([data.berkas_pdf.split('/').at(-1)]);
    expect(published).toHaveBeenCalledWith(`warta jemaat ${data.id_warta} ditambahkan`);

    const url = `/warta-jemaat/${data.id_warta}`;
    const read = await app.inject({ url: `/api${url}` });
    expect(read.json()).toEqual(data);

    // A new PDF replaces the old, whose file goes once the save has committed.
    const second = smallPdf().subarray(0);
    const replaced = await sendForm(
      token,
      'POST',
      `${url}?_method=PUT`,
      { ...WARTA, updated_at: data.updated_at },
      second,
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = replaced.json().data;
    expect(replaced.json().message).toBe('Warta jemaat berhasil diperbarui.');
    expect(after.berkas_pdf).not.toBe(data.berkas_pdf);
    expect(storedFiles()).toEqual([after.berkas_pdf.split('/').at(-1)]);

    // Saved without a file the PDF stays; hapus_pdf=1 removes it.
    const kept = await sendForm(token, 'PUT', url, { ...WARTA, isi_warta: '' });
    expect(kept.json().data).toMatchObject({ berkas_pdf: after.berkas_pdf, isi_warta: null });
    const removed = await sendForm(token, 'PUT', url, { ...WARTA, hapus_pdf: '1' });
    expect(removed.json().data).toMatchObject({ berkas_pdf: null, berkas_pdf_ukuran: null });
    expect(storedFiles()).toEqual([]);

    const withPdf = await sendForm(token, 'PUT', url, WARTA, smallPdf());
    const file = withPdf.json().data.berkas_pdf.split('/').at(-1);
    const deleted = await call(token, 'DELETE', url);
    expect(deleted.json()).toEqual({ message: 'Warta jemaat berhasil dihapus.' });
    expect(storedFiles()).not.toContain(file);
    expect((await app.inject({ url: `/api${url}` })).statusCode).toBe(404);
    expect(await db.selectFrom('content_revision').selectAll().execute()).toEqual([]);
    expect(await auditActions(db, 'warta_jemaat')).toEqual([
      'create',
      'update',
      'update',
      'update',
      'update',
      'delete',
    ]);
  });

  it('takes a JSON body without a PDF, and refuses a day that is not a Sunday', async () => {
    const { token } = await tokenFor(app, 'admin');
    const json = await call(token, 'POST', '/warta-jemaat', { ...WARTA, isi_warta: null });
    expect(json.statusCode).toBe(201);
    expect(json.json().data).toMatchObject({ isi_warta: null, berkas_pdf: null });
    for (const [tanggal, message] of [
      ['2026-05-04', 'Tanggal warta harus hari Minggu.'],
      ['2026-05-09', 'Tanggal warta harus hari Minggu.'],
      ['2026-02-30', 'Tanggal warta harus berupa tanggal yang valid (YYYY-MM-DD).'],
      ['3 Mei 2026', 'Tanggal warta harus berupa tanggal yang valid (YYYY-MM-DD).'],
    ]) {
      const refused = await call(token, 'POST', '/warta-jemaat', { ...WARTA, tanggal_warta: tanggal });
      expect([refused.statusCode, refused.json().message], tanggal).toEqual([400, message]);
    }
    const missing = await call(token, 'POST', '/warta-jemaat', { judul_warta: 'Tanpa tanggal' });
    expect(missing.json().message).toBe('Tanggal warta wajib diisi.');
  });

  it('judges the PDF by its bytes: a PNG named .pdf, one over 10 MB and an encrypted one are refused, leaving no file', async () => {
    const { token } = await tokenFor(app, 'admin');
    const png = await smallPng();
    const tooLarge = Buffer.concat([smallPdf(), Buffer.alloc(PDF_MAX_BYTES, 0x20)]);
    const cases: [Buffer, string][] = [
      [png, 'Berkas harus berupa PDF.'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'Berkas harus berupa PDF.'],
      [Buffer.alloc(0), 'Berkas harus berupa PDF.'],
      [tooLarge, 'Berkas PDF maksimal 10 MB.'],
      [encryptedPdf(), 'PDF terenkripsi tidak dapat diunggah.'],
    ];
    for (const [file, message] of cases) {
      const refused = await sendForm(token, 'POST', '/warta-jemaat', WARTA, file, 'warta.pdf');
      expect([refused.statusCode, refused.json().message], message).toEqual([400, message]);
    }
    const stored = await createWarta(token);
    const update = await sendForm(token, 'PUT', `/warta-jemaat/${stored.id_warta}`, WARTA, encryptedPdf());
    expect(update.json().message).toBe('PDF terenkripsi tidak dapat diunggah.');
    const two = multipart(WARTA, [
      { field: 'berkas_pdf', filename: 'a.pdf', type: 'application/pdf', data: smallPdf() },
      { field: 'berkas_pdf', filename: 'b.pdf', type: 'application/pdf', data: smallPdf() },
    ]);
    const twice = await app.inject({
      method: 'POST',
      url: '/api/warta-jemaat',
      headers: { ...bearer(token), ...two.headers },
      payload: two.payload,
    });
    expect(twice.json().message).toBe('Berkas PDF hanya boleh satu berkas.');
    expect(storedFiles()).toEqual([]);
    expect(await db.selectFrom('warta_jemaat').select('id_warta').execute()).toHaveLength(1);
  });

  it('takes a PDF of exactly 10 MB', async () => {
    const { token } = await tokenFor(app, 'admin');
    const pdf = smallPdf();
    const exact = Buffer.concat([pdf, Buffer.alloc(PDF_MAX_BYTES - pdf.length, 0x20)]);
    const data = await createWarta(token, WARTA, exact);
    expect(data).toMatchObject({ berkas_pdf_ukuran: PDF_MAX_BYTES });
  });

  it('is written by admin and pendeta only', async () => {
    for (const role of ['author', 'petugas_inventaris'] as const) {
      const { token } = await tokenFor(app, role);
      expect((await call(token, 'POST', '/warta-jemaat', WARTA)).statusCode, role).toBe(403);
    }
    expect((await app.inject({ method: 'POST', url: '/api/warta-jemaat', payload: WARTA })).statusCode).toBe(
      401,
    );
  });
});

describe('warta jemaat: the PDF as sent', () => {
  it('is sent as a PDF named by its Sunday, sandboxed, with its exact bytes', async () => {
    const { token } = await tokenFor(app, 'admin');
    const pdf = smallPdf();
    const data = await createWarta(token, WARTA, pdf);
    const served = await app.inject({ url: data.berkas_pdf as string });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('inline; filename="warta-2026-05-03.pdf"');
    expect(served.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'; /);
    expect(served.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-length']).toBe(String(pdf.length));

    // The name follows the bulletin's date.
    await call(token, 'PUT', `/warta-jemaat/${data.id_warta}`, { ...WARTA, tanggal_warta: '2026-05-10' });
    const renamed = await app.inject({ url: data.berkas_pdf as string });
    expect(renamed.headers['content-disposition']).toBe('inline; filename="warta-2026-05-10.pdf"');
  });

  it('sends no file a bulletin does not refer to', async () => {
    const { token } = await tokenFor(app, 'admin');
    const data = await createWarta(token, WARTA, smallPdf());
    await call(token, 'PUT', `/warta-jemaat/${data.id_warta}`, { ...WARTA, hapus_pdf: '1' });
    for (const url of [
      data.berkas_pdf as string,
      `/uploads/warta-jemaat/${'a'.repeat(32)}.pdf`,
      '/uploads/warta-jemaat/..%2F..%2Fetc%2Fpasswd',
      '/uploads/warta-jemaat/warta.PDF',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
    }
  });
});

describe('warta jemaat: what visitors read', () => {
  it('shows visitors published bulletins only; any other id answers exactly as an unknown one', async () => {
    const { token } = await tokenFor(app, 'pendeta');
    const terbit = await createWarta(token, { ...WARTA, judul_warta: 'Terbit' }, smallPdf());
    const draf = await createWarta(token, {
      ...WARTA,
      judul_warta: 'Draf',
      status: 'draf',
      tanggal_warta: '2026-05-10',
    });
    const terjadwal = await createWarta(token, {
      ...WARTA,
      judul_warta: 'Terjadwal',
      tanggal_warta: '2026-05-17',
      status: 'terjadwal',
      terbit_pada: '2099-01-01T07:00',
    });
    const unknown = await app.inject({ url: '/api/warta-jemaat/987654' });
    for (const hidden of [draf, terjadwal]) {
      const response = await app.inject({ url: `/api/warta-jemaat/${hidden.id_warta}` });
      expect([response.statusCode, response.body]).toEqual([404, unknown.body]);
      expect((await call(token, 'GET', `/warta-jemaat/${hidden.id_warta}`)).statusCode).toBe(200);
    }
    expect(unknown.json().message).toBe('Warta jemaat tidak ditemukan.');

    const titles = (body: { data: { judul_warta: string }[] }) => body.data.map((row) => row.judul_warta);
    const publicList = await app.inject({ url: '/api/warta-jemaat' });
    expect([titles(publicList.json()), publicList.json().total]).toEqual([['Terbit'], 1]);
    // Asking for drafts shows a visitor none.
    expect((await app.inject({ url: '/api/warta-jemaat?status=draf' })).json().total).toBe(0);
    const publication = await app.inject({ url: '/api/publikasi/warta-jemaat' });
    expect(titles(publication.json())).toEqual(['Terbit']);
    expect(publication.json().data[0]).toMatchObject({
      id_warta: terbit.id_warta,
      isi_warta: WARTA.isi_warta,
    });
    // Staff see every bulletin, the newest Sunday first, and filter by status.
    const staff = await call(token, 'GET', '/warta-jemaat');
    expect(titles(staff.json())).toEqual(['Terjadwal', 'Draf', 'Terbit']);
    expect(titles((await call(token, 'GET', '/warta-jemaat?status=draf')).json())).toEqual(['Draf']);
    expect(titles((await call(token, 'GET', '/warta-jemaat?q=jadw&sort=judul')).json())).toEqual([
      'Terjadwal',
    ]);
    // A penulis writes articles, not bulletins: they read what visitors read.
    const { token: penulis } = await tokenFor(app, 'author');
    expect((await call(penulis, 'GET', `/warta-jemaat/${draf.id_warta}`)).statusCode).toBe(404);
  });

  it('publishes a scheduled bulletin once its time has come, once', async () => {
    const { token } = await tokenFor(app, 'admin');
    const data = await createWarta(token, { ...WARTA, status: 'terjadwal', terbit_pada: '2099-01-01T07:00' });
    await db.updateTable('warta_jemaat').set({ terbit_pada: '2020-01-01 07:00:00' }).execute();
    const told: string[] = [];
    const publisher = { contentChanged: async (reason: string) => void told.push(reason) };
    expect(await publishDueContent(db, publisher)).toEqual([
      `warta jemaat ${data.id_warta} terbit sesuai jadwal`,
    ]);
    expect(await publishDueContent(db, publisher)).toEqual([]);
    expect((await app.inject({ url: `/api/warta-jemaat/${data.id_warta}` })).json().status).toBe('terbit');
  });
});

describe('warta jemaat: workflow', () => {
  it('keeps a revision of each save and restores the text, keeping the PDF and the status', async () => {
    const { token } = await tokenFor(app, 'admin');
    const data = await createWarta(token, WARTA, smallPdf());
    const url = `/warta-jemaat/${data.id_warta}`;
    const changed = await sendForm(token, 'PUT', url, {
      tanggal_warta: '2026-05-10',
      judul_warta: 'Warta yang keliru',
      isi_warta: '',
      status: 'draf',
    });
    const revisions = (await call(token, 'GET', `${url}/revisi`)).json().data;
    expect(revisions.map((r: { nomor: number; keterangan: string }) => [r.nomor, r.keterangan])).toEqual([
      [2, 'Ditarik dari situs'],
      [1, 'Dibuat'],
    ]);
    const first = (await call(token, 'GET', `${url}/revisi/${revisions[1].id_revisi}`)).json();
    expect(first.isi).toEqual(WARTA);
    const restored = await call(token, 'POST', `${url}/revisi/${revisions[1].id_revisi}/pulihkan`, {
      updated_at: changed.json().data.updated_at,
    });
    expect(restored.json()).toEqual({ message: 'Revisi 1 berhasil dipulihkan.' });
    expect((await call(token, 'GET', url)).json()).toMatchObject({
      ...WARTA,
      status: 'draf',
      berkas_pdf: data.berkas_pdf,
    });
    expect(await auditActions(db, 'warta_jemaat')).toEqual(['create', 'update', 'unpublish', 'restore']);
  });

  it('gives a private preview address of a draft, and puts one under review in the queue', async () => {
    const { token } = await tokenFor(app, 'pendeta');
    const data = await createWarta(token, { ...WARTA, status: 'tinjauan' });
    const link = (await call(token, 'POST', `/warta-jemaat/${data.id_warta}/pratinjau`)).json().data;
    const token64 = link.url.replace('/pratinjau/#', '');
    const preview = await app.inject({ url: `/api/pratinjau/${token64}` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ jenis: 'warta', data: { ...WARTA, status: 'tinjauan' } });
    const queue = (await call(token, 'GET', '/tinjauan')).json();
    expect(queue.data).toEqual([
      expect.objectContaining({ jenis: 'warta', id: data.id_warta, judul: WARTA.judul_warta, penulis: null }),
    ]);
    // Sending it back takes a note, as for articles.
    const back = await call(token, 'PUT', `/warta-jemaat/${data.id_warta}`, { ...WARTA, status: 'draf' });
    expect(back.json().message).toBe('Catatan untuk penulis wajib diisi saat mengembalikan konten.');
  });
});
