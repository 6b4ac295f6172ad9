// The five churches, their fixed weekly service times and the photos of their gallery cards.
import type { Lokasi } from '@gkj/db';
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
  /** Where the building stands (WGS 84 degrees), for the site's directions links. */
  latitude: number;
  longitude: number;
  times: ServiceTime[];
  gallery: { scene: SceneKey; nama: string; kegiatan: string }[];
}

type Photo = Church['gallery'][number];

/** 'HH:MM' an hour and a half later (within the day). */
function ninetyMinutesAfter(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const total = hours * 60 + minutes + 90;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * A pepanthan. Its building has one room, so Sekolah Minggu follows the adult service there, an hour and a
 * half after it starts; its gallery opens with the building seen from the front.
 */
function pepanthan(
  name: 'Paseban' | 'Sidoharjo' | 'Gemawang' | 'Simpar',
  /** The address up to the village (kelurahan); the district and regency are the Induk's. */
  street: string,
  [latitude, longitude]: [number, number],
  pagi: string,
  photos: Photo[],
): Church {
  // The building's scene is named after the pepanthan, which the type checks against the scenes.
  const building = `gereja-${name.toLowerCase()}` as `gereja-${Lowercase<typeof name>}`;
  return {
    lokasi: `Pepanthan ${name}`,
    nama_gereja: `GKJ Girimarto Pepanthan ${name}`,
    alamat: `${street}, Girimarto, Wonogiri`,
    latitude,
    longitude,
    times: [
      { nama: 'Ibadah Pagi', time: pagi, info: 'Bahasa Jawa' },
      { nama: 'Sekolah Minggu', time: ninetyMinutesAfter(pagi), info: 'Seusai ibadah pagi' },
    ],
    gallery: [{ scene: building, nama: `Gedung Pepanthan ${name}`, kegiatan: 'Tampak depan' }, ...photos],
  };
}

// At the Induk the children meet in the side hall during Ibadah Pagi.
export const CHURCHES: Church[] = [
  {
    lokasi: 'Induk Girimarto',
    nama_gereja: 'GKJ Girimarto Induk',
    alamat: 'Jl. Raya Girimarto No. 17, Girimarto, Wonogiri',
    latitude: -7.778412,
    longitude: 111.043987,
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
  pepanthan('Paseban', 'Dusun Paseban RT 02/RW 05, Sanan', [-7.761532, 111.031845], '07:00', [
    { scene: 'sekolah-minggu', nama: 'Anak-anak Sekolah Minggu', kegiatan: 'Sekolah Minggu' },
    { scene: 'ibadah', nama: 'Jemaat Paseban beribadah', kegiatan: 'Ibadah Minggu' },
  ]),
  pepanthan('Sidoharjo', 'Dusun Sidoharjo RT 01/RW 02, Selorejo', [-7.794861, 111.060273], '08:00', [
    { scene: 'paduan-suara', nama: 'Paduan suara wilayah', kegiatan: 'Ibadah Minggu' },
    { scene: 'unduh-unduh', nama: 'Persembahan hasil bumi', kegiatan: 'Riyaya Undhuh-undhuh' },
  ]),
  pepanthan('Gemawang', 'Dusun Gemawang RT 03/RW 01, Jatirejo', [-7.805127, 111.034519], '07:00', [
    { scene: 'kerja-bakti', nama: 'Gotong royong memperbaiki atap', kegiatan: 'Kerja bakti' },
    { scene: 'sekolah-minggu', nama: 'Kelas Sekolah Minggu', kegiatan: 'Sekolah Minggu' },
  ]),
  pepanthan('Simpar', 'Dusun Simpar RT 04/RW 03, Tambakmerang', [-7.753948, 111.058106], '07:00', [
    { scene: 'diakonia', nama: 'Pembagian paket sembako', kegiatan: 'Pelayanan diakonia' },
    { scene: 'baptis', nama: 'Bejana baptis', kegiatan: 'Sakramen Baptis' },
    { scene: 'ibadah', nama: 'Ibadah Minggu di Simpar', kegiatan: 'Ibadah Minggu' },
  ]),
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
