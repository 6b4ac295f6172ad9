/**
 * How fields are named in Indonesian validation messages, where the humanised field name
 * ('judul_artikel' → 'Judul artikel') would read wrong. Add a resource's fields here.
 */
export const FIELD_LABELS: Record<string, string> = {
  // accounts
  username_user: 'Username',
  nama_tampilan: 'Nama tampilan',
  password: 'Password',
  password_user: 'Password',
  password_lama: 'Password lama',
  telp_user: 'Nomor telepon',
  id_role: 'Role',
  id_jemaat: 'Jemaat',
  // lists
  q: 'Kata pencarian',
  sort: 'Kolom pengurutan',
  order: 'Arah pengurutan',
  page: 'Halaman',
  per_page: 'Jumlah data per halaman',
  id: 'ID',
  // jemaat
  no_induk_jemaat: 'Nomor induk',
  nama_jemaat: 'Nama jemaat',
  jenis_kelamin_jemaat: 'Jenis kelamin',
  no_telp_jemaat: 'Nomor telepon',
  tanggal_lahir_jemaat: 'Tanggal lahir',
  tanggal_meninggal_jemaat: 'Tanggal meninggal',
  status_kewargagerejaan: 'Status kewargagerejaan',
  baptis_sidi: 'Data baptis dan sidi',
  menikah: 'Data pernikahan',
  field: 'Kolom pencarian',
  limit: 'Jumlah pilihan',
  // jadwal, inventaris, keuangan
  lokasi_ibadah: 'Lokasi ibadah',
  lokasi_inventaris: 'Lokasi inventaris',
  jumlah_inventaris: 'Jumlah inventaris',
  id_inventaris: 'Inventaris',
  jumlah_item: 'Jumlah item',
  bukti_transaksi: 'Bukti transaksi',
  // kegiatan, artikel, kemajelisan
  waktu_kegiatan_gereja: 'Waktu kegiatan',
  jam_kegiatan_gereja: 'Jam kegiatan',
  nama_kegiatan_gereja: 'Nama kegiatan',
  tema_kegiatan_gereja: 'Tema kegiatan',
  tempat_kegiatan_gereja: 'Tempat kegiatan',
  deskripsi_kegiatan_gereja: 'Deskripsi kegiatan',
  id_kegiatan_gereja: 'Kegiatan',
  gambar: 'Gambar',
  gambar_artikel: 'Gambar artikel',
  ayat_alkitab: 'Ayat Alkitab',
  bidang_kemajelisan: 'Bidang kemajelisan',
  // warta jemaat
  berkas_pdf: 'Berkas PDF',
  // site content
  jam: 'Jam ibadah',
  isi: 'Isi sejarah',
  ids: 'Urutan slide',
  // audit
  tabel: 'Tabel',
  id_record: 'ID data',
};
