/** Every text field the site settings require, filled, as the admin's form sends them. */
export const SITE_TEXTS = {
  nama_gereja: 'GKJ Girimarto',
  alamat: 'Jl. Raya Girimarto No. 17',
  telepon: '(0273) 5312047',
  email_1: 'sekretariat@gkjgirimarto.or.id',
  judul_sambutan: 'Sugeng Rawuh',
  teks_sambutan: 'Selamat datang.',
  tentang_singkat: 'Tentang kami.',
  profil_gereja: 'Profil gereja.',
  nama_bank: 'BRI',
  nomor_rekening: '0079-01-001234-53-1',
  atas_nama_rekening: 'GKJ Girimarto',
  visi: 'Visi.',
  misi: 'Misi.',
  nama_pendeta: 'Pdt. Yohanes',
  profil_pendeta: 'Profil pendeta.',
};
