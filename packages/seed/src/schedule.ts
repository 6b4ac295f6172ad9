// Worship schedules (jadwal_ibadah): two past Sundays and the coming six weeks at the fixed times,
// plus prayer meetings, fellowships and, when they fall in range, Christmas and New Year services.

import type { Db, JadwalIbadah, Lokasi } from '@gkj/db';
import type { Insertable } from 'kysely';
import { CHURCHES } from './churches.ts';
import { addDays, dateTime, nextWeekday, sundayOnOrAfter, yearOf } from './dates.ts';
import { PASTOR } from './site-texts.ts';

type Jadwal = Insertable<JadwalIbadah>;

/** Who leads: elders (with their title) and Sunday-school teachers, taken from the register. */
export interface ScheduleCast {
  elders: string[];
  teachers: string[];
}

const THEMES = [
  'Hidup dalam Pengharapan',
  'Gusti Iku Pangonku',
  'Setia dalam Perkara Kecil',
  'Kasih yang Memulihkan',
  'Berakar dan Bertumbuh dalam Kristus',
  'Menjadi Garam dan Terang',
  'Sabar ing Pacoban',
  'Bersyukur dalam Segala Keadaan',
];
const GUEST_PASTORS = ['Pdt. Samuel Adi Nugroho (GKJ Wonogiri)', 'Pdt. Ruth Kristiani (GKJ Jatisrono)'];
const FEAST_DAYS = ['12-24', '12-25', '12-31', '01-01'];

/** The n-th entry of a rota, for any n (past weeks are negative). */
function rotate<T>(rota: readonly T[], n: number): T {
  return rota[((n % rota.length) + rota.length) % rota.length];
}

/** The pastor preaches at the Induk, except one Sunday in four when he visits a pepanthan. */
function preacher(week: number, church: number, cast: ScheduleCast): string {
  const visiting = rotate([0, 1, 2, 3], week) === 3;
  const visited = 1 + rotate([0, 1, 2, 3], Math.floor(week / 4));
  if (church === 0) return visiting ? rotate(GUEST_PASTORS, week) : PASTOR.shortTitle;
  if (visiting && church === visited) return PASTOR.shortTitle;
  return rotate([...cast.elders, ...GUEST_PASTORS], week * 3 + church);
}

function sundayServices(sunday: string, week: number, cast: ScheduleCast): Jadwal[] {
  // Holy Communion: first Sunday of every third month.
  const communion = Number(sunday.slice(5, 7)) % 3 === 0 && Number(sunday.slice(8, 10)) <= 7;
  return CHURCHES.flatMap((church, c) =>
    church.times.map((time): Jadwal => {
      const children = time.nama === 'Sekolah Minggu';
      return {
        nama_ibadah: children
          ? 'Sekolah Minggu'
          : time.nama === 'Ibadah Siang'
            ? 'Ibadah Minggu Siang'
            : 'Ibadah Minggu Pagi',
        info_ibadah: communion && !children ? `${time.info}, Perjamuan Kudus` : time.info,
        lokasi_ibadah: church.lokasi,
        tema_ibadah: rotate(THEMES, week),
        tanggal_ibadah: dateTime(sunday, time.time),
        pemimpin_ibadah: children ? rotate(cast.teachers, week + c) : preacher(week, c, cast),
      };
    }),
  );
}

function special(
  nama: string,
  lokasi: Lokasi,
  at: [string, string],
  tema: string,
  pemimpin: string,
  info: string,
): Jadwal {
  return {
    nama_ibadah: nama,
    info_ibadah: info,
    lokasi_ibadah: lokasi,
    tema_ibadah: tema,
    tanggal_ibadah: dateTime(...at),
    pemimpin_ibadah: pemimpin,
  };
}

/** Prayer meetings and fellowships on weekdays, spread over the churches, never on a feast day. */
function weekdayGatherings(today: string, cast: ScheduleCast): Jadwal[] {
  const wednesday = nextWeekday(today, 3);
  const saturday = nextWeekday(today, 6);
  const tuesday = nextWeekday(today, 2);
  const elder = (n: number) => rotate(cast.elders, n);
  const teacher = (n: number) => rotate(cast.teachers, n);
  const gatherings = [
    ...[0, 14, 28].map((d) =>
      special(
        'Ibadah Doa Malam',
        'Induk Girimarto',
        [addDays(wednesday, d), '18:30'],
        'Berdoa bagi Bangsa dan Desa',
        PASTOR.shortTitle,
        'Terbuka untuk seluruh warga',
      ),
    ),
    special(
      'Doa Pagi Jemaat',
      'Pepanthan Sidoharjo',
      [addDays(wednesday, 7), '05:30'],
      'Memulai Hari bersama Tuhan',
      elder(3),
      'Di rumah warga secara bergiliran',
    ),
    ...[0, 14].map((d) =>
      special(
        'Persekutuan Pemuda',
        'Pepanthan Paseban',
        [addDays(saturday, d), '19:00'],
        'Muda, Berani, Setia',
        teacher(d),
        'Pujian, sharing dan permainan',
      ),
    ),
    ...[0, 21].map((d) =>
      special(
        'Persekutuan Wanita',
        'Pepanthan Gemawang',
        [addDays(tuesday, d), '16:00'],
        'Perempuan yang Berhikmat',
        elder(d + 1),
        'Membawa Alkitab dan Kidung',
      ),
    ),
    special(
      'Persekutuan Adiyuswa',
      'Pepanthan Simpar',
      [addDays(tuesday, 7), '09:00'],
      'Tetap Berbuah di Masa Tua',
      PASTOR.shortTitle,
      'Dilanjutkan makan siang bersama',
    ),
  ];
  return gatherings.filter((g) => !FEAST_DAYS.includes(g.tanggal_ibadah.slice(5, 10)));
}

/** Christmas Eve in every church, Christmas Day and the turn of the year at the Induk, when in range. */
function feastDays(from: string, to: string): Jadwal[] {
  const out: Jadwal[] = [];
  const inRange = (date: string) => date >= from && date <= to;
  for (const year of new Set([yearOf(from), yearOf(to)])) {
    const induk = (nama: string, date: string, time: string, tema: string, info: string) => {
      if (inRange(date))
        out.push(special(nama, 'Induk Girimarto', [date, time], tema, PASTOR.shortTitle, info));
    };
    if (inRange(`${year}-12-24`)) {
      for (const [c, church] of CHURCHES.entries()) {
        const leader = c === 0 ? PASTOR.shortTitle : rotate(GUEST_PASTORS, c);
        out.push(
          special(
            'Ibadah Malam Natal',
            church.lokasi,
            [`${year}-12-24`, '18:30'],
            'Terang yang Sejati Telah Datang',
            leader,
            'Dengan penyalaan lilin',
          ),
        );
      }
    }
    induk(
      'Ibadah Natal',
      `${year}-12-25`,
      '08:00',
      'Imanuel, Allah Beserta Kita',
      'Ibadah gabungan lima gereja',
    );
    induk(
      'Ibadah Tutup Tahun',
      `${year}-12-31`,
      '19:00',
      'Sampai di Sini Tuhan Menolong',
      'Bahasa Indonesia',
    );
    induk('Ibadah Awal Tahun', `${year}-01-01`, '08:00', 'Berjalan dalam Tuntunan-Nya', 'Bahasa Jawa');
  }
  return out;
}

export function buildSchedule(today: string, cast: ScheduleCast): Jadwal[] {
  const firstSunday = sundayOnOrAfter(today);
  const weeks = [-2, -1, 0, 1, 2, 3, 4, 5];
  return [
    ...weeks.flatMap((week) => sundayServices(addDays(firstSunday, week * 7), week, cast)),
    ...weekdayGatherings(today, cast),
    ...feastDays(addDays(today, -14), addDays(today, 42)),
  ];
}

export async function seedSchedule(db: Db, today: string, cast: ScheduleCast): Promise<void> {
  await db.insertInto('jadwal_ibadah').values(buildSchedule(today, cast)).execute();
}
