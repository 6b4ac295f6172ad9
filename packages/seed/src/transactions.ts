// Finance transactions over the last four months, relative to `today`; purchases and sales of
// inventory items name the item they change.
import { addDays, daysBetween, sundayOnOrAfter } from './dates.ts';
import { createRandom } from './random.ts';

export interface Transaction {
  daysAgo: number;
  nama: string;
  jenis: 'pemasukan' | 'pengeluaran';
  jumlah: number;
  keterangan?: string;
  /** The purchase (pengeluaran, +) or sale (pemasukan, −) of an inventory item. */
  item?: { key: string; jumlah_item: number };
  withReceipt?: boolean;
}

type Details = Pick<Transaction, 'keterangan' | 'item' | 'withReceipt'>;

/** An entry of the book: money in (pemasukan) or out (pengeluaran), days before today. */
const entry =
  (jenis: Transaction['jenis']) =>
  (daysAgo: number, nama: string, jumlah: number, details?: Details): Transaction => ({
    daysAgo,
    nama,
    jenis,
    jumlah,
    ...details,
  });
const masuk = entry('pemasukan');
const keluar = entry('pengeluaran');

const LINKED: Transaction[] = [
  keluar(96, 'Pembelian kursi plastik anak', 2_500_000, {
    keterangan: 'Untuk Sekolah Minggu Pepanthan Paseban, 20 buah termasuk ongkos kirim',
    item: { key: 'kursi-sm-paseban', jumlah_item: 20 },
    withReceipt: true,
  }),
  keluar(88, 'Pembelian mikrofon nirkabel', 3_200_000, { item: { key: 'mikrofon', jumlah_item: 2 } }),
  masuk(70, 'Penjualan organ elektone lama', 1_500_000, {
    keterangan: 'Dibeli oleh sanggar musik di Jatisrono',
    item: { key: 'organ-lama', jumlah_item: 1 },
  }),
  keluar(64, 'Pembelian proyektor untuk ibadah', 6_750_000, { item: { key: 'proyektor', jumlah_item: 1 } }),
  keluar(52, 'Pembelian buku Kidung Jemaat', 2_000_000, {
    keterangan: '40 eksemplar',
    item: { key: 'kidung-jemaat', jumlah_item: 40 },
  }),
  masuk(41, 'Penjualan bangku kayu lama', 900_000, { item: { key: 'bangku-induk', jumlah_item: 6 } }),
  keluar(33, 'Pembelian kipas angin dinding', 700_000, { item: { key: 'kipas', jumlah_item: 2 } }),
  keluar(22, 'Pembelian genting cadangan', 390_000, {
    keterangan: 'Sisa kebutuhan renovasi atap',
    item: { key: 'genting', jumlah_item: 60 },
  }),
  keluar(15, 'Pembelian tikar pandan', 540_000, { item: { key: 'tikar', jumlah_item: 6 } }),
  keluar(8, 'Pembelian cawan perjamuan', 450_000, { item: { key: 'cawan', jumlah_item: 50 } }),
];

const ONE_OFF: Transaction[] = [
  masuk(45, 'Persembahan Syukur Undhuh-undhuh', 18_750_000, {
    keterangan: 'Hasil lelang persembahan hasil bumi',
  }),
  masuk(30, 'Persembahan Khusus Renovasi Gemawang', 15_000_000),
  masuk(20, 'Persembahan Khusus Renovasi Gemawang', 12_400_000),
  keluar(19, 'Bahan bangunan renovasi Gemawang', 21_300_000, {
    keterangan: 'Kayu usuk, reng, genting dan paku',
  }),
  keluar(75, 'Paket sembako bakti sosial Simpar', 11_250_000, { keterangan: '150 paket' }),
  keluar(31, 'Subsidi retret pemuda', 4_200_000),
  keluar(101, 'Hadiah lomba Pesta Anak', 1_100_000),
  keluar(60, 'Iuran Klasis', 2_500_000, { keterangan: 'Iuran semester' }),
];

/** Offerings and running costs that recur weekly or monthly, with amounts from a seeded PRNG. */
function recurring(today: string): Transaction[] {
  const random = createRandom(2000);
  const round = (n: number) => Math.round(n / 5_000) * 5_000;
  // The last Sunday strictly before today: today's offering is not counted yet.
  const lastSunday = sundayOnOrAfter(addDays(today, -7));
  const out: Transaction[] = [];
  for (let week = 0; week < 16; week++) {
    const daysAgo = daysBetween(addDays(lastSunday, -7 * week), today);
    out.push(
      masuk(daysAgo, 'Persembahan Ibadah Minggu', round(random.int(1_800_000, 3_600_000)), {
        keterangan: 'Kolekte ibadah Minggu di kelima gereja',
      }),
    );
  }
  for (let month = 0; month < 4; month++) {
    const base = 5 + month * 30;
    out.push(
      masuk(base, 'Persembahan Perpuluhan', round(random.int(4_000_000, 6_500_000))),
      masuk(base + 1, 'Persembahan Sekolah Minggu', round(random.int(300_000, 450_000))),
      keluar(base + 2, 'Honorarium dan tunjangan pendeta', 4_500_000),
      keluar(base + 3, 'Tagihan listrik lima gereja', round(random.int(780_000, 950_000))),
      keluar(base + 9, 'Transport pelayan firman tamu', 300_000),
    );
    if (month < 3) {
      out.push(
        keluar(base + 12, 'Konsumsi rapat majelis', round(random.int(350_000, 500_000))),
        keluar(base + 15, 'Bantuan diakonia keluarga sakit', round(random.int(500_000, 1_500_000))),
      );
    }
  }
  return out;
}

/** A purchase adds the items to the stock, a sale takes them out. */
export function change(t: Transaction): number {
  if (!t.item) return 0;
  return t.jenis === 'pengeluaran' ? t.item.jumlah_item : -t.item.jumlah_item;
}

export function buildTransactions(today: string): (Transaction & { tanggal: string })[] {
  return [...LINKED, ...ONE_OFF, ...recurring(today)]
    .map((t) => ({ ...t, tanggal: addDays(today, -t.daysAgo) }))
    .sort((a, b) => a.tanggal.localeCompare(b.tanggal));
}
