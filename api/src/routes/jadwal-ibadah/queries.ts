import type { Db, Lokasi } from '@gkj/db';
import { sql } from 'kysely';
import type { Static } from 'typebox';
import { httpError } from '../../lib/http-error.ts';
import { listRows } from '../../lib/list-query.ts';
import type { JadwalQuery } from './schemas.ts';

export type JadwalValues = {
  tanggal_ibadah: string;
  nama_ibadah: string;
  info_ibadah?: string | null;
  lokasi_ibadah: Lokasi;
  pemimpin_ibadah: string;
  tema_ibadah: string;
};

export const UPCOMING_LIMIT = 20;

function selectJadwal(db: Db) {
  return db
    .selectFrom('jadwal_ibadah')
    .select([
      'id_jadwal_ibadah',
      'nama_ibadah',
      'info_ibadah',
      'lokasi_ibadah',
      'tema_ibadah',
      'tanggal_ibadah',
      'pemimpin_ibadah',
      'updated_at',
    ]);
}

/** Newest first by default: the services being planned sit at the top of the admin list. */
export function listJadwal(db: Db, query: Static<typeof JadwalQuery>) {
  return listRows(db, selectJadwal(db), query, {
    search: ['nama_ibadah', 'pemimpin_ibadah', 'tema_ibadah', 'lokasi_ibadah'],
    sort: {
      tanggal_ibadah: 'tanggal_ibadah',
      nama_ibadah: 'nama_ibadah',
      lokasi_ibadah: 'lokasi_ibadah',
      pemimpin_ibadah: 'pemimpin_ibadah',
      tema_ibadah: 'tema_ibadah',
    },
    defaultSort: 'tanggal_ibadah',
    defaultOrder: 'desc',
    id: 'id_jadwal_ibadah',
  });
}

/** A church's services that have not started yet (WIB, the session's zone), soonest first. */
export function upcomingJadwal(db: Db, lokasi: Lokasi) {
  return selectJadwal(db)
    .where('lokasi_ibadah', '=', lokasi)
    .where('tanggal_ibadah', '>=', sql<string>`NOW()`)
    .orderBy('tanggal_ibadah')
    .orderBy('id_jadwal_ibadah')
    .limit(UPCOMING_LIMIT)
    .execute();
}

export function findJadwal(db: Db, id: number) {
  return selectJadwal(db).where('id_jadwal_ibadah', '=', id).executeTakeFirst();
}

/** The record, or a 404 with the resource's text. */
export async function getJadwal(db: Db, id: number) {
  const row = await findJadwal(db, id);
  if (!row) throw httpError(404, 'Jadwal tidak ditemukan.');
  return row;
}

export async function insertJadwal(db: Db, values: JadwalValues): Promise<number> {
  const result = await db.insertInto('jadwal_ibadah').values(values).executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export async function updateJadwal(db: Db, id: number, values: JadwalValues): Promise<void> {
  await db.updateTable('jadwal_ibadah').set(values).where('id_jadwal_ibadah', '=', id).execute();
}

export async function deleteJadwal(db: Db, id: number): Promise<void> {
  await db.deleteFrom('jadwal_ibadah').where('id_jadwal_ibadah', '=', id).execute();
}
