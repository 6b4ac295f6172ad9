import { JABATAN, type Jabatan, MAJELIS_SORT, type MajelisQuery } from '@gkj/contract';
import type { Db } from '@gkj/db';
import type { Static } from 'typebox';
import { listRows } from '../../lib/list-query.ts';
import type { AggregateCache } from '../../lib/read-cache.ts';
import { recordKind } from '../../lib/records.ts';

export type MajelisValues = {
  id_jemaat: number | null;
  nama: string;
  jabatan: Jabatan;
  jabatan_struktur: string | null;
  bidang_kemajelisan: string | null;
  periode_mulai: string | null;
  periode_selesai: string | null;
};

/** '2023–2027' (en dash), an ellipsis for a missing end; null when no date is known. */
export function periodeOf(row: { periode_mulai: string | null; periode_selesai: string | null }) {
  const start = row.periode_mulai?.slice(0, 4);
  const end = row.periode_selesai?.slice(0, 4);
  return start || end ? `${start ?? '…'}–${end ?? '…'}` : null;
}

function selectMajelis(db: Db) {
  return db
    .selectFrom('kemajelisan as k')
    .leftJoin('jemaat as j', 'j.id_jemaat', 'k.id_jemaat')
    .select([
      'k.id_kemajelisan',
      'k.nama',
      'k.jabatan',
      'k.jabatan_struktur',
      'k.bidang_kemajelisan',
      'k.periode_mulai',
      'k.periode_selesai',
      'k.updated_at',
      'k.id_jemaat',
      'j.nama_jemaat',
    ]);
}

type MajelisRow = Awaited<ReturnType<ReturnType<typeof selectMajelis>['executeTakeFirstOrThrow']>>;

/** The answer row; the member link is left out unless the caller may read the member register. */
export function present(row: MajelisRow, withMember: boolean) {
  const { id_jemaat, nama_jemaat, ...rest } = row;
  const publicRow = { ...rest, periode: periodeOf(row) };
  return withMember ? { ...publicRow, id_jemaat, nama_jemaat } : publicRow;
}

export async function listMajelis(
  db: Db,
  aggregates: AggregateCache,
  query: Static<typeof MajelisQuery>,
  withMember: boolean,
) {
  const result = await listRows(aggregates, selectMajelis(db), query, {
    search: ['k.nama', 'k.jabatan', 'k.bidang_kemajelisan'],
    sort: MAJELIS_SORT,
    defaultSort: 'nama',
    id: 'k.id_kemajelisan',
  });
  return { data: result.data.map((row) => present(row, withMember)), total: result.total };
}

function findMajelis(db: Db, id: number) {
  return selectMajelis(db).where('k.id_kemajelisan', '=', id).executeTakeFirst();
}

/** Council seats as the write module handles them. */
export const MAJELIS = recordKind('kemajelisan', findMajelis, 'Data majelis tidak ditemukan.', {
  published: 'kemajelisan',
  deletedAudit: ({ nama, jabatan }) => ({ nama, jabatan }),
});

/** The council by office, for /struktur-kemajelisan: the newest period first, then in order of entry. */
export async function strukturMajelis(db: Db) {
  const rows = await selectMajelis(db)
    .orderBy('k.periode_mulai', 'desc')
    .orderBy('k.id_kemajelisan', 'asc')
    .execute();
  const groups = Object.fromEntries(JABATAN.map((jabatan) => [jabatan, [] as ReturnType<typeof present>[]]));
  for (const row of rows) groups[row.jabatan]?.push(present(row, false));
  return groups as Record<Jabatan, ReturnType<typeof present>[]>;
}

export async function namaJemaat(db: Db, idJemaat: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('jemaat')
    .select('nama_jemaat')
    .where('id_jemaat', '=', idJemaat)
    .executeTakeFirst();
  return row?.nama_jemaat;
}
