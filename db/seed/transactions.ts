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

const LINKED: Transaction[] = [
  {
    daysAgo: 96,
    nama: 'Pembelian kursi plastik anak',
    jenis: 'pengeluaran',
    jumlah: 2_500_000,
    keterangan: 'Untuk Sekolah Minggu Pepanthan Paseban, 20 buah termasuk ongkos kirim',
    item: { key: 'kursi-sm-paseban', jumlah_item: 20 },
    withReceipt: true,
  },
  {
    daysAgo: 88,
    nama: 'Pembelian mikrofon nirkabel',
    jenis: 'pengeluaran',
    jumlah: 3_200_000,
    item: { key: 'mikrofon', jumlah_item: 2 },
  },
  {
    daysAgo: 70,
    nama: 'Penjualan organ elektone lama',
    jenis: 'pemasukan',
    jumlah: 1_500_000,
    keterangan: 'Dibeli oleh sanggar musik di Jatisrono',
    item: { key: 'organ-lama', jumlah_item: 1 },
  },
  {
    daysAgo: 64,
    nama: 'Pembelian proyektor untuk ibadah',
    jenis: 'pengeluaran',
    jumlah: 6_750_000,
    item: { key: 'proyektor', jumlah_item: 1 },
  },
  {
    daysAgo: 52,
    nama: 'Pembelian buku Kidung Jemaat',
    jenis: 'pengeluaran',
    jumlah: 2_000_000,
    keterangan: '40 eksemplar',
    item: { key: 'kidung-jemaat', jumlah_item: 40 },
  },
  {
    daysAgo: 41,
    nama: 'Penjualan bangku kayu lama',
    jenis: 'pemasukan',
    jumlah: 900_000,
    item: { key: 'bangku-induk', jumlah_item: 6 },
  },
  {
    daysAgo: 33,
    nama: 'Pembelian kipas angin dinding',
    jenis: 'pengeluaran',
    jumlah: 700_000,
    item: { key: 'kipas', jumlah_item: 2 },
  },
  {
    daysAgo: 22,
    nama: 'Pembelian genting cadangan',
    jenis: 'pengeluaran',
    jumlah: 390_000,
    keterangan: 'Sisa kebutuhan renovasi atap',
    item: { key: 'genting', jumlah_item: 60 },
  },
  {
    daysAgo: 15,
    nama: 'Pembelian tikar pandan',
    jenis: 'pengeluaran',
    jumlah: 540_000,
    item: { key: 'tikar', jumlah_item: 6 },
  },
  {
    daysAgo: 8,
    nama: 'Pembelian cawan perjamuan',
    jenis: 'pengeluaran',
    jumlah: 450_000,
    item: { key: 'cawan', jumlah_item: 50 },
  },
];

const ONE_OFF: Transaction[] = [
  {
    daysAgo: 45,
    nama: 'Persembahan Syukur Undhuh-undhuh',
    jenis: 'pemasukan',
    jumlah: 18_750_000,
    keterangan: 'Hasil lelang persembahan hasil bumi',
  },
  { daysAgo: 30, nama: 'Persembahan Khusus Renovasi Gemawang', jenis: 'pemasukan', jumlah: 15_000_000 },
  { daysAgo: 20, nama: 'Persembahan Khusus Renovasi Gemawang', jenis: 'pemasukan', jumlah: 12_400_000 },
  {
    daysAgo: 19,
    nama: 'Bahan bangunan renovasi Gemawang',
    jenis: 'pengeluaran',
    jumlah: 21_300_000,
    keterangan: 'Kayu usuk, reng, genting dan paku',
  },
  {
    daysAgo: 75,
    nama: 'Paket sembako bakti sosial Simpar',
    jenis: 'pengeluaran',
    jumlah: 11_250_000,
    keterangan: '150 paket',
  },
  { daysAgo: 31, nama: 'Subsidi retret pemuda', jenis: 'pengeluaran', jumlah: 4_200_000 },
  { daysAgo: 101, nama: 'Hadiah lomba Pesta Anak', jenis: 'pengeluaran', jumlah: 1_100_000 },
  {
    daysAgo: 60,
    nama: 'Iuran Klasis',
    jenis: 'pengeluaran',
    jumlah: 2_500_000,
    keterangan: 'Iuran semester',
  },
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
    out.push({
      daysAgo,
      nama: 'Persembahan Ibadah Minggu',
      jenis: 'pemasukan',
      jumlah: round(random.int(1_800_000, 3_600_000)),
      keterangan: 'Kolekte ibadah Minggu di kelima gereja',
    });
  }
  for (let month = 0; month < 4; month++) {
    const base = 5 + month * 30;
    out.push(
      {
        daysAgo: base,
        nama: 'Persembahan Perpuluhan',
        jenis: 'pemasukan',
        jumlah: round(random.int(4_000_000, 6_500_000)),
      },
      {
        daysAgo: base + 1,
        nama: 'Persembahan Sekolah Minggu',
        jenis: 'pemasukan',
        jumlah: round(random.int(300_000, 450_000)),
      },
      {
        daysAgo: base + 2,
        nama: 'Honorarium dan tunjangan pendeta',
        jenis: 'pengeluaran',
        jumlah: 4_500_000,
      },
      {
        daysAgo: base + 3,
        nama: 'Tagihan listrik lima gereja',
        jenis: 'pengeluaran',
        jumlah: round(random.int(780_000, 950_000)),
      },
      { daysAgo: base + 9, nama: 'Transport pelayan firman tamu', jenis: 'pengeluaran', jumlah: 300_000 },
    );
    if (month < 3) {
      out.push(
        {
          daysAgo: base + 12,
          nama: 'Konsumsi rapat majelis',
          jenis: 'pengeluaran',
          jumlah: round(random.int(350_000, 500_000)),
        },
        {
          daysAgo: base + 15,
          nama: 'Bantuan diakonia keluarga sakit',
          jenis: 'pengeluaran',
          jumlah: round(random.int(500_000, 1_500_000)),
        },
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
