// The church council (kemajelisan) for 2023–2027 and the four demo accounts, both drawn from the register.

import type { Db, Kemajelisan } from '@gkj/db';
import type { Insertable } from 'kysely';
import { ageOn } from './member-row.ts';
import type { Member } from './people.ts';
import type { ScheduleCast } from './schedule.ts';
import { PASTOR } from './site-texts.ts';

export const PERIODE = { periode_mulai: '2023-01-01', periode_selesai: '2027-12-31' };

type Seat = Pick<Insertable<Kemajelisan>, 'jabatan' | 'jabatan_struktur' | 'bidang_kemajelisan'>;

// Each congregation sends elders and deacons: the Induk two of each, every pepanthan one.
const ELDERS: Seat[] = [
  { jabatan: 'Penatua', jabatan_struktur: 'Wakil Ketua', bidang_kemajelisan: 'MPH' },
  { jabatan: 'Penatua', jabatan_struktur: 'Sekretaris I', bidang_kemajelisan: 'MPH' },
  { jabatan: 'Penatua', jabatan_struktur: 'Bendahara I', bidang_kemajelisan: 'MPH' },
  { jabatan: 'Penatua', jabatan_struktur: 'Koordinator Bidang', bidang_kemajelisan: 'PWG' },
  { jabatan: 'Penatua', jabatan_struktur: 'Anggota', bidang_kemajelisan: 'Kesaksian Pelayanan' },
  { jabatan: 'Penatua', jabatan_struktur: 'Anggota', bidang_kemajelisan: 'PWG' },
];
const DEACONS: Seat[] = [
  { jabatan: 'Diaken', jabatan_struktur: 'Sekretaris II', bidang_kemajelisan: 'MPH' },
  { jabatan: 'Diaken', jabatan_struktur: 'Bendahara II', bidang_kemajelisan: 'MPH' },
  { jabatan: 'Diaken', jabatan_struktur: 'Koordinator Bidang', bidang_kemajelisan: 'Diakonia' },
  { jabatan: 'Diaken', jabatan_struktur: 'Koordinator Bidang', bidang_kemajelisan: 'Kesaksian Pelayanan' },
  { jabatan: 'Diaken', jabatan_struktur: 'Anggota', bidang_kemajelisan: 'Diakonia' },
  { jabatan: 'Diaken', jabatan_struktur: 'Anggota', bidang_kemajelisan: 'Kesaksian Pelayanan' },
];
const CONGREGATIONS = [
  'GKJ Girimarto',
  'GKJ Girimarto',
  'GKJ Girimarto Pepanthan Paseban',
  'GKJ Girimarto Pepanthan Sidoharjo',
  'GKJ Girimarto Pepanthan Gemawang',
  'GKJ Girimarto Pepanthan Simpar',
];

export interface CouncilPlan {
  rows: (Insertable<Kemajelisan> & { no_induk_jemaat: string })[];
  /** Register numbers behind the demo accounts. */
  accounts: { admin: string; pendeta: string; inventaris: string; penulis: string };
}

/** Chooses council members and account holders among active adult members, deterministically. */
export function planCouncil(members: Member[], today: string): CouncilPlan {
  const taken = new Set<string>();
  const eligible = (m: Member, minAge: number, maxAge: number) =>
    m.status_bergereja === 'aktif' &&
    m.status_kewargagerejaan === 'Warga Dewasa' &&
    !taken.has(m.no_induk_jemaat) &&
    ageOn(m.tanggal_lahir_jemaat ?? today, today) >= minAge &&
    ageOn(m.tanggal_lahir_jemaat ?? today, today) <= maxAge;
  /** The first member matching the first preference that anyone matches. */
  const take = (...preferences: ((m: Member) => boolean)[]): Member => {
    for (const match of preferences) {
      const found = members.find(match);
      if (found) {
        taken.add(found.no_induk_jemaat);
        return found;
      }
    }
    throw new Error('Data jemaat demo tidak cukup untuk menyusun majelis.');
  };
  const pastor = take((m) => m.nama_jemaat === PASTOR.name);
  // Pastor's family stays out of the council.
  for (const m of members) if (m.alamat_jemaat === pastor.alamat_jemaat) taken.add(m.no_induk_jemaat);

  const seat = (seats: Seat[], startWith: 'Laki-laki' | 'Perempuan') =>
    seats.map((s, i) => {
      const sex = i % 2 === 0 ? startWith : startWith === 'Laki-laki' ? 'Perempuan' : 'Laki-laki';
      const kewargaan = CONGREGATIONS[i];
      const local = (m: Member) => eligible(m, 30, 70) && m.kewargaan === kewargaan;
      const member = take((m) => local(m) && m.jenis_kelamin_jemaat === sex, local);
      return { ...s, ...PERIODE, nama: member.nama_jemaat, no_induk_jemaat: member.no_induk_jemaat };
    });
  const rows = [
    {
      jabatan: 'Pendeta' as const,
      jabatan_struktur: 'Ketua',
      bidang_kemajelisan: 'MPH',
      ...PERIODE,
      nama: PASTOR.title,
      no_induk_jemaat: pastor.no_induk_jemaat,
    },
    ...seat(ELDERS, 'Laki-laki'),
    ...seat(DEACONS, 'Perempuan'),
  ];
  const secretary = rows.find((r) => r.jabatan_struktur === 'Sekretaris I');
  const inventaris = take((m) => eligible(m, 25, 60) && m.jenis_kelamin_jemaat === 'Laki-laki');
  const penulis = take((m) => eligible(m, 18, 40) && m.jenis_kelamin_jemaat === 'Perempuan');
  return {
    rows,
    accounts: {
      admin: secretary?.no_induk_jemaat ?? rows[1].no_induk_jemaat,
      pendeta: pastor.no_induk_jemaat,
      inventaris: inventaris.no_induk_jemaat,
      penulis: penulis.no_induk_jemaat,
    },
  };
}

export async function seedCouncil(db: Db, plan: CouncilPlan, ids: Map<string, number>): Promise<void> {
  await db
    .insertInto('kemajelisan')
    .values(
      plan.rows.map(({ no_induk_jemaat, ...row }) => ({
        ...row,
        id_jemaat: ids.get(no_induk_jemaat) ?? null,
      })),
    )
    .execute();
}

const ROLES = { admin: 1, pendeta: 2, inventaris: 3, penulis: 4 } as const;
/** The demo accounts' usernames, one per role. */
export const DEMO_USERNAMES = Object.keys(ROLES) as (keyof typeof ROLES)[];

export type Usernames = keyof typeof ROLES;

export interface DemoAccount {
  id: number;
  /** What the public sees as the author: the holder's name as the church writes it, with title. */
  nama_tampilan: string;
}

function displayName(username: Usernames, member: Member | undefined): string {
  const nama = member?.nama_jemaat ?? 'Tim Redaksi GKJ Girimarto';
  if (username === 'pendeta') return PASTOR.shortTitle;
  // The admin account is the council's secretary, an elder.
  if (username === 'admin' && member) return `Pnt. ${nama}`;
  return nama;
}

/** The four demo accounts, one per role, each linked to its member. Returns them by username. */
export async function seedAccounts(
  db: Db,
  plan: CouncilPlan,
  members: Member[],
  ids: Map<string, number>,
  passwordHash: string,
): Promise<Record<Usernames, DemoAccount>> {
  const result = {} as Record<Usernames, DemoAccount>;
  for (const [username, id_role] of Object.entries(ROLES) as [Usernames, number][]) {
    const noInduk = plan.accounts[username];
    const member = members.find((m) => m.no_induk_jemaat === noInduk);
    const nama_tampilan = displayName(username, member);
    const inserted = await db
      .insertInto('user')
      .values({
        username_user: username,
        nama_tampilan,
        password_user: passwordHash,
        telp_user: member?.no_telp_jemaat ?? `0812290040${id_role}0`,
        id_jemaat: ids.get(noInduk) ?? null,
        id_role,
      })
      .executeTakeFirstOrThrow();
    result[username] = { id: Number(inserted.insertId), nama_tampilan };
  }
  return result;
}

/** Service leaders from the register: the elders, and young confirmed members as Sunday-school teachers. */
export function scheduleCast(plan: CouncilPlan, members: Member[], today: string): ScheduleCast {
  const elders = plan.rows.filter((r) => r.jabatan === 'Penatua').map((r) => `Pnt. ${r.nama}`);
  const teachers = members
    .filter(
      (m) =>
        m.status_bergereja === 'aktif' &&
        m.status_kewargagerejaan === 'Warga Dewasa' &&
        ageOn(m.tanggal_lahir_jemaat ?? today, today) >= 17 &&
        ageOn(m.tanggal_lahir_jemaat ?? today, today) <= 35,
    )
    .slice(0, 5)
    .map((m) => `Kak ${m.nama_jemaat.split(' ').slice(0, 2).join(' ')}`);
  return { elders, teachers: teachers.length > 0 ? teachers : elders };
}
