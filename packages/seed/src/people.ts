// The member register (jemaat): households generated from a seeded PRNG, ages relative to `today`.

import type { Jemaat } from '@gkj/db';
import type { Insertable } from 'kysely';
import { addDays, yearOf } from './dates.ts';
import { memberRow } from './member-row.ts';
import {
  AREAS,
  BAPTISMAL_FEMALE,
  BAPTISMAL_MALE,
  JAVANESE_FEMALE,
  JAVANESE_MALE,
  KEWARGAAN_CYCLE,
  YOUNG_FEMALE,
  YOUNG_MALE,
} from './names.ts';
import { createRandom, type Random } from './random.ts';
import { PASTOR } from './site-texts.ts';

export type Member = Insertable<Jemaat> & { nama_jemaat: string; no_induk_jemaat: string };
export type Sex = 'Laki-laki' | 'Perempuan';

export interface Person {
  nama: string;
  sex: Sex;
  born: string;
  /** Baptised as an infant (then confirmed at sidi) rather than as an adult. */
  infantBaptism: boolean;
  pendidikan?: string;
}

export interface Household {
  kewargaan: string;
  alamat: string;
  husband?: Person;
  wife?: Person;
  /** The marriage, when both spouses are in the register or one has died. */
  married?: { date: string; lateSpouse?: string };
  children: Person[];
  /** Everyone stays active (the pastor's family). */
  steady?: boolean;
}

export const MEMBER_TARGET = 120;

export function buildMembers(today: string): Member[] {
  const random = createRandom(1932);
  const pastor = pastorHousehold();
  const used = new Set([pastor.husband, pastor.wife, ...pastor.children].map((p) => p?.nama));
  // Names stay unique in the register, so members can be told apart in lists and dropdowns.
  const uniqueName = (pick: () => string) => {
    let name = pick();
    for (let tries = 0; used.has(name) && tries < 50; tries++) name = pick();
    used.add(name);
    return name;
  };
  const households = [
    pastor,
    ...Array.from({ length: 60 }, (_, i) =>
      randomHousehold(random, today, KEWARGAAN_CYCLE[i % KEWARGAAN_CYCLE.length], uniqueName),
    ),
  ];
  const members: Member[] = [];
  for (const household of households) {
    if (members.length >= MEMBER_TARGET) break;
    for (const row of householdRows(random, household, today)) {
      members.push({ ...row, no_induk_jemaat: `GRM-${String(members.length + 1).padStart(4, '0')}` });
    }
  }
  return members;
}

function pastorHousehold(): Household {
  return {
    kewargaan: 'GKJ Girimarto',
    alamat: 'Pastori GKJ Girimarto, Jl. Raya Girimarto No. 17, Girimarto, Wonogiri',
    husband: {
      nama: PASTOR.name,
      sex: 'Laki-laki',
      born: '1970-08-14',
      infantBaptism: true,
      pendidikan: 'S1 Teologi',
    },
    wife: { nama: 'Maria Endah Lestari', sex: 'Perempuan', born: '1973-03-02', infantBaptism: true },
    married: { date: '2001-06-16' },
    steady: true,
    children: [
      { nama: 'Natanael Bagus Santosa', sex: 'Laki-laki', born: '2003-01-21', infantBaptism: true },
      { nama: 'Kezia Ayu Santosa', sex: 'Perempuan', born: '2008-09-05', infantBaptism: true },
    ],
  };
}

function birthDate(random: Random, today: string, age: number): string {
  const month = String(random.int(1, 12)).padStart(2, '0');
  const day = String(random.int(1, 28)).padStart(2, '0');
  return `${yearOf(today) - age - 1}-${month}-${day}`;
}

function adultName(random: Random, sex: Sex): string {
  const baptismal = random.pick(sex === 'Laki-laki' ? BAPTISMAL_MALE : BAPTISMAL_FEMALE);
  const own = random.pick(sex === 'Laki-laki' ? JAVANESE_MALE : JAVANESE_FEMALE);
  return random.chance(0.6) ? `${baptismal} ${own}` : own;
}

function youngName(random: Random, sex: Sex): string {
  const [first, second] = sex === 'Laki-laki' ? YOUNG_MALE : YOUNG_FEMALE;
  return `${random.pick(first)} ${random.pick(second)}`;
}

function randomHousehold(
  random: Random,
  today: string,
  kewargaan: string,
  uniqueName: (pick: () => string) => string,
): Household {
  const area = AREAS[kewargaan];
  const alamat = `Dusun ${random.pick(area.dusun)} RT 0${random.int(1, 6)}/RW 0${random.int(1, 5)}, ${area.desa}, Girimarto, Wonogiri`;
  // Most households are young families; a third are elderly couples or widowed.
  const headAge = random.chance(0.65) ? random.int(27, 55) : random.int(56, 84);
  const husband: Person = {
    nama: uniqueName(() => adultName(random, 'Laki-laki')),
    sex: 'Laki-laki',
    born: birthDate(random, today, headAge),
    infantBaptism: random.chance(0.7),
  };
  const wifeAge = Math.max(22, headAge - random.int(0, 6));
  const wife: Person = {
    nama: uniqueName(() => adultName(random, 'Perempuan')),
    sex: 'Perempuan',
    born: birthDate(random, today, wifeAge),
    infantBaptism: random.chance(0.7),
  };
  const weddingAge = random.int(23, 28);
  const wedding = addDays(
    husband.born,
    Math.max(weddingAge, headAge - wifeAge + 21) * 365 + random.int(0, 300),
  );
  const married = wedding < today ? wedding : addDays(today, -random.int(60, 400));
  // Older members are often widowed: only one spouse remains in the register.
  if (headAge > 68 && random.chance(0.45)) {
    const widow = random.chance(0.6);
    const survivor = widow ? wife : husband;
    const late = widow ? husband : wife;
    const marriage = { date: married, lateSpouse: `${late.nama} (alm.)` };
    return widow
      ? { kewargaan, alamat, wife: survivor, married: marriage, children: [] }
      : { kewargaan, alamat, husband: survivor, married: marriage, children: [] };
  }
  const yearsMarried = yearOf(today) - yearOf(married);
  const childCount = yearsMarried < 1 ? 0 : Math.min(random.int(0, 3), Math.ceil(yearsMarried / 2));
  const children = Array.from({ length: childCount }, (_, i): Person => {
    const sex: Sex = random.chance(0.5) ? 'Laki-laki' : 'Perempuan';
    const age = Math.max(0, yearsMarried - 1 - i * random.int(2, 4));
    const nama = uniqueName(() => (age > 30 ? adultName(random, sex) : youngName(random, sex)));
    return { nama, sex, born: birthDate(random, today, age), infantBaptism: true };
  });
  return { kewargaan, alamat, husband, wife, married: { date: married }, children };
}

function householdRows(random: Random, h: Household, today: string): Omit<Member, 'no_induk_jemaat'>[] {
  const spouses = [h.husband, h.wife].filter((p): p is Person => Boolean(p));
  const rows = spouses.map((person) => {
    const other =
      person === h.husband
        ? (h.wife?.nama ?? h.married?.lateSpouse)
        : (h.husband?.nama ?? h.married?.lateSpouse);
    return memberRow(random, person, h, today, { pasangan: other ?? null, date: h.married?.date });
  });
  return [...rows, ...h.children.map((child) => memberRow(random, child, h, today, undefined))];
}
