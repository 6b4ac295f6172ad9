// Church inventory over the five churches. `opening` is the count before the seeded transactions;
// the stored count is opening plus the changes their inventory logs record.
import type { Lokasi } from '@gkj/db';

export interface InventoryItem {
  key: string;
  nama: string;
  jenis: string;
  lokasi: Lokasi;
  opening: number;
}

const item = (key: string, nama: string, jenis: string, lokasi: Lokasi, opening: number): InventoryItem => ({
  key,
  nama,
  jenis,
  lokasi,
  opening,
});

export const INVENTORY: InventoryItem[] = [
  item('kursi-induk', 'Kursi Plastik Susun', 'Perabot', 'Induk Girimarto', 120),
  item('bangku-induk', 'Bangku Kayu Jati Panjang', 'Perabot', 'Induk Girimarto', 30),
  item('mimbar', 'Mimbar Kayu Jati', 'Perlengkapan Ibadah', 'Induk Girimarto', 1),
  item('meja-perjamuan', 'Meja Perjamuan', 'Perlengkapan Ibadah', 'Induk Girimarto', 1),
  item('cawan', 'Cawan Perjamuan Kecil', 'Perlengkapan Ibadah', 'Induk Girimarto', 150),
  item('mikrofon', 'Mikrofon Nirkabel', 'Elektronik', 'Induk Girimarto', 2),
  item('speaker', 'Speaker Aktif 15 inci', 'Elektronik', 'Induk Girimarto', 2),
  item('mixer', 'Mixer Audio 12 Kanal', 'Elektronik', 'Induk Girimarto', 1),
  item('proyektor', 'Proyektor LCD', 'Elektronik', 'Induk Girimarto', 0),
  item('gamelan', 'Gamelan Slendro-Pelog (satu perangkat)', 'Alat Musik', 'Induk Girimarto', 1),
  item('keyboard', 'Keyboard Yamaha PSR', 'Alat Musik', 'Induk Girimarto', 1),
  item('kidung-jemaat', 'Buku Kidung Jemaat', 'Buku', 'Induk Girimarto', 60),
  item('kpk', 'Buku Kidung Pasamuwan Kristen', 'Buku', 'Induk Girimarto', 80),
  item('alkitab-jawa', 'Alkitab Bahasa Jawa', 'Buku', 'Induk Girimarto', 25),
  item('tenda', 'Tenda Lipat 3x3 m', 'Perlengkapan Kegiatan', 'Induk Girimarto', 4),
  item('genset', 'Genset 5000 Watt', 'Elektronik', 'Induk Girimarto', 1),
  item('kursi-sm-paseban', 'Kursi Plastik Anak', 'Perabot', 'Pepanthan Paseban', 20),
  item('papan-tulis', 'Papan Tulis Putih', 'Perlengkapan Sekolah Minggu', 'Pepanthan Paseban', 2),
  item('organ-lama', 'Organ Elektone Lama', 'Alat Musik', 'Pepanthan Sidoharjo', 1),
  item('kipas', 'Kipas Angin Dinding', 'Elektronik', 'Pepanthan Sidoharjo', 4),
  item('bangku-sidoharjo', 'Bangku Panjang', 'Perabot', 'Pepanthan Sidoharjo', 24),
  item('genting', 'Genting Cadangan', 'Bahan Bangunan', 'Pepanthan Gemawang', 0),
  item('tikar', 'Tikar Pandan', 'Perlengkapan Ibadah', 'Pepanthan Gemawang', 10),
  item('kursi-simpar', 'Kursi Lipat Besi', 'Perabot', 'Pepanthan Simpar', 40),
  item('pengeras-portabel', 'Pengeras Suara Portabel', 'Elektronik', 'Pepanthan Simpar', 1),
  item('lemari-arsip', 'Lemari Arsip', 'Perabot', 'Pepanthan Simpar', 1),
];
