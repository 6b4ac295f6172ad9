import type { Database, Db, Lokasi } from '@gkj/db';
import { type SelectQueryBuilder, sql } from 'kysely';
import { type AggregateCache, cachedAggregate } from '../../lib/read-cache.ts';
import { addRupiah, rupiah } from '../../lib/rupiah.ts';
import { chartMonths } from './period.ts';

type Scope = Database & { t: Database['transaksi_keuangan'] };
type Jenis = 'pemasukan' | 'pengeluaran';
export const WITHOUT_CATEGORY_NAME = 'Tanpa kategori';

export interface ReportInput {
  dari: string;
  sampai: string;
  lokasi?: Lokasi;
  perLokasi: boolean;
  rincian: boolean;
}

const inCongregation = <O>(select: SelectQueryBuilder<Scope, 't', O>, lokasi: Lokasi | undefined) =>
  lokasi ? select.where('t.lokasi_transaksi', '=', lokasi) : select;

const sumOf = (jenis: Jenis) =>
  sql<string>`COALESCE(SUM(CASE WHEN t.jenis_transaksi = ${jenis} THEN t.jumlah_transaksi END), 0)`;

// The sums below are kept in the app's read cache like the list totals: emptied by every accepted write,
// so a treasurer never reads a report older than their own last save.

/** Saldo awal: every income minus every expense before the period (an index-only range scan). */
async function openingBalance(db: Db, aggregates: AggregateCache, input: ReportInput): Promise<bigint> {
  const select = inCongregation(db.selectFrom('transaksi_keuangan as t'), input.lokasi)
    .select([sumOf('pemasukan').as('masuk'), sumOf('pengeluaran').as('keluar')])
    .where('t.tanggal_transaksi', '<', input.dari);
  const row = await cachedAggregate(aggregates, select, () => select.executeTakeFirstOrThrow());
  return addRupiah(row.masuk) - addRupiah(row.keluar);
}

/** The period's sums per type, category and congregation: every table of the report comes from these. */
function periodSums(db: Db, aggregates: AggregateCache, input: ReportInput) {
  const select = inCongregation(db.selectFrom('transaksi_keuangan as t'), input.lokasi)
    .select(['t.jenis_transaksi', 't.id_kategori', 't.lokasi_transaksi'])
    .select([sql<string>`SUM(t.jumlah_transaksi)`.as('jumlah'), sql<number>`COUNT(*)`.as('banyak')])
    .where('t.tanggal_transaksi', '>=', input.dari)
    .where('t.tanggal_transaksi', '<=', input.sampai)
    .groupBy(['t.jenis_transaksi', 't.id_kategori', 't.lokasi_transaksi']);
  return cachedAggregate(aggregates, select, () => select.execute());
}

async function monthly(db: Db, aggregates: AggregateCache, input: ReportInput) {
  const months = chartMonths(input.sampai);
  const select = inCongregation(db.selectFrom('transaksi_keuangan as t'), input.lokasi)
    .select([
      sql<string>`DATE_FORMAT(t.tanggal_transaksi, '%Y-%m')`.as('bulan'),
      sumOf('pemasukan').as('pemasukan'),
      sumOf('pengeluaran').as('pengeluaran'),
    ])
    .where('t.tanggal_transaksi', '>=', `${months[0]}-01`)
    .where('t.tanggal_transaksi', '<=', `${months[11]}-31`)
    .groupBy(sql`DATE_FORMAT(t.tanggal_transaksi, '%Y-%m')`);
  const rows = await cachedAggregate(aggregates, select, () => select.execute());
  const byMonth = new Map(rows.map((row) => [row.bulan, row]));
  return months.map((bulan) => ({
    bulan,
    pemasukan: rupiah(byMonth.get(bulan)?.pemasukan),
    pengeluaran: rupiah(byMonth.get(bulan)?.pengeluaran),
  }));
}

/** The period's transactions in date order, each with its category's name, for the detailed list. */
export function periodRows(db: Db, input: Pick<ReportInput, 'dari' | 'sampai' | 'lokasi'>) {
  return inCongregation(db.selectFrom('transaksi_keuangan as t'), input.lokasi)
    .leftJoin('kategori_transaksi as k', 'k.id_kategori', 't.id_kategori')
    .select([
      't.id_transaksi',
      't.tanggal_transaksi',
      't.nama_transaksi',
      't.jenis_transaksi',
      't.jumlah_transaksi',
      't.id_kategori',
      'k.nama_kategori',
      't.lokasi_transaksi',
      't.bukti_transaksi',
    ])
    .where('t.tanggal_transaksi', '>=', input.dari)
    .where('t.tanggal_transaksi', '<=', input.sampai)
    .orderBy('t.tanggal_transaksi')
    .orderBy('t.id_transaksi');
}

type SumRow = Awaited<ReturnType<typeof periodSums>>[number];

/** Sums of one type per category: every category of that type (zero when unused), 'Tanpa kategori' last. */
function byCategory(
  sums: SumRow[],
  categories: { id_kategori: number; nama_kategori: string; jenis_kategori: string }[],
  jenis: Jenis,
) {
  const own = sums.filter((row) => row.jenis_transaksi === jenis);
  const total = (id: number | null) => own.filter((row) => row.id_kategori === id);
  const line = (id: number | null, nama: string) => {
    const rows = total(id);
    return {
      id_kategori: id,
      nama_kategori: nama,
      jumlah: rupiah(addRupiah(...rows.map((row) => row.jumlah))),
      banyak_transaksi: rows.reduce((n, row) => n + Number(row.banyak), 0),
    };
  };
  const lines = categories
    .filter((c) => c.jenis_kategori === jenis)
    .map((c) => line(c.id_kategori, c.nama_kategori));
  const without = line(null, WITHOUT_CATEGORY_NAME);
  return without.banyak_transaksi > 0 ? [...lines, without] : lines;
}

function byCongregation(sums: SumRow[]) {
  const places = [...new Set(sums.map((row) => row.lokasi_transaksi))];
  const sum = (place: string | null, jenis: Jenis) =>
    rupiah(
      addRupiah(
        ...sums
          .filter((r) => r.lokasi_transaksi === place && r.jenis_transaksi === jenis)
          .map((r) => r.jumlah),
      ),
    );
  return places
    .sort((a, b) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map((lokasi) => ({
      lokasi,
      total_pemasukan: sum(lokasi, 'pemasukan'),
      total_pengeluaran: sum(lokasi, 'pengeluaran'),
    }));
}

export async function buildReport(db: Db, aggregates: AggregateCache, input: ReportInput) {
  const [saldoAwal, sums, bulanan, categories, rincian] = await Promise.all([
    openingBalance(db, aggregates, input),
    periodSums(db, aggregates, input),
    monthly(db, aggregates, input),
    db
      .selectFrom('kategori_transaksi')
      .select(['id_kategori', 'nama_kategori', 'jenis_kategori'])
      .orderBy('nama_kategori')
      .execute(),
    input.rincian ? periodRows(db, input).execute() : Promise.resolve(null),
  ]);
  const masuk = addRupiah(...sums.filter((r) => r.jenis_transaksi === 'pemasukan').map((r) => r.jumlah));
  const keluar = addRupiah(...sums.filter((r) => r.jenis_transaksi === 'pengeluaran').map((r) => r.jumlah));
  return {
    dari: input.dari,
    sampai: input.sampai,
    lokasi: input.lokasi ?? null,
    saldo_awal: rupiah(saldoAwal),
    total_pemasukan: rupiah(masuk),
    total_pengeluaran: rupiah(keluar),
    saldo_akhir: rupiah(saldoAwal + masuk - keluar),
    pemasukan: byCategory(sums, categories, 'pemasukan'),
    pengeluaran: byCategory(sums, categories, 'pengeluaran'),
    per_lokasi: input.perLokasi ? byCongregation(sums) : null,
    bulanan,
    rincian: rincian?.map((row) => ({ ...row, jumlah_transaksi: rupiah(row.jumlah_transaksi) })) ?? null,
  };
}

export type Report = Awaited<ReturnType<typeof buildReport>>;
