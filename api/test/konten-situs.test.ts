import { beforeEach, describe, expect, it } from 'vitest';
import { multipart, smallPng } from './support/images.ts';
import { qrisPng } from './support/qris-images.ts';
import { SITE_TEXTS } from './support/site-texts.ts';
import { imageSuite } from './support/suite.ts';
import { bearer, tokenFor } from './support/users.ts';

const { app, db, published, storedFiles } = await imageSuite('situs');

let token: string;
beforeEach(async () => {
  token = (await tokenFor(app, 'admin')).token;
});

const PENGATURAN = { ...SITE_TEXTS, email_2: '' };

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
      // The QRIS image must hold a valid QRIS (konten-situs-qris.test.ts).
      { field: 'gambar_qris', data: await qrisPng() },
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
        latitude: null,
        longitude: null,
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

  it('keeps a church position for directions: both coordinates or neither, in range', async () => {
    const url = `/api/konten-situs/gereja/${encodeURIComponent('Pepanthan Simpar')}`;
    const put = (payload: object) => app.inject({ method: 'PUT', url, payload, headers: bearer(token) });
    const card = { nama_gereja: 'Pepanthan Simpar', alamat: 'Dusun Simpar', waktu_ibadah: [] };
    const saved = await put({ ...card, latitude: -7.7541234567, longitude: 111.0582 });
    expect(saved.statusCode).toBe(200);
    // The column keeps six decimals, and the answer says what was stored.
    expect(saved.json().data).toMatchObject({ latitude: -7.754123, longitude: 111.0582 });
    // A client that sends no coordinates leaves them as they are.
    await put({ ...card, alamat: 'Dusun Simpar RT 04' });
    expect((await konten()).gereja[0]).toMatchObject({ alamat: 'Dusun Simpar RT 04', latitude: -7.754123 });

    const refused = async (payload: object) => {
      const response = await put({ ...card, ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      return response.json().message;
    };
    expect(await refused({ latitude: null })).toBe(
      'Lintang dan bujur harus diisi bersama-sama, atau kosongkan keduanya.',
    );
    expect(await refused({ latitude: 91, longitude: 0 })).toBe(
      'Lintang harus berupa angka antara -90 dan 90.',
    );
    expect(await refused({ latitude: 0, longitude: -180.5 })).toBe(
      'Bujur harus berupa angka antara -180 dan 180.',
    );
    expect(await refused({ latitude: '-7.75', longitude: 111 })).toBe(
      'Lintang harus berupa angka antara -90 dan 90.',
    );
    expect((await konten()).gereja[0]).toMatchObject({ latitude: -7.754123, longitude: 111.0582 });

    await put({ ...card, latitude: null, longitude: null });
    expect((await konten()).gereja[0]).toMatchObject({ latitude: null, longitude: null });
    const [entry] = await db
      .selectFrom('audit_log')
      .select('perubahan')
      .where('tabel', '=', 'gereja')
      .orderBy('id_audit', 'desc')
      .limit(1)
      .execute();
    expect(JSON.stringify(entry.perubahan)).toContain('"latitude":null');
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
