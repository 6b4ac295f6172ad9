// The finance exports read back: the filtered list and the report as CSV (UTF-8 with BOM, ISO dates,
// plain integer amounts) and as XLSX (date and number cells, a totals row) hold the same rows as the
// database, and every text cell a spreadsheet would run as a formula arrives neutralised.
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { adminClient, type Client, createCategories, insertRows, type Row } from './keuangan-helpers.ts';
import { emptyDatabase, testApp } from './support/app.ts';

const ctx = await testApp();
let client: Client;
let ids: Record<string, number>;
beforeEach(async () => {
  await emptyDatabase(ctx.db);
  client = await adminClient(ctx);
  ids = await createCategories(client, { '=Kolekte': 'pemasukan', Operasional: 'pengeluaran' });
});
afterAll(ctx.close);

const HOSTILE = ['=HYPERLINK("http://x","klik")', '+1+1', '-2+3', '@SUM(A1)', '\tTab', '\rCR'];

function book(): Row[] {
  return [
    ...HOSTILE.map((nama, i) => ({
      tanggal_transaksi: `2026-02-0${i + 1}`,
      nama_transaksi: nama,
      jenis_transaksi: 'pemasukan' as const,
      jumlah_transaksi: 1_000 * (i + 1),
      keterangan_transaksi: i === 0 ? '-catatan' : null,
      id_kategori: ids['=Kolekte'],
      lokasi_transaksi: 'Pepanthan Gemawang' as const,
    })),
    {
      tanggal_transaksi: '2026-02-20',
      nama_transaksi: 'Listrik "Induk", Februari',
      jenis_transaksi: 'pengeluaran',
      jumlah_transaksi: 9_007_199_254_740,
      keterangan_transaksi: 'baris 1\nbaris 2',
      id_kategori: ids.Operasional,
    },
    {
      tanggal_transaksi: '2026-03-01',
      nama_transaksi: 'Di luar periode',
      jenis_transaksi: 'pemasukan',
      jumlah_transaksi: 5,
    },
  ];
}

const quoted = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** The rows of the period as the export must show them. */
function expectedRows(rows: Row[]) {
  return rows
    .filter((r) => r.tanggal_transaksi <= '2026-02-28')
    .map((r) => ({
      tanggal: r.tanggal_transaksi,
      nama: quoted(r.nama_transaksi),
      jenis: r.jenis_transaksi === 'pemasukan' ? 'Pemasukan' : 'Pengeluaran',
      kategori:
        r.id_kategori === ids.Operasional ? 'Operasional' : r.id_kategori ? "'=Kolekte" : 'Tanpa kategori',
      jemaat: r.lokasi_transaksi ?? '',
      jumlah: r.jumlah_transaksi,
      keterangan: r.keterangan_transaksi ? quoted(r.keterangan_transaksi) : '',
    }));
}

async function download(url: string) {
  const answer = await ctx.app.inject({
    url: `/api${url}`,
    headers: { authorization: `Bearer ${client.token}` },
  });
  expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
  return answer;
}

const HEADERS = ['Tanggal', 'Nama Transaksi', 'Jenis', 'Kategori', 'Jemaat', 'Jumlah (Rp)', 'Keterangan'];

describe('the filtered list as CSV', () => {
  it('parses back to the same rows, with a BOM, ISO dates, integer amounts and neutralised text', async () => {
    const rows = book();
    await insertRows(ctx, rows);
    const answer = await download('/keuangan-gereja/ekspor?format=csv&dari=2026-02-01&sampai=2026-02-28');
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="transaksi-keuangan-2026-02-01-2026-02-28.csv"',
    );
    expect([...answer.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...records] = parse(answer.rawPayload, { bom: true }) as string[][];
    expect(header).toEqual(HEADERS);
    expect(
      records.map(([tanggal, nama, jenis, kategori, jemaat, jumlah, keterangan]) => ({
        tanggal,
        nama,
        jenis,
        kategori,
        jemaat,
        jumlah: Number(jumlah),
        keterangan,
      })),
    ).toEqual(expectedRows(rows));
    // Amounts are digits only, never quoted or neutralised.
    for (const record of records) expect(record[5]).toMatch(/^\d+$/);
  });

  it('follows the filters: type, category and congregation', async () => {
    await insertRows(ctx, book());
    const answer = await download(
      `/keuangan-gereja/ekspor?format=csv&jenis=pengeluaran&kategori=${ids.Operasional}`,
    );
    const records = parse(answer.rawPayload, { bom: true, from_line: 2 }) as string[][];
    expect(records.map((r) => r[1])).toEqual(['Listrik "Induk", Februari']);
    const none = await download(
      `/keuangan-gereja/ekspor?format=csv&lokasi=${encodeURIComponent('Pepanthan Simpar')}`,
    );
    expect(parse(none.rawPayload, { bom: true })).toEqual([HEADERS]);
  });
});

describe('the filtered list as XLSX', () => {
  it('holds date and number cells, the same rows, neutralised text and the totals', async () => {
    const rows = book();
    await insertRows(ctx, rows);
    const answer = await download('/keuangan-gereja/ekspor?format=xlsx&sampai=2026-02-28');
    expect(answer.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(HEADERS);
    const want = expectedRows(rows);
    for (const [i, row] of want.entries()) {
      const [tanggal, nama, jenis, kategori, jemaat, jumlah, keterangan] = values(i + 2);
      expect(tanggal).toBeInstanceOf(Date);
      expect((tanggal as Date).toISOString().slice(0, 10)).toBe(row.tanggal);
      expect(typeof jumlah).toBe('number');
      expect({ nama, jenis, kategori, jemaat: jemaat ?? '', jumlah, keterangan: keterangan ?? '' }).toEqual({
        // XML reads a stored carriage return back as a line feed; the neutralising quote is what counts.
        nama: row.nama.replace(/\r/g, '\n'),
        jenis: row.jenis,
        kategori: row.kategori,
        jemaat: row.jemaat,
        jumlah: row.jumlah,
        keterangan: row.keterangan,
      });
    }
    const income = want.filter((r) => r.jenis === 'Pemasukan').reduce((sum, r) => sum + r.jumlah, 0);
    const expense = want.filter((r) => r.jenis === 'Pengeluaran').reduce((sum, r) => sum + r.jumlah, 0);
    const totals = [0, 1, 2].map((k) => values(want.length + 2 + k));
    expect(totals.map((t) => [t[0], t[5]])).toEqual([
      ['Total pemasukan', income],
      ['Total pengeluaran', expense],
      ['Selisih', income - expense],
    ]);
    expect(sheet.getRow(want.length + 2).font?.bold).toBe(true);
  });
});

describe('the report as CSV and XLSX', () => {
  it('has the opening balance, each category, the totals and the closing balance; negatives stay numbers', async () => {
    await insertRows(ctx, [
      {
        tanggal_transaksi: '2025-12-31',
        nama_transaksi: 'Utang lama',
        jenis_transaksi: 'pengeluaran',
        jumlah_transaksi: 70_000,
      },
      {
        tanggal_transaksi: '2026-01-04',
        nama_transaksi: 'Kolekte',
        jenis_transaksi: 'pemasukan',
        jumlah_transaksi: 50_000,
        id_kategori: ids['=Kolekte'],
      },
      {
        tanggal_transaksi: '2026-01-05',
        nama_transaksi: 'Listrik',
        jenis_transaksi: 'pengeluaran',
        jumlah_transaksi: 20_000,
        id_kategori: ids.Operasional,
      },
    ]);
    const expected = [
      ['Saldo awal', '', -70_000],
      ['Pemasukan', "'=Kolekte", 50_000],
      ['Total pemasukan', '', 50_000],
      ['Pengeluaran', 'Operasional', 20_000],
      ['Total pengeluaran', '', 20_000],
      ['Saldo akhir', '', -40_000],
    ];
    const csv = await download('/laporan-keuangan/ekspor?format=csv&dari=2026-01-01&sampai=2026-01-31');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="laporan-keuangan-2026-01-01-2026-01-31.csv"',
    );
    const [header, ...records] = parse(csv.rawPayload, { bom: true }) as string[][];
    expect(header).toEqual(['Bagian', 'Kategori', 'Jumlah (Rp)']);
    expect(records.map(([a, b, c]) => [a, b, Number(c)])).toEqual(expected);
    expect(records[0][2]).toBe('-70000');

    const xlsx = await download('/laporan-keuangan/ekspor?format=xlsx&dari=2026-01-01&sampai=2026-01-31');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Laporan Keuangan GKJ Girimarto']);
    expect(rows[1]).toEqual(['Periode 2026-01-01 s.d. 2026-01-31']);
    expect(rows[2]).toEqual(['Bagian', 'Kategori', 'Jumlah (Rp)']);
    expect(rows.slice(3).map(([a, b, c]) => [a, b ?? '', c])).toEqual(expected);
  });

  it('streams 5,000 rows in date order without losing one', async () => {
    const many: Row[] = Array.from({ length: 5_000 }, (_, i) => ({
      tanggal_transaksi: `2025-${String((i % 12) + 1).padStart(2, '0')}-15`,
      nama_transaksi: `Baris ${i}`,
      jenis_transaksi: i % 3 ? 'pemasukan' : 'pengeluaran',
      jumlah_transaksi: i + 1,
    }));
    await insertRows(ctx, many);
    const answer = await download('/keuangan-gereja/ekspor?format=csv');
    const records = parse(answer.rawPayload, { bom: true, from_line: 2 }) as string[][];
    expect(records).toHaveLength(5_000);
    expect(records.reduce((sum, r) => sum + Number(r[5]), 0)).toBe((5_000 * 5_001) / 2);
    const dates = records.map((r) => r[0]);
    expect(dates).toEqual([...dates].sort());
  });
});
