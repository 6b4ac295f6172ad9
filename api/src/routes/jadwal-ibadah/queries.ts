import { JADWAL_SORT, type JadwalQuery } from '@gkj/contract';
import type { Db, Lokasi } from '@gkj/db';
import { sql } from 'kysely';
import type { Static } from 'typebox';
import { listRows } from '../../lib/list-query.ts';
import type { AggregateCache } from '../../lib/read-cache.ts';
import { recordKind } from '../../lib/records.ts';

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
export function listJadwal(db: Db, aggregates: AggregateCache, query: Static<typeof JadwalQuery>) {
  return listRows(aggregates, selectJadwal(db), query, {
    search: ['nama_ibadah', 'pemimpin_ibadah', 'tema_ibadah', 'lokasi_ibadah'],
    sort: JADWAL_SORT,
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

/** How far back the calendar feeds reach, so a subscriber's calendar keeps the last weeks' services. */
export const FEED_PAST_DAYS = 30;
/** A bound on one feed's size; at a few dozen services a week it is years ahead. */
export const FEED_LIMIT = 2000;

/** Every church's services from FEED_PAST_DAYS ago on (WIB), soonest first: what the calendar feeds hold. */
export function feedJadwal(db: Db) {
  return selectJadwal(db)
    .where('tanggal_ibadah', '>=', sql<string>`NOW() - INTERVAL ${sql.lit(FEED_PAST_DAYS)} DAY`)
    .orderBy('tanggal_ibadah')
    .orderBy('id_jadwal_ibadah')
    .limit(FEED_LIMIT)
    .execute();
}

/** Schedules as the write module handles them. */
export const JADWAL = recordKind('jadwal_ibadah', findJadwal, 'Jadwal tidak ditemukan.', {
  published: 'jadwal ibadah',
});

function findJadwal(db: Db, id: number) {
  return selectJadwal(db).where('id_jadwal_ibadah', '=', id).executeTakeFirst();
}
