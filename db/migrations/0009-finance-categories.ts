import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports app code. Enumerations are written out here on purpose.
// The treasurer reports by category and by congregation. Both are optional on a transaction, so the
// records made before this change keep working (shown as 'Tanpa kategori').
const LOKASI = `'Induk Girimarto','Pepanthan Paseban','Pepanthan Sidoharjo','Pepanthan Gemawang','Pepanthan Simpar'`;
const TABLE = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

// Every installation starts with the categories a Javanese congregation's books use; the admin edits them.
const DEFAULTS: [string, 'pemasukan' | 'pengeluaran'][] = [
  ['Persembahan Ibadah', 'pemasukan'],
  ['Persembahan Syukur', 'pemasukan'],
  ['Persepuluhan', 'pemasukan'],
  ['Persembahan Khusus', 'pemasukan'],
  ['Diakonia masuk', 'pemasukan'],
  ['Operasional', 'pengeluaran'],
  ['Diakonia', 'pengeluaran'],
  ['Pembangunan', 'pengeluaran'],
  ['Honorarium', 'pengeluaran'],
  ['Pembelian Inventaris', 'pengeluaran'],
  ['Lain-lain', 'pengeluaran'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // Names are unique per type (case-insensitive through the collation). The (id, jenis) key lets the
  // transaction's foreign key include its type, so a category can never sit on a row of the other type.
  await sql`
    CREATE TABLE kategori_transaksi (
      id_kategori INT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
      nama_kategori VARCHAR(100) NOT NULL,
      jenis_kategori VARCHAR(12) NOT NULL CHECK (jenis_kategori IN ('pemasukan','pengeluaran')),
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
      UNIQUE KEY uq_kategori_nama (jenis_kategori, nama_kategori),
      UNIQUE KEY uq_kategori_jenis (id_kategori, jenis_kategori)
    ) ${sql.raw(TABLE)}
  `.execute(db);
  for (const [nama, jenis] of DEFAULTS) {
    await sql`INSERT INTO kategori_transaksi (nama_kategori, jenis_kategori) VALUES (${nama}, ${jenis})`.execute(
      db,
    );
  }
  // The report sums by date range first (opening balance, period), then by category or congregation:
  // ix_transaksi_periode holds every column those sums read, so none of them touches the rows.
  await sql`
    ALTER TABLE transaksi_keuangan
      ADD COLUMN id_kategori INT UNSIGNED NULL AFTER bukti_transaksi,
      ADD COLUMN lokasi_transaksi VARCHAR(30) NULL CHECK (lokasi_transaksi IN (${sql.raw(LOKASI)})) AFTER id_kategori,
      ADD KEY ix_transaksi_kategori (id_kategori, jenis_transaksi, tanggal_transaksi),
      ADD KEY ix_transaksi_lokasi (lokasi_transaksi, tanggal_transaksi),
      ADD KEY ix_transaksi_periode (tanggal_transaksi, jenis_transaksi, id_kategori, lokasi_transaksi, jumlah_transaksi),
      ADD CONSTRAINT fk_transaksi_kategori FOREIGN KEY (id_kategori, jenis_transaksi)
        REFERENCES kategori_transaksi (id_kategori, jenis_kategori)
  `.execute(db);
}
