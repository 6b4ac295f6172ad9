import ExcelJS from 'exceljs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyDatabase, testApp } from './support/app.ts';
import { multipart } from './support/images.ts';
import { insertMembers } from './support/members.ts';
import { bearer, tokenFor } from './support/users.ts';

const { app, db, close } = await testApp();
beforeEach(() => emptyDatabase(db));
afterAll(close);

type Fields = Record<string, string>;
const BOM = '\uFEFF';

function send(url: string, token: string, data: Buffer, fields: Fields = {}, filename = 'jemaat.csv') {
  const form = multipart(fields, [{ field: 'berkas', filename, type: 'application/octet-stream', data }]);
  return app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
}

const REGISTER = [
  [
    'No Induk',
    'Nama',
    'L/P',
    'Tgl Lahir',
    'Tempat Lahir',
    'Alamat',
    'Telp',
    'Tgl Baptis',
    'Tgl Sidi',
    'Pepanthan',
    'Status',
  ],
  [
    'P-001',
    'Yohanes Sukarno',
    'L',
    '17-08-1975',
    'Wonogiri',
    'Dusun Paseban',
    '0812 3456 789',
    '25/12/1975',
    '1992-04-19',
    'Paseban',
    'Aktif',
  ],
  [
    'P-002',
    'Maria Lestari',
    'Perempuan',
    '3 Maret 1980',
    'Solo',
    'Dusun Paseban',
    '08123',
    '',
    '',
    'Pepanthan Paseban',
    'aktif',
  ],
  [
    'P-003',
    'Tanpa Tanggal',
    'Wanita',
    '31-02-1990',
    '',
    '',
    '12345678901234',
    '',
    '2090-01-01',
    'Simpar',
    'hilang',
  ],
  ['P-004', '', 'X', '', '', '', '', '', '', '', ''],
];

const csvOf = (rows: string[][], delimiter: string, bom: boolean) =>
  Buffer.from(
    (bom ? BOM : '') +
      rows
        .map((row) => row.map((cell) => (cell.includes(delimiter) ? `"${cell}"` : cell)).join(delimiter))
        .join('\r\n'),
  );

async function xlsxOf(rows: (string | Date)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

interface Preview {
  kolom: string[];
  pemetaan: (string | null)[];
  ringkasan: { baris: number; bermasalah: number; duplikat: number };
  baris: {
    baris: number;
    data: Record<string, string | null>;
    masalah: { kolom: string; pesan: string }[];
    duplikat: { id_jemaat: number; cocok: string } | null;
  }[];
}

describe('member import preview', () => {
  it.each([
    ['semicolon with BOM', csvOf(REGISTER, ';', true)],
    ['comma without BOM', csvOf(REGISTER, ',', false)],
    ['semicolon without BOM', csvOf(REGISTER, ';', false)],
    ['comma with BOM', csvOf(REGISTER, ',', true)],
  ])('reads a CSV (%s): proposes the mapping, normalises values and lists every problem', async (_, file) => {
    const { token } = await tokenFor(app, 'pendeta');
    const response = await send('/jemaat-impor/pratinjau', token, file);
    expect(response.statusCode).toBe(200);
    const preview = response.json() as Preview;
    expect(preview.kolom[0]).toBe('No Induk');
    expect(preview.pemetaan).toEqual([
      'no_induk_jemaat',
      'nama_jemaat',
      'jenis_kelamin_jemaat',
      'tanggal_lahir_jemaat',
      null,
      'alamat_jemaat',
      'no_telp_jemaat',
      'tanggal_baptis',
      'tanggal_sidi',
      'kewargaan',
      'status_bergereja',
    ]);
    const [first, second, third, fourth] = preview.baris;
    expect(first.baris).toBe(2);
    expect(first.masalah).toEqual([]);
    expect(first.data).toMatchObject({
      jenis_kelamin_jemaat: 'Laki-laki',
      tanggal_lahir_jemaat: '1975-08-17',
      tanggal_baptis: '1975-12-25',
      no_telp_jemaat: '08123456789',
      kewargaan: 'GKJ Girimarto Pepanthan Paseban',
      status_bergereja: 'aktif',
    });
    expect(second.data.tanggal_lahir_jemaat).toBe('1980-03-03');
    expect(second.data.jenis_kelamin_jemaat).toBe('Perempuan');
    const columns = third.masalah.map((problem) => problem.kolom).sort();
    expect(columns).toEqual(['Status', 'Telp', 'Tgl Lahir', 'Tgl Sidi']);
    expect(third.masalah.find((p) => p.kolom === 'Tgl Sidi')?.pesan).toBe(
      'Tanggal sidi tidak boleh di masa depan.',
    );
    expect(third.masalah.find((p) => p.kolom === 'Telp')?.pesan).toMatch(/maksimal 13 digit/);
    expect(third.masalah.find((p) => p.kolom === 'Tgl Lahir')?.pesan).toMatch(
      /"31-02-1990" bukan tanggal yang dikenali/,
    );
    expect(fourth.masalah.map((p) => p.kolom)).toEqual(expect.arrayContaining(['Nama', 'L/P']));
    expect(preview.ringkasan).toEqual({ baris: 4, bermasalah: 2, duplikat: 0 });
  });

  it('reads an XLSX with date cells and marks duplicates by no_induk or by name and birth date', async () => {
    const { token } = await tokenFor(app, 'admin');
    const ids = await insertMembers(db, [
      { nama_jemaat: 'Lama Satu', no_induk_jemaat: 'X-1' },
      { nama_jemaat: 'Ruth Handayani', tanggal_lahir_jemaat: '1990-01-31' },
    ]);
    const file = await xlsxOf([
      ['Nama', 'No Induk', 'Tgl Lahir', 'Jenis Kelamin'],
      ['Lama Satu Baru', 'X-1', new Date(Date.UTC(1970, 0, 1)), 'Pria'],
      ['ruth handayani', '', new Date(Date.UTC(1990, 0, 31)), 'P'],
      ['Orang Baru', 'X-9', '1 Januari 2000', 'L'],
    ]);
    const preview = (await send('/jemaat-impor/pratinjau', token, file, {}, 'jemaat.xlsx')).json() as Preview;
    expect(preview.baris.map((row) => row.duplikat && [row.duplikat.id_jemaat, row.duplikat.cocok])).toEqual([
      [ids['Lama Satu'], 'no_induk'],
      [ids['Ruth Handayani'], 'nama_tanggal_lahir'],
      null,
    ]);
    expect(preview.baris[0].data.tanggal_lahir_jemaat).toBe('1970-01-01');
    expect(preview.ringkasan.duplikat).toBe(2);
  });

  it('refuses what is no member table with 400 and an Indonesian reason', async () => {
    const { token } = await tokenFor(app, 'admin');
    const cases: [Buffer, RegExp][] = [
      [Buffer.alloc(0), /Berkas kosong|Pilih berkas/],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00, 0x01]), /CSV \(teks UTF-8\) atau XLSX/],
      [Buffer.from('PK\u0003\u0004not really a zip'), /XLSX tidak dapat dibaca/],
      [Buffer.from('Alamat;Telp\nJalan;0812\n'), /tidak memiliki kolom nama/],
      [Buffer.from('Nama\n'), /tidak berisi data/],
      [Buffer.from(`Nama\n${'Orang\n'.repeat(10_001)}`), /lebih dari 10\.000 baris/],
      [Buffer.concat([Buffer.from('Nama\n'), Buffer.alloc(5 * 1024 * 1024 + 10, 'a')]), /terlalu besar/],
    ];
    for (const [file, message] of cases) {
      const response = await send('/jemaat-impor/pratinjau', token, file);
      expect(response.statusCode, message.source).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const badMapping = await send('/jemaat-impor/pratinjau', token, csvOf(REGISTER, ';', true), {
      pemetaan: '["nama_jemaat"]',
    });
    expect(badMapping.statusCode).toBe(400);
    expect(badMapping.json().message).toMatch(/11 pilihan/);
  });
});

describe('member import confirmation', () => {
  const file = () =>
    csvOf(
      [
        ['No Induk', 'Nama', 'L/P', 'Tgl Lahir', 'Telp'],
        ['A-1', 'Baru Satu', 'L', '01-02-1980', '0811'],
        ['A-2', 'Lama Dua', 'P', '02-03-1981', '0822'],
        ['A-3', 'Rusak Tiga', 'Q', '02-03-1981', ''],
        ['A-4', 'Baru Empat', 'P', '1999-12-31', ''],
      ],
      ';',
      true,
    );

  it('adds, updates and skips as chosen, in one audited entry, and reports it as CSV', async () => {
    const { token } = await tokenFor(app, 'pendeta');
    const { Lama: idLama } = await insertMembers(db, [
      { nama_jemaat: 'Lama', no_induk_jemaat: 'A-2', alamat_jemaat: 'Tetap' },
    ]);
    const response = await send('/jemaat-impor', token, file(), {
      pilihan: JSON.stringify({ 3: 'perbarui' }),
    });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ ditambahkan: 2, diperbarui: 1, dilewati: 1 });
    expect(result.laporan.map((row: { hasil: string }) => row.hasil)).toEqual([
      'ditambahkan',
      'diperbarui',
      'dilewati',
      'ditambahkan',
    ]);
    expect(result.laporan_csv.startsWith(`${BOM}Baris,Nama,Hasil`)).toBe(true);
    const updated = await db
      .selectFrom('jemaat')
      .selectAll()
      .where('id_jemaat', '=', idLama)
      .executeTakeFirstOrThrow();
    // The file's values, and what it left empty kept as stored.
    expect(updated).toMatchObject({
      nama_jemaat: 'Lama Dua',
      jenis_kelamin_jemaat: 'Perempuan',
      tanggal_lahir_jemaat: '1981-03-02',
      alamat_jemaat: 'Tetap',
    });
    const members = await db.selectFrom('jemaat').select('nama_jemaat').orderBy('nama_jemaat').execute();
    expect(members.map((m) => m.nama_jemaat)).toEqual(['Baru Empat', 'Baru Satu', 'Lama Dua']);
    const audit = await db.selectFrom('audit_log').selectAll().where('id_record', '=', 'impor').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].perubahan).toEqual({
      impor: 'csv',
      baris: 4,
      ditambahkan: 2,
      diperbarui: 1,
      dilewati: 1,
    });
  });

  it('writes nothing when one chosen row fails: a problem row, an update without a match, or a taken no_induk', async () => {
    const { token } = await tokenFor(app, 'admin');
    await insertMembers(db, [{ nama_jemaat: 'Pemilik', no_induk_jemaat: 'A-4' }]);
    const refusals: [Record<string, string>, number, RegExp][] = [
      [{ 4: 'tambah' }, 400, /Baris 4, kolom L\/P/],
      [{ 2: 'perbarui' }, 400, /Baris 2 tidak sama/],
      // The preview marks row 5 a duplicate; adding it anyway fails in the database after rows 2 and 3 went in.
      [{ 5: 'tambah' }, 409, /Baris 5: nomor induk jemaat A-4 sudah dipakai/],
      [{ 9: 'tambah' }, 400, /Baris 9 tidak ada/],
      [{ 2: 'hapus' }, 400, /lewati, perbarui, tambah/],
    ];
    for (const [pilihan, status, message] of refusals) {
      const response = await send('/jemaat-impor', token, file(), { pilihan: JSON.stringify(pilihan) });
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toMatch(message);
      const names = await db.selectFrom('jemaat').select('nama_jemaat').execute();
      expect(names.map((m) => m.nama_jemaat)).toEqual(['Pemilik']);
    }
    expect(await db.selectFrom('audit_log').selectAll().where('id_record', '=', 'impor').execute()).toEqual(
      [],
    );
  });

  it('serves a template that its own preview reads without problems', async () => {
    const { token } = await tokenFor(app, 'admin');
    for (const format of ['xlsx', 'csv']) {
      const template = await app.inject({
        method: 'GET',
        url: `/api/jemaat-impor/templat?format=${format}`,
        headers: bearer(token),
      });
      expect(template.statusCode).toBe(200);
      const preview = (await send('/jemaat-impor/pratinjau', token, template.rawPayload)).json() as Preview;
      expect(preview.pemetaan.every((field) => field !== null)).toBe(true);
      expect(preview.ringkasan).toEqual({ baris: 1, bermasalah: 0, duplikat: 0 });
    }
  });
});
