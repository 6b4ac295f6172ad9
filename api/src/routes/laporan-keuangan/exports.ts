import type { Readable } from 'node:stream';
import type { Filters } from '@gkj/contract';
import type { Db } from '@gkj/db';
import type { AggregateCache } from '../../lib/read-cache.ts';
import { filtered } from '../keuangan-gereja/filters.ts';
import { totalTransaksi } from '../keuangan-gereja/queries.ts';
import type { Column } from './cells.ts';
import { type Report, WITHOUT_CATEGORY_NAME } from './queries.ts';
import { csvStream, xlsxStream } from './writers.ts';

export const AMOUNT_HEADER = 'Jumlah (Rp)';
const JENIS_LABEL: Record<string, string> = { pemasukan: 'Pemasukan', pengeluaran: 'Pengeluaran' };

/** The filtered list in date order, read from the database in chunks while the file is written. */
function listRows(db: Db, filters: Filters) {
  return filtered(db.selectFrom('transaksi_keuangan as t'), filters)
    .leftJoin('kategori_transaksi as k', 'k.id_kategori', 't.id_kategori')
    .select([
      't.tanggal_transaksi',
      't.nama_transaksi',
      't.jenis_transaksi',
      'k.nama_kategori',
      't.lokasi_transaksi',
      't.jumlah_transaksi',
      't.keterangan_transaksi',
    ])
    .orderBy('t.tanggal_transaksi')
    .orderBy('t.id_transaksi')
    .stream(500);
}

type ListRow = ReturnType<typeof listRows> extends AsyncIterableIterator<infer R> ? R : never;

export const LIST_COLUMNS: Column<ListRow>[] = [
  { header: 'Tanggal', kind: 'date', value: (r) => r.tanggal_transaksi },
  { header: 'Nama Transaksi', kind: 'text', width: 40, value: (r) => r.nama_transaksi },
  { header: 'Jenis', kind: 'text', width: 14, value: (r) => JENIS_LABEL[r.jenis_transaksi] },
  { header: 'Kategori', kind: 'text', width: 24, value: (r) => r.nama_kategori ?? WITHOUT_CATEGORY_NAME },
  { header: 'Jemaat', kind: 'text', width: 22, value: (r) => r.lokasi_transaksi },
  { header: AMOUNT_HEADER, kind: 'amount', width: 16, value: (r) => Number(r.jumlah_transaksi) },
  { header: 'Keterangan', kind: 'text', width: 40, value: (r) => r.keterangan_transaksi },
];

export async function listExport(
  db: Db,
  aggregates: AggregateCache,
  filters: Filters,
  format: 'csv' | 'xlsx',
): Promise<Readable> {
  if (format === 'csv') return csvStream(LIST_COLUMNS, listRows(db, filters));
  const totals = await totalTransaksi(db, aggregates, filters);
  return xlsxStream({
    name: 'Transaksi',
    columns: LIST_COLUMNS,
    rows: listRows(db, filters),
    totals: [
      { label: 'Total pemasukan', amounts: { [AMOUNT_HEADER]: totals.total_pemasukan } },
      { label: 'Total pengeluaran', amounts: { [AMOUNT_HEADER]: totals.total_pengeluaran } },
      { label: 'Selisih', amounts: { [AMOUNT_HEADER]: totals.total_pemasukan - totals.total_pengeluaran } },
    ],
  });
}

interface ReportLine {
  bagian: string;
  kategori: string | null;
  jumlah: number;
}

export const REPORT_COLUMNS: Column<ReportLine>[] = [
  { header: 'Bagian', kind: 'text', width: 26, value: (r) => r.bagian },
  { header: 'Kategori', kind: 'text', width: 30, value: (r) => r.kategori },
  { header: AMOUNT_HEADER, kind: 'amount', width: 18, value: (r) => r.jumlah },
];

/** The report as the lines a treasurer reads out: opening balance, each category, totals, closing balance. */
export function reportLines(report: Report): ReportLine[] {
  const lines: ReportLine[] = [{ bagian: 'Saldo awal', kategori: null, jumlah: report.saldo_awal }];
  for (const line of report.pemasukan)
    lines.push({ bagian: 'Pemasukan', kategori: line.nama_kategori, jumlah: line.jumlah });
  lines.push({ bagian: 'Total pemasukan', kategori: null, jumlah: report.total_pemasukan });
  for (const line of report.pengeluaran)
    lines.push({ bagian: 'Pengeluaran', kategori: line.nama_kategori, jumlah: line.jumlah });
  lines.push({ bagian: 'Total pengeluaran', kategori: null, jumlah: report.total_pengeluaran });
  lines.push({ bagian: 'Saldo akhir', kategori: null, jumlah: report.saldo_akhir });
  for (const place of report.per_lokasi ?? []) {
    const kategori = place.lokasi ?? 'Tanpa jemaat';
    lines.push({ bagian: 'Pemasukan per jemaat', kategori, jumlah: place.total_pemasukan });
    lines.push({ bagian: 'Pengeluaran per jemaat', kategori, jumlah: place.total_pengeluaran });
  }
  return lines;
}

export function reportExport(report: Report, format: 'csv' | 'xlsx', churchName: string): Readable {
  const lines = reportLines(report);
  if (format === 'csv') return csvStream(REPORT_COLUMNS, lines);
  const scope = report.lokasi ? ` — ${report.lokasi}` : '';
  return xlsxStream({
    name: 'Laporan',
    title: [`Laporan Keuangan ${churchName}${scope}`, `Periode ${report.dari} s.d. ${report.sampai}`],
    columns: REPORT_COLUMNS,
    rows: lines,
  });
}
