import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { todayInJakarta } from '../src/routes/jemaat/values.ts';
import { emptyDatabase, testApp } from './support/app.ts';
import { insertMembers } from './support/members.ts';
import { bearer, tokenFor } from './support/users.ts';

const { app, db, close } = await testApp();
beforeEach(() => emptyDatabase(db));
afterAll(close);

const get = async (token: string, url: string) =>
  app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });

const KEWARGAAN = [
  'GKJ Girimarto',
  'GKJ Girimarto Pepanthan Paseban',
  'GKJ Girimarto Pepanthan Simpar',
  null,
];
const STATUS = ['aktif', 'boro', 'meninggal', null];

const day = fc
  .date({
    min: new Date('1930-01-01T00:00:00Z'),
    max: new Date(`${todayInJakarta()}T00:00:00Z`),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));
const member = fc.record({
  nama_jemaat: fc.constantFrom('Ani', 'Budi', 'Citra'),
  kewargaan: fc.constantFrom(...KEWARGAAN),
  status_bergereja: fc.constantFrom(...STATUS),
  jenis_kelamin_jemaat: fc.constantFrom('Laki-laki', 'Perempuan', null),
  tanggal_lahir_jemaat: fc.option(fc.oneof(day, fc.constantFrom('2008-02-29', '2009-03-01', '1966-02-28')), {
    nil: null,
  }),
  tanggal_baptis: fc.option(day, { nil: null }),
  tanggal_sidi: fc.option(day, { nil: null }),
  tanggal_nikah: fc.option(day, { nil: null }),
  pasangan: fc.option(fc.constant('Pasangan'), { nil: null }),
});
type Member = typeof member extends fc.Arbitrary<infer T> ? T : never;

/** Age by the calendar, written apart from the API's own way (birth-date bounds). */
function ageOf(born: string, today: string): number {
  const [by, bm, bd] = born.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
function bandOf(born: string | null, today: string): string {
  if (!born) return 'tanpa';
  const age = ageOf(born, today);
  return age <= 12 ? '0-12' : age <= 17 ? '13-17' : age <= 35 ? '18-35' : age <= 59 ? '36-59' : '60+';
}
function expectedCounts(members: Member[], today: string) {
  const counts = new Map<string, number>();
  const add = (dimensi: string, nilai: string, m: Member) => {
    const key = `${dimensi}|${nilai}|${m.kewargaan ?? 'tanpa'}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  for (const m of members) {
    add('status', m.status_bergereja ?? 'tanpa', m);
    if (m.status_bergereja !== 'aktif') continue;
    add('jenis_kelamin', m.jenis_kelamin_jemaat ?? 'tanpa', m);
    add('usia', bandOf(m.tanggal_lahir_jemaat, today), m);
    add('baptis', m.tanggal_baptis ? 'ya' : 'tidak', m);
    add('sidi', m.tanggal_sidi ? 'ya' : 'tidak', m);
    add('menikah', m.tanggal_nikah || m.pasangan ? 'ya' : 'tidak', m);
    if (!m.tanggal_sidi && m.tanggal_lahir_jemaat && ageOf(m.tanggal_lahir_jemaat, today) >= 17)
      add('belum_sidi', 'ya', m);
  }
  return counts;
}

describe('member statistics', () => {
  it('equal independent counts over generated members, and each count is the total of its list link', async () => {
    const { token } = await tokenFor(app, 'pendeta');
    await fc.assert(
      fc.asyncProperty(fc.array(member, { minLength: 1, maxLength: 40 }), async (members) => {
        await db.deleteFrom('jemaat').execute();
        await db.insertInto('jemaat').values(members).execute();
        const stats = (await get(token, '/jemaat-statistik')).json();
        const actual = new Map<string, number>(
          stats.baris.map((row: { dimensi: string; nilai: string; kewargaan: string; jumlah: number }) => [
            `${row.dimensi}|${row.nilai}|${row.kewargaan}`,
            row.jumlah,
          ]),
        );
        expect(actual).toEqual(expectedCounts(members, stats.tanggal));
        // The screen's links: the list filtered the same way finds as many members.
        const links: [string, string][] = [
          ['usia|13-17', 'status=aktif&usia_dari=13&usia_sampai=17'],
          ['usia|60+', 'status=aktif&usia_dari=60'],
          ['belum_sidi|ya', 'status=aktif&sidi=tidak&usia_dari=17'],
          ['menikah|tidak', 'status=aktif&menikah=tidak'],
          ['jenis_kelamin|tanpa', 'status=aktif&jenis_kelamin=tanpa'],
        ];
        for (const [key, filter] of links) {
          for (const kewargaan of KEWARGAAN) {
            const expected = actual.get(`${key}|${kewargaan ?? 'tanpa'}`) ?? 0;
            const list = (
              await get(token, `/jemaat?${filter}&kewargaan=${encodeURIComponent(kewargaan ?? 'tanpa')}`)
            ).json();
            expect(list.total, `${key} ${kewargaan}`).toBe(expected);
          }
        }
      }),
      { numRuns: 8 },
    );
  });
});

describe('member list filters', () => {
  it('combines the filters with the search and refuses bad values with 400', async () => {
    const { token } = await tokenFor(app, 'admin');
    await insertMembers(db, [
      {
        nama_jemaat: 'Dewi Baptis',
        jenis_kelamin_jemaat: 'Perempuan',
        tanggal_baptis: '2000-01-01',
        kewargaan: 'GKJ Girimarto',
        status_bergereja: 'aktif',
      },
      {
        nama_jemaat: 'Dewa Belum',
        jenis_kelamin_jemaat: 'Laki-laki',
        kewargaan: 'GKJ Girimarto',
        status_bergereja: 'aktif',
      },
      {
        nama_jemaat: 'Dewi Pindah',
        jenis_kelamin_jemaat: 'Perempuan',
        tanggal_baptis: '2000-01-01',
        status_bergereja: 'pindah',
      },
    ]);
    const names = async (query: string) =>
      (await get(token, `/jemaat?${query}`)).json().data.map((r: { nama_jemaat: string }) => r.nama_jemaat);
    expect(await names('q=dew&baptis=ya')).toEqual(['Dewi Baptis', 'Dewi Pindah']);
    expect(await names('q=dew&baptis=ya&status=aktif')).toEqual(['Dewi Baptis']);
    expect(await names('jenis_kelamin=Laki-laki&kewargaan=GKJ%20Girimarto')).toEqual(['Dewa Belum']);
    expect(await names('kewargaan=tanpa')).toEqual(['Dewi Pindah']);
    const refused: [string, RegExp][] = [
      ['usia_dari=abc', /Usia dari harus berupa bilangan bulat/],
      ['usia_dari=30&usia_sampai=20', /Usia dari tidak boleh lebih besar/],
      ['baptis=mungkin', /Filter baptis harus salah satu dari: ya, tidak/],
      ['kewargaan=Jakarta', /Kewargaan harus salah satu dari/],
      ['jenis_kelamin=X', /Jenis kelamin harus salah satu dari/],
      ['usia_sampai=200', /Usia sampai harus berupa bilangan bulat 0 sampai 150/],
    ];
    for (const [query, message] of refused) {
      const response = await get(token, `/jemaat?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });
});

describe('birthdays and anniversaries', () => {
  it('crosses a year end, keeps 29 February on the 28th in other years and leaves the departed out', async () => {
    const { token } = await tokenFor(app, 'pendeta');
    await insertMembers(db, [
      {
        nama_jemaat: 'Akhir Tahun',
        tanggal_lahir_jemaat: '1980-12-30',
        kewargaan: 'GKJ Girimarto',
        status_bergereja: 'aktif',
      },
      {
        nama_jemaat: 'Awal Tahun',
        tanggal_lahir_jemaat: '1990-01-02',
        status_bergereja: 'boro',
        kewargaan: 'GKJ Girimarto Pepanthan Simpar',
      },
      { nama_jemaat: 'Sudah Wafat', tanggal_lahir_jemaat: '1950-12-31', status_bergereja: 'meninggal' },
      { nama_jemaat: 'Kabisat', tanggal_lahir_jemaat: '2000-02-29', status_bergereja: 'aktif' },
      {
        nama_jemaat: 'Pengantin',
        pasangan: 'Suami',
        tanggal_nikah: '2001-12-31',
        status_bergereja: 'aktif',
      },
    ]);
    const yearEnd = (await get(token, '/jemaat-ulang-tahun?dari=2026-12-28&sampai=2027-01-03')).json();
    expect(
      yearEnd.ulang_tahun.map((r: { nama_jemaat: string; tanggal: string; usia: number }) => [
        r.nama_jemaat,
        r.tanggal,
        r.usia,
      ]),
    ).toEqual([
      ['Akhir Tahun', '2026-12-30', 46],
      ['Awal Tahun', '2027-01-02', 37],
    ]);
    expect(yearEnd.pernikahan).toEqual([
      expect.objectContaining({
        nama_jemaat: 'Pengantin',
        pasangan: 'Suami',
        tanggal: '2026-12-31',
        tahun: 25,
      }),
    ]);
    const simpar = (
      await get(
        token,
        '/jemaat-ulang-tahun?dari=2026-12-28&sampai=2027-01-03&kewargaan=GKJ%20Girimarto%20Pepanthan%20Simpar',
      )
    ).json();
    expect(simpar.ulang_tahun.map((r: { nama_jemaat: string }) => r.nama_jemaat)).toEqual(['Awal Tahun']);
    const plain = (await get(token, '/jemaat-ulang-tahun?dari=2027-02-28&sampai=2027-03-01')).json();
    expect(plain.ulang_tahun).toEqual([
      expect.objectContaining({ nama_jemaat: 'Kabisat', tanggal: '2027-02-28', usia: 27 }),
    ]);
    const leap = (await get(token, '/jemaat-ulang-tahun?dari=2028-02-28&sampai=2028-02-28')).json();
    expect(leap.ulang_tahun).toEqual([]);
    const leapDay = (await get(token, '/jemaat-ulang-tahun?dari=2028-02-29&sampai=2028-03-01')).json();
    expect(leapDay.ulang_tahun).toEqual([expect.objectContaining({ tanggal: '2028-02-29', usia: 28 })]);
    const week = (await get(token, '/jemaat-ulang-tahun')).json();
    expect(new Date(`${week.dari}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(week.dari <= todayInJakarta() && todayInJakarta() <= week.sampai).toBe(true);
    for (const [query, message] of [
      ['dari=2027-01-05&sampai=2027-01-01', /tidak boleh sebelum/],
      ['dari=2027-01-01&sampai=2027-04-01', /paling lama 62 hari/],
      ['dari=2027-13-01&sampai=2027-12-01', /Tanggal awal harus berupa tanggal/],
    ] as const) {
      const response = await get(token, `/jemaat-ulang-tahun?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });
});

describe('member export', () => {
  const tricky = [
    {
      nama_jemaat: '=HYPERLINK("http://contoh.invalid","klik")',
      no_induk_jemaat: 'E-1',
      alamat_jemaat: '-1 Jalan',
      tanggal_lahir_jemaat: '1975-08-17',
      status_bergereja: 'aktif',
    },
    {
      nama_jemaat: '@Sutrisno',
      no_induk_jemaat: '+E-2',
      alamat_jemaat: '\tTab',
      tanggal_lahir_jemaat: '2000-02-29',
      status_bergereja: 'aktif',
    },
    {
      nama_jemaat: 'Ngatini Sêkar',
      no_induk_jemaat: 'E-3',
      alamat_jemaat: null,
      tanggal_lahir_jemaat: null,
      status_bergereja: 'aktif',
    },
    { nama_jemaat: 'Tidak Ikut', no_induk_jemaat: 'E-4', status_bergereja: 'pindah' },
  ];
  const kolom = 'nama_jemaat,no_induk_jemaat,alamat_jemaat,tanggal_lahir_jemaat';
  const expectedRows = [
    ['\'=HYPERLINK("http://contoh.invalid","klik")', 'E-1', "'-1 Jalan", '1975-08-17'],
    ["'@Sutrisno", "'+E-2", "'\tTab", '2000-02-29'],
    ['Ngatini Sêkar', 'E-3', '', ''],
  ];

  it('writes the filtered members as CSV (BOM, ISO dates) that parses back, neutralised, and audits it', async () => {
    const { token, user } = await tokenFor(app, 'admin');
    await db.insertInto('jemaat').values(tricky).execute();
    const response = await get(token, `/jemaat-ekspor?format=csv&status=aktif&kolom=${kolom}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(bytes.toString('utf8'), { bom: true }) as string[][];
    expect(rows[0]).toEqual(['Nama jemaat', 'Nomor induk', 'Alamat jemaat', 'Tanggal lahir']);
    expect(new Set(rows.slice(1).map((row) => JSON.stringify(row)))).toEqual(
      new Set(expectedRows.map((row) => JSON.stringify(row))),
    );
    const audit = await db.selectFrom('audit_log').selectAll().where('aksi', '=', 'export').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ id_user: user.id_user, tabel: 'jemaat', id_record: 'daftar' });
    expect(audit[0].perubahan).toMatchObject({ format: 'csv', jumlah: 3, filter: { status: 'aktif' } });
    expect(JSON.stringify(audit[0].perubahan)).not.toMatch(/Sutrisno|Jalan|1975/);
  });

  it('writes XLSX with date cells and text cells that parse back to the same members', async () => {
    const { token } = await tokenFor(app, 'pendeta');
    await db.insertInto('jemaat').values(tricky).execute();
    const response = await get(token, `/jemaat-ekspor?format=xlsx&status=aktif&kolom=${kolom}`);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const read: string[][] = [];
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      const values = [1, 2, 3, 4].map((column) => {
        const value = row.getCell(column).value;
        if (value instanceof Date) return value.toISOString().slice(0, 10);
        return value === null || value === undefined ? '' : String(value);
      });
      read.push(values);
    });
    expect(new Set(read.map((row) => JSON.stringify(row)))).toEqual(
      new Set(expectedRows.map((row) => JSON.stringify(row))),
    );
    const dated = read.findIndex((row) => row[1] === 'E-1');
    expect(sheet.getRow(dated + 2).getCell(4).type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getRow(dated + 2).getCell(1).type).toBe(ExcelJS.ValueType.String);
  });

  it('refuses an unknown format or column', async () => {
    const { token } = await tokenFor(app, 'admin');
    expect((await get(token, '/jemaat-ekspor?format=pdf')).json().message).toMatch(/csv atau xlsx/);
    const column = await get(token, '/jemaat-ekspor?format=csv&kolom=nama_jemaat,password_user');
    expect(column.statusCode).toBe(400);
    expect(column.json().message).toBe('Kolom ekspor tidak dikenal: password_user.');
  });
});
