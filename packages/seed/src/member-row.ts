// Turns one person of a household into a register row: status, age group, sacraments, marriage.
import { addDays } from './dates.ts';
import { churchAt, officiantAt } from './names.ts';
import type { Household, Member, Person } from './people.ts';
import type { Random } from './random.ts';

const PHONE_PREFIXES = [
  '12',
  '13',
  '21',
  '22',
  '23',
  '52',
  '53',
  '56',
  '57',
  '77',
  '78',
  '81',
  '82',
  '95',
  '96',
];

export function ageOn(born: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(born.slice(0, 4));
  return today.slice(5) < born.slice(5) ? years - 1 : years;
}

/** A date some years and days after birth, or null when that has not happened yet. */
function afterBirth(born: string, years: number, extraDays: number, today: string): string | null {
  const date = addDays(born, Math.round(years * 365.25) + extraDays);
  return date < today ? date : null;
}

function education(random: Random, age: number, born: string): string {
  if (age < 5) return 'Belum sekolah';
  if (age < 7) return 'TK';
  if (age < 13) return 'SD';
  if (age < 16) return 'SMP';
  if (age < 19) return random.pick(['SMA', 'SMK']);
  if (born < '1960-01-01') return random.pick(['Sekolah Rakyat', 'SD', 'SD', 'SMP', 'SMA']);
  return random.pick(['SMP', 'SMA', 'SMK', 'SMK', 'D3', 'S1', 'S1', 'S2']);
}

function status(random: Random, age: number, married: boolean, steady: boolean) {
  if (steady) return 'aktif';
  if (age >= 70 && random.chance(0.3)) return 'meninggal';
  // Young people often leave to work in the cities (boro) or move their membership away.
  if (age >= 19 && age <= 35) {
    const roll = random.next();
    if (roll < (married ? 0.08 : 0.35)) return 'boro';
    if (roll < (married ? 0.14 : 0.5)) return 'pindah';
  }
  if (age > 35 && random.chance(0.05)) return random.chance(0.7) ? 'pindah' : 'keluar';
  return 'aktif';
}

export function memberRow(
  random: Random,
  person: Person,
  household: Household,
  today: string,
  marriage: { pasangan: string | null; date?: string } | undefined,
): Omit<Member, 'no_induk_jemaat'> {
  const age = ageOn(person.born, today);
  const marriedOn = marriage?.date && marriage.date < today ? marriage.date : null;
  const statusBergereja = status(random, age, Boolean(marriedOn), Boolean(household.steady));
  const baptism = person.infantBaptism
    ? afterBirth(person.born, 0, random.int(40, 500), today)
    : afterBirth(person.born, random.int(17, Math.min(age, 35)), random.int(0, 300), today);
  const sidi =
    person.infantBaptism && age >= 17 && (household.steady || random.chance(0.92))
      ? afterBirth(person.born, random.int(16, 18), random.int(0, 300), today)
      : null;
  const adult = Boolean(sidi) || (!person.infantBaptism && Boolean(baptism));
  const kelompok =
    age < 13 ? 'Anak' : age <= 30 && !marriedOn ? 'Remaja Pemuda' : age < 60 ? 'Dewasa' : 'Adiyuswa';
  const sacrament = (date: string | null) => ({
    tempat: date ? churchAt(date, household.kewargaan) : null,
    petugas: date ? officiantAt(date) : null,
  });
  const baptis = sacrament(baptism);
  const sidiAt = sacrament(sidi);
  const nikah = sacrament(marriedOn);
  const hasPhone =
    age >= 17 && (statusBergereja === 'aktif' || statusBergereja === 'boro') && random.chance(0.85);
  return {
    nama_jemaat: person.nama,
    jenis_kelamin_jemaat: person.sex,
    alamat_jemaat: household.alamat,
    kewargaan: household.kewargaan,
    no_telp_jemaat: hasPhone
      ? `08${random.pick(PHONE_PREFIXES)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`
      : null,
    tanggal_lahir_jemaat: person.born,
    tanggal_meninggal_jemaat: statusBergereja === 'meninggal' ? addDays(today, -random.int(30, 1500)) : null,
    status_bergereja: statusBergereja,
    status_kewargagerejaan: adult ? 'Warga Dewasa' : 'Warga Anak',
    pendidikan: person.pendidikan ?? education(random, age, person.born),
    kelompok_usia: kelompok,
    tanggal_baptis: baptism,
    tempat_baptis: baptis.tempat,
    petugas_baptis: baptis.petugas,
    tanggal_sidi: sidi,
    tempat_sidi: sidiAt.tempat,
    petugas_sidi: sidiAt.petugas,
    pasangan: marriedOn ? marriage?.pasangan : null,
    tanggal_nikah: marriedOn,
    tempat_nikah: nikah.tempat,
    petugas_nikah: nikah.petugas,
  };
}
