// Church activities (kegiatan_gereja), past and upcoming relative to `today`, each with its photos.
import type { Db } from '@gkj/db';
import { addDays, daysBetween, yearOf } from './dates.ts';
import type { DemoImages, SceneKey } from './images/index.ts';

export interface Activity {
  key: string;
  nama: string;
  tema: string;
  tempat: string;
  /** Days from today: negative in the past. */
  offset: number;
  /** When it starts ('HH:MM:SS', WIB); none for a gathering of several days. */
  jam?: string;
  deskripsi: string[];
  /** The first scene is the thumbnail. */
  scenes: SceneKey[];
}

const ACTIVITIES: Activity[] = [
  {
    key: 'unduh-unduh',
    nama: 'Riyaya Undhuh-undhuh',
    tema: 'Ngunduh Berkah, Nyebar Katresnan',
    tempat: 'GKJ Girimarto Induk',
    offset: -45,
    jam: '08:00:00',
    deskripsi: [
      'Ibadah syukur panen yang diawali kirab hasil bumi dari kelima gereja menuju gereja induk.',
      'Warga membawa padi, jagung, sayur dan buah dalam gunungan, diiringi gamelan.',
      'Hasil lelang persembahan dipakai untuk pelayanan diakonia dan pembangunan.',
    ],
    scenes: ['unduh-unduh', 'karawitan', 'ibadah', 'paduan-suara'],
  },
  {
    key: 'retret',
    nama: 'Retret Pemuda',
    tema: 'Muda, Berani, Setia',
    tempat: 'Bumi Perkemahan Sekipan, Tawangmangu',
    offset: -30,
    deskripsi: [
      'Dua hari dua malam bagi remaja dan pemuda dari gereja induk dan keempat pepanthan.',
      'Acara berisi pendalaman Alkitab, api unggun, permainan kelompok dan ibadah fajar.',
    ],
    scenes: ['pemuda', 'alkitab', 'paduan-suara'],
  },
  {
    key: 'baksos',
    nama: 'Bakti Sosial dan Pemeriksaan Kesehatan Gratis',
    tema: 'Berbagi Kasih dengan Sesama',
    tempat: 'GKJ Girimarto Pepanthan Simpar',
    offset: -75,
    jam: '08:00:00',
    deskripsi: [
      'Pemeriksaan tekanan darah, gula darah dan konsultasi kesehatan bersama tenaga medis warga jemaat.',
      'Sebanyak 150 paket sembako dibagikan kepada warga dusun tanpa membedakan keyakinan.',
    ],
    scenes: ['diakonia', 'gereja-simpar', 'ibadah'],
  },
  {
    key: 'renovasi',
    nama: 'Kerja Bakti Renovasi Atap Pepanthan Gemawang',
    tema: 'Holopis Kuntul Baris',
    tempat: 'GKJ Girimarto Pepanthan Gemawang',
    offset: -18,
    deskripsi: [
      'Warga dari kelima gereja bergotong royong mengganti rangka dan genting atap yang lapuk.',
      'Ibu-ibu Persekutuan Wanita menyiapkan konsumsi bagi para pekerja.',
      'Pekerjaan tahap pertama selesai dalam tiga hari.',
    ],
    scenes: ['kerja-bakti', 'gereja-gemawang', 'diakonia'],
  },
  {
    key: 'pesta-anak',
    nama: 'Pesta Anak Sekolah Minggu',
    tema: 'Aku Anak Terang',
    tempat: 'GKJ Girimarto Pepanthan Paseban',
    offset: -100,
    deskripsi: [
      'Lomba menyanyi, mewarnai dan cerdas cermat Alkitab bagi anak-anak Sekolah Minggu dari lima gereja.',
      'Ditutup dengan ibadah anak dan makan bersama.',
    ],
    scenes: ['sekolah-minggu', 'gereja-paseban', 'paduan-suara'],
  },
  {
    key: 'baptis-sidi',
    nama: 'Ibadah Baptis dan Peneguhan Sidi',
    tema: 'Dadi Kagungane Gusti',
    tempat: 'GKJ Girimarto Induk',
    offset: -60,
    deskripsi: [
      'Tujuh anak menerima baptisan dan dua belas katekisan diteguhkan sebagai warga dewasa.',
      'Ibadah dilanjutkan dengan Perjamuan Kudus bagi seluruh warga dewasa.',
    ],
    scenes: ['baptis', 'perjamuan', 'ibadah', 'gereja-induk'],
  },
  {
    key: 'adiyuswa',
    nama: 'Persekutuan Adiyuswa Gabungan',
    tema: 'Tetap Berbuah di Masa Tua',
    tempat: 'GKJ Girimarto Pepanthan Sidoharjo',
    offset: 6,
    jam: '09:00:00',
    deskripsi: [
      'Persekutuan para lansia dari kelima gereja dengan ibadah, senam ringan dan pemeriksaan kesehatan.',
      'Keluarga diharapkan membantu mengantar warga adiyuswa yang memerlukan.',
    ],
    scenes: ['gereja-sidoharjo', 'paduan-suara', 'karawitan'],
  },
  {
    key: 'karawitan',
    nama: 'Pelatihan Karawitan Gerejawi',
    tema: 'Ngluhurake Asmane Gusti lumantar Gendhing',
    tempat: 'GKJ Girimarto Induk',
    offset: 13,
    jam: '16:00:00',
    deskripsi: [
      'Pelatihan menabuh gamelan untuk mengiringi kidung Kidung Pasamuwan Kristen.',
      'Terbuka bagi pemula; setiap peserta akan dibimbing oleh pengrawit senior.',
    ],
    scenes: ['karawitan', 'gereja-induk', 'paduan-suara'],
  },
  {
    key: 'katekisasi',
    nama: 'Pembukaan Katekisasi Calon Sidi',
    tema: 'Sinau Tuwuh ing Pracaya',
    tempat: 'Ruang Pertemuan GKJ Girimarto Induk',
    offset: 20,
    jam: '15:30:00',
    deskripsi: [
      'Katekisasi berlangsung setiap Sabtu sore selama sembilan bulan.',
      'Peserta adalah warga berusia 16 tahun ke atas yang ingin mengaku percaya di hadapan jemaat.',
    ],
    scenes: ['alkitab', 'ibadah', 'baptis'],
  },
  {
    key: 'seminar',
    nama: 'Seminar Keluarga Kristen',
    tema: 'Keluarga yang Saling Mendengar',
    tempat: 'GKJ Girimarto Induk',
    offset: 34,
    jam: '09:00:00',
    deskripsi: [
      'Seminar tentang komunikasi suami, istri dan anak di era gawai bersama narasumber konselor keluarga.',
      'Disediakan kelas anak selama seminar berlangsung.',
    ],
    scenes: ['ibadah', 'alkitab', 'gereja-induk'],
  },
];

/** The joint Christmas celebration: the last one before today, or the coming one from mid-November. */
function christmasActivity(today: string): Activity {
  const year = yearOf(today);
  const coming = `${year}-12-27`;
  const date = today >= `${year}-11-15` ? coming : `${year - 1}-12-27`;
  return {
    key: 'natal',
    nama: 'Perayaan Natal Gabungan',
    tema: 'Imanuel, Allah Beserta Kita',
    tempat: 'GKJ Girimarto Induk',
    offset: daysBetween(today, date),
    jam: '18:00:00',
    deskripsi: [
      'Perayaan Natal bersama warga gereja induk dan keempat pepanthan.',
      'Diisi drama Natal Sekolah Minggu, paduan suara pemuda dan karawitan.',
    ],
    scenes: ['natal', 'paduan-suara', 'karawitan', 'sekolah-minggu'],
  };
}

export function buildActivities(today: string): (Activity & { waktu: string })[] {
  return [...ACTIVITIES, christmasActivity(today)].map((a) => ({ ...a, waktu: addDays(today, a.offset) }));
}

/** Inserts the activities and their photos; returns each activity's id by key. */
export async function seedActivities(
  db: Db,
  images: DemoImages,
  today: string,
): Promise<Map<string, { id: number; waktu: string }>> {
  const ids = new Map<string, { id: number; waktu: string }>();
  for (const activity of buildActivities(today)) {
    const inserted = await db
      .insertInto('kegiatan_gereja')
      .values({
        nama_kegiatan_gereja: activity.nama,
        deskripsi_kegiatan_gereja: activity.deskripsi.join('\n'),
        tema_kegiatan_gereja: activity.tema,
        tempat_kegiatan_gereja: activity.tempat,
        waktu_kegiatan_gereja: activity.waktu,
        jam_kegiatan_gereja: activity.jam ?? null,
      })
      .executeTakeFirstOrThrow();
    const id = Number(inserted.insertId);
    ids.set(activity.key, { id, waktu: activity.waktu });
    await db
      .insertInto('gambar_kegiatan')
      .values(
        activity.scenes.map((scene, i) => ({
          id_kegiatan_gereja: id,
          nama_gambar_kegiatan: `${activity.key}-${i + 1}.jpg`,
          file_path: images[scene].file_path,
          width: images[scene].width,
          height: images[scene].height,
          is_thumbnail: i === 0 ? 1 : 0,
        })),
      )
      .execute();
  }
  return ids;
}
