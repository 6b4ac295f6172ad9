import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyDatabase, testApp } from './support/app.ts';
import { multipart, smallPng } from './support/images.ts';
import { bearer, tokenFor } from './support/users.ts';

const ctx = await testApp();
const { app, db } = ctx;
const published = vi.spyOn(app.publisher, 'contentChanged');
afterAll(ctx.close);

const folder = path.join(ctx.config.uploadDir, 'situs');
const storedFiles = () => (existsSync(folder) ? readdirSync(folder) : []);

let token: string;
beforeEach(async () => {
  await emptyDatabase(db);
  published.mockClear();
  rmSync(folder, { recursive: true, force: true });
  token = (await tokenFor(app, 'admin')).token;
});

const PENGATURAN = {
  nama_gereja: 'GKJ Girimarto',
  alamat: 'Jl. Raya Girimarto No. 17',
  telepon: '(0273) 5312047',
  email_1: 'sekretariat@gkjgirimarto.or.id',
  email_2: '',
  judul_sambutan: 'Sugeng Rawuh',
  teks_sambutan: 'Selamat datang.',
  tentang_singkat: 'Tentang kami.',
  profil_gereja: 'Profil gereja.',
  nama_bank: 'BRI',
  nomor_rekening: '0079-01-001234-53-1',
  atas_nama_rekening: 'GKJ Girimarto',
  visi: 'Visi.',
  misi: 'Misi.',
  nama_pendeta: 'Pdt. Yohanes',
  profil_pendeta: 'Profil pendeta.',
};

type Image = { field: string; data: Buffer };
function putPengaturan(fields: Record<string, string>, images: Image[] = [], auth = token) {
  const files = images.map((image) => ({ ...image, filename: `${image.field}.png`, type: 'image/png' }));
  const form = multipart(fields, files);
  const headers = { ...form.headers, ...bearer(auth) };
  return app.inject({ method: 'PUT', url: '/api/konten-situs/pengaturan', payload: form.payload, headers });
}

const konten = async () => (await app.inject({ url: '/api/konten-situs' })).json();

describe('konten-situs pengaturan', () => {
  it('answers the whole content, with null settings before the first save', async () => {
    expect(await konten()).toEqual({ pengaturan: null, gereja: [], sejarah: [], slides: [] });
  });

  it('saves the texts and images, keeps images not sent and removes those asked to', async () => {
    const png = await smallPng(120, 90);
    const first = await putPengaturan(PENGATURAN, [
      { field: 'logo', data: png },
      { field: 'gambar_qris', data: png },
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Konten situs berhasil disimpan.');
    const saved = first.json().data;
    expect(saved).toMatchObject({
      ...PENGATURAN,
      email_2: null,
      logo_width: 120,
      logo_height: 90,
      foto_pendeta: null,
    });
    expect(saved.logo).toMatch(/^\/uploads\/situs\/[a-f0-9]{32}\.webp$/);
    expect(storedFiles()).toHaveLength(6);

    const second = await putPengaturan({ ...PENGATURAN, visi: 'Visi baru.', hapus_gambar_qris: '1' }, [
      { field: 'foto_pendeta', data: png },
    ]);
    const data = second.json().data;
    expect(data).toMatchObject({
      visi: 'Visi baru.',
      logo: saved.logo,
      gambar_qris: null,
      gambar_qris_width: null,
    });
    expect(data.foto_pendeta).toMatch(/^\/uploads\/situs\//);
    expect(storedFiles()).toHaveLength(6);
    expect((await konten()).pengaturan).toMatchObject({ visi: 'Visi baru.', logo: saved.logo });

    const audits = await db
      .selectFrom('audit_log')
      .select(['aksi', 'tabel', 'perubahan'])
      .orderBy('id_audit')
      .execute();
    expect(audits.map((a) => a.aksi)).toEqual(['create', 'update']);
    expect(audits[1].perubahan).toMatchObject({ visi: 'Visi baru.', gambar_qris: null });
    expect(published).toHaveBeenCalledWith('pengaturan situs diperbarui');
  });

  it('accepts JSON texts and per-image replace and delete calls', async () => {
    const json = await app.inject({
      method: 'PUT',
      url: '/api/konten-situs/pengaturan',
      payload: { ...PENGATURAN, email_2: null },
      headers: bearer(token),
    });
    expect(json.statusCode).toBe(200);
    const form = multipart({}, [
      { field: 'gambar', filename: 'l.png', type: 'image/png', data: await smallPng() },
    ]);
    const replaced = await app.inject({
      method: 'PUT',
      url: '/api/konten-situs/gambar/logo',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
    expect(replaced.json()).toMatchObject({
      message: 'Gambar berhasil diperbarui.',
      data: { logo_width: 64 },
    });
    expect(storedFiles()).toHaveLength(3);
    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/konten-situs/gambar/logo',
      headers: bearer(token),
    });
    expect(removed.json()).toMatchObject({ message: 'Gambar berhasil dihapus.', data: { logo: null } });
    expect(storedFiles()).toEqual([]);
    const unknown = await app.inject({
      method: 'DELETE',
      url: '/api/konten-situs/gambar/favicon',
      headers: bearer(token),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers validation messages and refuses non-admins', async () => {
    const message = async (fields: Record<string, string>) => (await putPengaturan(fields)).json().message;
    const { nama_gereja, ...withoutName } = PENGATURAN;
    expect(await message(withoutName)).toBe('Nama gereja wajib diisi.');
    expect(await message({ ...PENGATURAN, email_1: 'bukan-email' })).toBe(
      'Email 1 harus berupa alamat email yang valid.',
    );
    expect(await message({ ...PENGATURAN, email_2: 'x@' })).toBe(
      'Email 2 harus berupa alamat email yang valid.',
    );
    expect(await message({ ...PENGATURAN, teks_sambutan: 'x'.repeat(501) })).toBe(
      'Teks sambutan maksimal 500 karakter.',
    );
    const notImage = await putPengaturan(PENGATURAN, [{ field: 'logo', data: Buffer.from('bukan gambar') }]);
    expect(notImage.json().message).toBe('Berkas harus berupa gambar JPEG, PNG, WebP atau AVIF.');
    expect(storedFiles()).toEqual([]);
    const pendeta = (await tokenFor(app, 'pendeta')).token;
    expect((await putPengaturan(PENGATURAN, [], pendeta)).statusCode).toBe(403);
    const noRow = await app.inject({
      method: 'DELETE',
      url: '/api/konten-situs/gambar/logo',
      headers: bearer(token),
    });
    expect(noRow.statusCode).toBe(404);
  });
});

describe('konten-situs gereja and sejarah', () => {
  it('saves a church card with its service times replaced as a whole', async () => {
    const url = `/api/konten-situs/gereja/${encodeURIComponent('Pepanthan Paseban')}`;
    const put = (payload: object) => app.inject({ method: 'PUT', url, payload, headers: bearer(token) });
    const waktu = [
      { nama: 'Ibadah Pagi', jam: '07.00 WIB' },
      { nama: 'Sekolah Minggu', jam: '08.30 WIB' },
    ];
    const first = await put({
      nama_gereja: 'Pepanthan Paseban',
      alamat: 'Dusun Paseban',
      waktu_ibadah: waktu,
    });
    expect(first.json()).toMatchObject({
      message: 'Data gereja berhasil disimpan.',
      data: { lokasi: 'Pepanthan Paseban', urutan: 2, waktu_ibadah: waktu, galeri: [] },
    });
    await put({ nama_gereja: 'Paseban', alamat: 'Dusun Paseban', waktu_ibadah: [waktu[1]] });
    const { gereja } = await konten();
    expect(gereja).toEqual([
      {
        lokasi: 'Pepanthan Paseban',
        nama_gereja: 'Paseban',
        alamat: 'Dusun Paseban',
        urutan: 2,
        waktu_ibadah: [waktu[1]],
        galeri: [],
        updated_at: expect.any(String),
      },
    ]);
    expect(
      (await put({ nama_gereja: 'x', alamat: 'y', waktu_ibadah: [{ nama: 'Pagi' }] })).json().message,
    ).toBe('Jam ibadah wajib diisi.');
    expect((await put({ alamat: 'y', waktu_ibadah: [] })).json().message).toBe('Nama gereja wajib diisi.');
    const unknown = await app.inject({
      method: 'PUT',
      url: '/api/konten-situs/gereja/Wonogiri',
      payload: {},
      headers: bearer(token),
    });
    expect(unknown.statusCode).toBe(404);
    expect(published).toHaveBeenCalledWith('gereja Pepanthan Paseban diperbarui');
  });

  it('replaces the history as one ordered list', async () => {
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: '/api/konten-situs/sejarah', payload, headers: bearer(token) });
    const sejarah = [
      { periode: '1932–1950', judul: 'Awal', isi: 'Pekabaran Injil.' },
      { periode: '1950–2000', judul: 'Bertumbuh', isi: 'Jemaat bertumbuh.' },
    ];
    expect((await put({ sejarah })).json()).toEqual({
      message: 'Sejarah gereja berhasil disimpan.',
      data: sejarah,
    });
    await put({ sejarah: [sejarah[1], sejarah[0]] });
    expect((await konten()).sejarah).toEqual([sejarah[1], sejarah[0]]);
    expect((await put({ sejarah: [{ periode: '2000', judul: 'Dewasa' }] })).json().message).toBe(
      'Isi sejarah wajib diisi.',
    );
    expect((await put({})).json().message).toBe('Sejarah wajib diisi.');
    expect(
      (await app.inject({ method: 'PUT', url: '/api/konten-situs/sejarah', payload: { sejarah } }))
        .statusCode,
    ).toBe(401);
  });
});
