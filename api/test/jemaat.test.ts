import { describe, expect, it } from 'vitest';
import { jemaatValues, todayInJakarta } from '../src/routes/jemaat/values.ts';
import { apiSuite } from './support/suite.ts';
import { tokenFor } from './support/users.ts';

const { app, db, call, messageOf } = await apiSuite();

const MEMBER = {
  no_induk_jemaat: 'GKJ-0001',
  nama_jemaat: '  Ruth Handayani ',
  jenis_kelamin_jemaat: 'Perempuan',
  alamat_jemaat: 'Dusun Girimarto RT 02',
  kewargaan: 'GKJ Girimarto Pepanthan Simpar',
  no_telp_jemaat: '081328001122',
  tanggal_lahir_jemaat: '1984-03-21',
  tanggal_meninggal_jemaat: '',
  status_bergereja: 'aktif',
  status_kewargagerejaan: 'Warga Dewasa',
  pendidikan: 'S1',
  kelompok_usia: 'Dewasa',
  tanggal_baptis: '1984-12-25',
  tempat_baptis: 'GKJ Girimarto',
  petugas_baptis: 'Pdt. Soetardjo',
  tanggal_sidi: null,
  tempat_sidi: null,
  petugas_sidi: null,
  pasangan: 'Markus Widodo',
  tanggal_nikah: '2008-06-14',
  tempat_nikah: 'GKJ Girimarto',
  petugas_nikah: 'Pdt. Wibowo',
};

describe('jemaat', () => {
  it('is for admin and pendeta only, the dropdown too', async () => {
    for (const role of ['author', 'petugas_inventaris'] as const) {
      const { token } = await tokenFor(app, role);
      expect((await call(token, 'GET', '/jemaat')).statusCode).toBe(403);
      expect((await call(token, 'GET', '/jemaat-dropdown')).statusCode).toBe(403);
    }
    expect((await app.inject({ url: '/api/jemaat/1' })).statusCode).toBe(401);
    const { token } = await tokenFor(app, 'pendeta');
    expect((await call(token, 'GET', '/jemaat')).json()).toEqual({ data: [], total: 0 });
  });

  it('creates a member from the flat payload and answers the flat record', async () => {
    const { token } = await tokenFor(app, 'pendeta');
    const response = await call(token, 'POST', '/jemaat', MEMBER);
    expect(response.statusCode).toBe(201);
    const { message, data } = response.json();
    expect(message).toBe('Data berhasil ditambahkan!');
    expect(data).toEqual({
      ...MEMBER,
      id_jemaat: expect.any(Number),
      nama_jemaat: 'Ruth Handayani',
      tanggal_meninggal_jemaat: null,
      updated_at: expect.any(String),
    });
    expect((await call(token, 'GET', `/jemaat/${data.id_jemaat}`)).json()).toEqual(data);
    const audit = await db.selectFrom('audit_log').selectAll().executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ aksi: 'create', tabel: 'jemaat', id_record: String(data.id_jemaat) });
  });

  it('flattens nested baptis_sidi and menikah objects', async () => {
    const { token } = await tokenFor(app, 'admin');
    const response = await call(token, 'POST', '/jemaat', {
      nama_jemaat: 'Paulus Hartono',
      tanggal_sidi: null,
      baptis_sidi: { tanggal_sidi: '2001-04-15', tempat_sidi: 'GKJ Girimarto', bogus: 'x' },
      menikah: { pasangan: 'Sri Lestari', tanggal_nikah: '2005-10-01' },
    });
    const { data } = response.json();
    expect(data).toMatchObject({
      tanggal_sidi: '2001-04-15',
      tempat_sidi: 'GKJ Girimarto',
      pasangan: 'Sri Lestari',
      tanggal_nikah: '2005-10-01',
      tanggal_baptis: null,
    });
    expect(data).not.toHaveProperty('baptis_sidi');
    expect(data).not.toHaveProperty('menikah');
  });

  it('answers a clear message for each bad field', async () => {
    const { token } = await tokenFor(app, 'admin');
    const message = messageOf(token, 'POST', '/jemaat', MEMBER);
    expect(await message({ nama_jemaat: ' ' })).toBe('Nama jemaat wajib diisi.');
    expect(await message({ nama_jemaat: undefined })).toBe('Nama jemaat wajib diisi.');
    const phone = 'Nomor telepon hanya boleh berisi angka, maksimal 13 digit.';
    expect(await message({ no_telp_jemaat: '0813-2800' })).toBe(phone);
    expect(await message({ no_telp_jemaat: '08132800112233' })).toBe(phone);
    expect(await message({ kewargaan: 'GKJ Wonogiri' })).toBe(
      'Kewargaan harus salah satu dari: GKJ Girimarto, GKJ Girimarto Pepanthan Paseban, ' +
        'GKJ Girimarto Pepanthan Simpar, GKJ Girimarto Pepanthan Gemawang, GKJ Girimarto Pepanthan Sidoharjo.',
    );
    expect(await message({ status_bergereja: 'pensiun' })).toBe(
      'Status bergereja harus salah satu dari: aktif, boro, pindah, keluar, meninggal.',
    );
    expect(await message({ jenis_kelamin_jemaat: 'L' })).toBe(
      'Jenis kelamin harus salah satu dari: Laki-laki, Perempuan.',
    );
    expect(await message({ kelompok_usia: 'Lansia' })).toContain('Kelompok usia harus salah satu dari');
    expect(await message({ status_kewargagerejaan: 'Tamu' })).toContain('Status kewargagerejaan harus');
    expect(await message({ tanggal_lahir_jemaat: '1984-02-30' })).toBe(
      'Tanggal lahir harus berupa tanggal yang valid (YYYY-MM-DD).',
    );
    expect(await message({ tanggal_lahir_jemaat: '0984-03-21' })).toBe(
      'Tanggal lahir harus berupa tanggal yang valid (YYYY-MM-DD).',
    );
    expect(await message({ menikah: { tanggal_nikah: '14-06-2008' } })).toBe(
      'Tanggal nikah harus berupa tanggal yang valid (YYYY-MM-DD).',
    );
    expect(await message({ alamat_jemaat: 'x'.repeat(256) })).toBe('Alamat jemaat maksimal 255 karakter.');
    expect(await message({ tanggal_meninggal_jemaat: '1980-01-01' })).toBe(
      'Tanggal meninggal tidak boleh sebelum tanggal lahir.',
    );
  });

  it('refuses a birth, baptism, sidi, marriage or death after today (WIB), on create and update', async () => {
    const { token } = await tokenFor(app, 'admin');
    const today = todayInJakarta();
    const [year, month, day] = today.split('-').map(Number);
    const tomorrow = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
    const refusal = async (method: 'POST' | 'PUT', url: string, change: object) => {
      const response = await call(token, method, url, { ...MEMBER, ...change });
      return [response.statusCode, response.json().message];
    };
    const cases = [
      [{ tanggal_lahir_jemaat: tomorrow }, 'Tanggal lahir tidak boleh di masa depan.'],
      [{ tanggal_baptis: '2030-01-06' }, 'Tanggal baptis tidak boleh di masa depan.'],
      [{ baptis_sidi: { tanggal_sidi: tomorrow } }, 'Tanggal sidi tidak boleh di masa depan.'],
      [{ menikah: { tanggal_nikah: tomorrow } }, 'Tanggal nikah tidak boleh di masa depan.'],
      [{ tanggal_meninggal_jemaat: tomorrow }, 'Tanggal meninggal tidak boleh di masa depan.'],
    ] as const;
    for (const [change, text] of cases) {
      const body = { tanggal_baptis: null, tanggal_nikah: null, ...change };
      expect(await refusal('POST', '/jemaat', body)).toEqual([400, text]);
    }

    // Today is allowed; an update is checked the same way and leaves the record as it was.
    const created = await call(token, 'POST', '/jemaat', { ...MEMBER, tanggal_meninggal_jemaat: today });
    expect(created.statusCode).toBe(201);
    const { id_jemaat, updated_at } = created.json().data;
    expect(
      await refusal('PUT', `/jemaat/${id_jemaat}`, { updated_at, tanggal_lahir_jemaat: tomorrow }),
    ).toEqual([400, 'Tanggal lahir tidak boleh di masa depan.']);
    const stored = (await call(token, 'GET', `/jemaat/${id_jemaat}`)).json();
    expect([stored.tanggal_lahir_jemaat, stored.tanggal_meninggal_jemaat]).toEqual(['1984-03-21', today]);
  });

  it('refuses a duplicate nomor induk with 409 but allows many members without one', async () => {
    const { token } = await tokenFor(app, 'admin');
    expect((await call(token, 'POST', '/jemaat', MEMBER)).statusCode).toBe(201);
    const duplicate = await call(token, 'POST', '/jemaat', { ...MEMBER, nama_jemaat: 'Lain' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: 'Nomor induk jemaat sudah dipakai.', code: 'CONFLICT' });
    for (const nama of ['Tanpa Induk 1', 'Tanpa Induk 2']) {
      const response = await call(token, 'POST', '/jemaat', { nama_jemaat: nama, no_induk_jemaat: '' });
      expect(response.statusCode).toBe(201);
    }
  });

  it('answers 404 for an unknown member', async () => {
    const { token } = await tokenFor(app, 'admin');
    expect((await call(token, 'GET', '/jemaat/424242')).json()).toEqual({
      message: 'Data jemaat tidak ditemukan.',
      code: 'NOT_FOUND',
    });
    expect((await call(token, 'PUT', '/jemaat/424242', { nama_jemaat: 'X' })).statusCode).toBe(404);
    expect((await call(token, 'DELETE', '/jemaat/424242')).statusCode).toBe(404);
  });
});

describe('jemaat values', () => {
  it('lets a nested value fill a flat field that is empty, null or only whitespace', () => {
    const values = jemaatValues({
      nama_jemaat: ' Sri Rahayu ',
      petugas_nikah: '\n',
      tempat_nikah: null,
      pasangan: 'Yohanes',
      menikah: { petugas_nikah: 'Pdt. Yusak', tempat_nikah: 'GKJ Girimarto', pasangan: 'Bukan ini' },
    } as Parameters<typeof jemaatValues>[0]);
    expect(values).toMatchObject({
      nama_jemaat: 'Sri Rahayu',
      petugas_nikah: 'Pdt. Yusak',
      tempat_nikah: 'GKJ Girimarto',
      pasangan: 'Yohanes',
    });
  });
});
