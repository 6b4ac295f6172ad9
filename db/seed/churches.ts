// The five churches, their fixed weekly service times and the photos of their gallery cards.
import type { Lokasi } from '../src/types.ts';
import type { SceneKey } from './images/index.ts';

export interface ServiceTime {
  nama: 'Ibadah Pagi' | 'Ibadah Siang' | 'Sekolah Minggu';
  /** 'HH:MM', the wall-clock start in WIB. */
  time: string;
  info: string;
}

export interface Church {
  lokasi: Lokasi;
  nama_gereja: string;
  alamat: string;
  times: ServiceTime[];
  gallery: { scene: SceneKey; nama: string; kegiatan: string }[];
}

// Pepanthan buildings have one room, so Sekolah Minggu follows the adult service there;
// at the Induk the children meet in the side hall during Ibadah Pagi.
export const CHURCHES: Church[] = [
  {
    lokasi: 'Induk Girimarto',
    nama_gereja: 'GKJ Girimarto Induk',
    alamat: 'Jl. Raya Girimarto No. 17, Girimarto, Wonogiri',
    times: [
      { nama: 'Ibadah Pagi', time: '07:00', info: 'Bahasa Jawa' },
      { nama: 'Ibadah Siang', time: '09:00', info: 'Bahasa Indonesia' },
      { nama: 'Sekolah Minggu', time: '07:00', info: 'Kelas kecil dan kelas besar, di aula samping' },
    ],
    gallery: [
      { scene: 'gereja-induk', nama: 'Gedung gereja induk', kegiatan: 'Tampak depan' },
      { scene: 'ibadah', nama: 'Ibadah Minggu pagi', kegiatan: 'Ibadah Minggu' },
      { scene: 'karawitan', nama: 'Karawitan mengiringi ibadah', kegiatan: 'Ibadah berbahasa Jawa' },
      { scene: 'perjamuan', nama: 'Meja perjamuan', kegiatan: 'Perjamuan Kudus' },
    ],
  },
  {
    lokasi: 'Pepanthan Paseban',
    nama_gereja: 'GKJ Girimarto Pepanthan Paseban',
    alamat: 'Dusun Paseban RT 02/RW 05, Sanan, Girimarto, Wonogiri',
    times: [
      { nama: 'Ibadah Pagi', time: '07:00', info: 'Bahasa Jawa' },
      { nama: 'Sekolah Minggu', time: '08:30', info: 'Seusai ibadah pagi' },
    ],
    gallery: [
      { scene: 'gereja-paseban', nama: 'Gedung Pepanthan Paseban', kegiatan: 'Tampak depan' },
      { scene: 'sekolah-minggu', nama: 'Anak-anak Sekolah Minggu', kegiatan: 'Sekolah Minggu' },
      { scene: 'ibadah', nama: 'Jemaat Paseban beribadah', kegiatan: 'Ibadah Minggu' },
    ],
  },
  {
    lokasi: 'Pepanthan Sidoharjo',
    nama_gereja: 'GKJ Girimarto Pepanthan Sidoharjo',
    alamat: 'Dusun Sidoharjo RT 01/RW 02, Selorejo, Girimarto, Wonogiri',
    times: [
      { nama: 'Ibadah Pagi', time: '08:00', info: 'Bahasa Jawa' },
      { nama: 'Sekolah Minggu', time: '09:30', info: 'Seusai ibadah pagi' },
    ],
    gallery: [
      { scene: 'gereja-sidoharjo', nama: 'Gedung Pepanthan Sidoharjo', kegiatan: 'Tampak depan' },
      { scene: 'paduan-suara', nama: 'Paduan suara wilayah', kegiatan: 'Ibadah Minggu' },
      { scene: 'unduh-unduh', nama: 'Persembahan hasil bumi', kegiatan: 'Riyaya Undhuh-undhuh' },
    ],
  },
  {
    lokasi: 'Pepanthan Gemawang',
    nama_gereja: 'GKJ Girimarto Pepanthan Gemawang',
    alamat: 'Dusun Gemawang RT 03/RW 01, Jatirejo, Girimarto, Wonogiri',
    times: [
      { nama: 'Ibadah Pagi', time: '07:00', info: 'Bahasa Jawa' },
      { nama: 'Sekolah Minggu', time: '08:30', info: 'Seusai ibadah pagi' },
    ],
    gallery: [
      { scene: 'gereja-gemawang', nama: 'Gedung Pepanthan Gemawang', kegiatan: 'Tampak depan' },
      { scene: 'kerja-bakti', nama: 'Gotong royong memperbaiki atap', kegiatan: 'Kerja bakti' },
      { scene: 'sekolah-minggu', nama: 'Kelas Sekolah Minggu', kegiatan: 'Sekolah Minggu' },
    ],
  },
  {
    lokasi: 'Pepanthan Simpar',
    nama_gereja: 'GKJ Girimarto Pepanthan Simpar',
    alamat: 'Dusun Simpar RT 04/RW 03, Tambakmerang, Girimarto, Wonogiri',
    times: [
      { nama: 'Ibadah Pagi', time: '07:00', info: 'Bahasa Jawa' },
      { nama: 'Sekolah Minggu', time: '08:30', info: 'Seusai ibadah pagi' },
    ],
    gallery: [
      { scene: 'gereja-simpar', nama: 'Gedung Pepanthan Simpar', kegiatan: 'Tampak depan' },
      { scene: 'diakonia', nama: 'Pembagian paket sembako', kegiatan: 'Pelayanan diakonia' },
      { scene: 'baptis', nama: 'Bejana baptis', kegiatan: 'Sakramen Baptis' },
      { scene: 'ibadah', nama: 'Ibadah Minggu di Simpar', kegiatan: 'Ibadah Minggu' },
    ],
  },
];

/** '07:00' → '07.00 WIB', the way the home cards print a time. */
export function displayTime(time: string): string {
  return `${time.replace(':', '.')} WIB`;
}

export const SLIDES: { scene: SceneKey; judul: string; keterangan: string }[] = [
  {
    scene: 'slide-gereja',
    judul: 'Sugeng Rawuh di GKJ Girimarto',
    keterangan:
      'Gereja Kristen Jawa di lereng perbukitan Girimarto, Wonogiri: satu gereja induk dan empat pepanthan.',
  },
  {
    scene: 'slide-ibadah',
    judul: 'Ibadah Minggu',
    keterangan:
      'Induk Girimarto pukul 07.00 dan 09.00 WIB, serta di Pepanthan Paseban, Sidoharjo, Gemawang dan Simpar.',
  },
  {
    scene: 'slide-unduh-unduh',
    judul: 'Bersyukur dan Berbagi',
    keterangan: 'Hasil bumi dan talenta jemaat dipersembahkan bagi pelayanan dan sesama.',
  },
];
