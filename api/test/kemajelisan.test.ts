import { beforeEach, describe, expect, it } from 'vitest';
import { auditChange } from './support/audit.ts';
import { addJemaat } from './support/members.ts';
import { publishingSuite } from './support/suite.ts';
import { bearer, tokenFor } from './support/users.ts';

const { app, db, published } = await publishingSuite();

let token: string;
beforeEach(async () => {
  token = (await tokenFor(app, 'admin')).token;
});

const MAJELIS = {
  nama: 'Pdt. Yohanes Santoso',
  jabatan: 'Pendeta',
  jabatan_struktur: 'Ketua',
  bidang_kemajelisan: 'MPH',
  periode_mulai: '2023-01-01',
  periode_selesai: '2027-12-31',
};

function write(method: 'POST' | 'PUT', url: string, payload: object, auth = token) {
  return app.inject({ method, url, payload, headers: bearer(auth) });
}

describe('kemajelisan', () => {
  it('creates, reads, updates and deletes a council member, with audit and publishing', async () => {
    const created = await write('POST', '/api/kemajelisan', MAJELIS);
    expect(created.statusCode).toBe(201);
    const { message, data } = created.json();
    expect(message).toBe('Data majelis berhasil ditambahkan.');
    expect(data).toMatchObject({ ...MAJELIS, periode: '2023–2027', id_jemaat: null });
    const url = `/api/kemajelisan/${data.id_kemajelisan}`;
    expect((await app.inject({ url })).json()).toMatchObject({ nama: MAJELIS.nama, jabatan: 'Pendeta' });

    const updated = await write('PUT', url, { ...MAJELIS, jabatan: 'Penatua', bidang_kemajelisan: null });
    expect(updated.json()).toMatchObject({
      message: 'Data majelis berhasil diperbarui.',
      data: { jabatan: 'Penatua', bidang_kemajelisan: null },
    });
    expect(await auditChange(db, 'update')).toEqual({ jabatan: 'Penatua', bidang_kemajelisan: null });

    const removed = await app.inject({ method: 'DELETE', url, headers: bearer(token) });
    expect(removed.json()).toEqual({ message: 'Data majelis berhasil dihapus.' });
    expect((await app.inject({ url })).json()).toEqual({
      message: 'Data majelis tidak ditemukan.',
      code: 'NOT_FOUND',
    });
    expect(published.mock.calls.map(([reason]) => reason)).toEqual([
      `kemajelisan ${data.id_kemajelisan} ditambahkan`,
      `kemajelisan ${data.id_kemajelisan} diperbarui`,
      `kemajelisan ${data.id_kemajelisan} dihapus`,
    ]);
  });

  it("takes '' like null for the optional choice, dates and member", async () => {
    const blank = { bidang_kemajelisan: '', periode_mulai: '', periode_selesai: '', id_jemaat: '' };
    const created = await write('POST', '/api/kemajelisan', { ...MAJELIS, ...blank });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      bidang_kemajelisan: null,
      periode_mulai: null,
      periode_selesai: null,
      id_jemaat: null,
    });
  });

  it('takes the name from the linked member and hides the link from visitors', async () => {
    const idJemaat = await addJemaat(db, 'Bapak Sutrisno');
    const created = (
      await write('POST', '/api/kemajelisan', { jabatan: 'Diaken', id_jemaat: idJemaat })
    ).json().data;
    expect(created).toMatchObject({
      nama: 'Bapak Sutrisno',
      id_jemaat: idJemaat,
      nama_jemaat: 'Bapak Sutrisno',
    });
    expect(created.periode).toBeNull();

    const visitor = (await app.inject({ url: '/api/kemajelisan' })).json();
    expect(visitor.data[0]).not.toHaveProperty('id_jemaat');
    expect(visitor.data[0]).not.toHaveProperty('nama_jemaat');
    const badToken = await app.inject({ url: '/api/kemajelisan', headers: bearer('bukan-token') });
    expect(badToken.statusCode).toBe(200);
    expect(badToken.json().data[0]).not.toHaveProperty('id_jemaat');
    const author = (await tokenFor(app, 'author')).token;
    const asAuthor = await app.inject({
      url: `/api/kemajelisan/${created.id_kemajelisan}`,
      headers: bearer(author),
    });
    expect(asAuthor.json()).not.toHaveProperty('id_jemaat');
    const pendeta = (await tokenFor(app, 'pendeta')).token;
    const asPendeta = await app.inject({ url: '/api/kemajelisan', headers: bearer(pendeta) });
    expect(asPendeta.json().data[0]).toMatchObject({ id_jemaat: idJemaat, nama_jemaat: 'Bapak Sutrisno' });
  });

  it('lists with q, sort and paging', async () => {
    await write('POST', '/api/kemajelisan', MAJELIS);
    await write('POST', '/api/kemajelisan', {
      ...MAJELIS,
      nama: 'Ibu Ani',
      jabatan: 'Diaken',
      bidang_kemajelisan: 'Diakonia',
    });
    await write('POST', '/api/kemajelisan', {
      ...MAJELIS,
      nama: 'Bapak Budi',
      jabatan: 'Penatua',
      bidang_kemajelisan: 'PWG',
    });
    const list = (query: string) => app.inject({ url: `/api/kemajelisan?${query}` }).then((r) => r.json());
    const names = (body: { data: { nama: string }[] }) => body.data.map((row) => row.nama);
    expect(names(await list(''))).toEqual(['Bapak Budi', 'Ibu Ani', 'Pdt. Yohanes Santoso']);
    expect(names(await list('q=diakon'))).toEqual(['Ibu Ani']);
    expect(names(await list('q=penatua'))).toEqual(['Bapak Budi']);
    expect(names(await list('sort=bidang_kemajelisan&order=desc'))).toEqual([
      'Bapak Budi',
      'Pdt. Yohanes Santoso',
      'Ibu Ani',
    ]);
    expect(await list('sort=jabatan&per_page=1&page=2')).toMatchObject({
      total: 3,
      data: [{ nama: 'Bapak Budi' }],
    });
  });

  it('groups the structure by office for the public page', async () => {
    await write('POST', '/api/kemajelisan', MAJELIS);
    await write('POST', '/api/kemajelisan', {
      ...MAJELIS,
      nama: 'Ibu Ani',
      jabatan: 'Diaken',
      periode_selesai: null,
    });
    const struktur = (await app.inject({ url: '/api/list-struktur' })).json();
    expect(Object.keys(struktur)).toEqual(['Pendeta', 'Penatua', 'Diaken']);
    expect(struktur.Penatua).toEqual([]);
    expect(struktur.Diaken[0]).toMatchObject({ nama: 'Ibu Ani', periode: '2023–…', periode_selesai: null });
    expect(struktur.Pendeta[0]).not.toHaveProperty('id_jemaat');
  });

  it('answers each validation message and refuses non-admins', async () => {
    const message = async (payload: object) =>
      (await write('POST', '/api/kemajelisan', payload)).json().message;
    const REFUSALS: [object, string][] = [
      [{ nama: 'A' }, 'Jabatan wajib dipilih.'],
      [{ nama: 'A', jabatan: 'Ketua' }, 'Jabatan harus Pendeta, Penatua atau Diaken.'],
      [{ jabatan: 'Diaken' }, 'Nama majelis wajib diisi.'],
      [{ jabatan: 'Diaken', nama: '  ' }, 'Nama majelis wajib diisi.'],
      [{ jabatan: 'Diaken', id_jemaat: 999 }, 'Jemaat yang dipilih tidak ditemukan.'],
      [
        { ...MAJELIS, bidang_kemajelisan: 'Keuangan' },
        'Bidang kemajelisan harus MPH, PWG, Kesaksian Pelayanan atau Diakonia.',
      ],
      [
        { ...MAJELIS, periode_mulai: '2023-02-30' },
        'Periode mulai harus berupa tanggal yang valid (YYYY-MM-DD).',
      ],
      [{ ...MAJELIS, periode_selesai: '2022-12-31' }, 'Periode selesai tidak boleh sebelum periode mulai.'],
      [{ ...MAJELIS, nama: 'x'.repeat(151) }, 'Nama majelis maksimal 150 karakter.'],
    ];
    for (const [payload, text] of REFUSALS) expect(await message(payload)).toBe(text);
    const pendeta = (await tokenFor(app, 'pendeta')).token;
    expect((await write('POST', '/api/kemajelisan', MAJELIS, pendeta)).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/kemajelisan', payload: MAJELIS })).statusCode).toBe(
      401,
    );
    expect((await write('PUT', '/api/kemajelisan/999', MAJELIS)).statusCode).toBe(404);
    expect(await db.selectFrom('kemajelisan').select('id_kemajelisan').execute()).toEqual([]);
  });
});
