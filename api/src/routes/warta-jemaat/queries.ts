import { WARTA_SORT, type WartaQuery } from '@gkj/contract';
import type { Db } from '@gkj/db';
import type { Static } from 'typebox';
import {
  type ContentViewer,
  isPublic,
  type StatusValues,
  seenBy,
  statusOf,
} from '../../lib/content-workflow.ts';
import { listRows } from '../../lib/list-query.ts';
import type { AggregateCache } from '../../lib/read-cache.ts';
import { recordKind } from '../../lib/records.ts';

export const WARTA_NOT_FOUND = 'Warta jemaat tidak ditemukan.';

/** The columns a save writes. */
export interface WartaValues extends StatusValues {
  tanggal_warta: string;
  judul_warta: string;
  isi_warta: string | null;
  berkas_pdf: string | null;
  berkas_pdf_ukuran: number | null;
}

const SUMMARY_COLUMNS = [
  'id_warta',
  'tanggal_warta',
  'judul_warta',
  'berkas_pdf',
  'berkas_pdf_ukuran',
  'updated_at',
  'status',
  'terbit_pada',
  'catatan_tinjauan',
] as const;

/** A page of bulletins (without their text) as the viewer may see them: the newest Sunday first. */
export function listWarta(
  db: Db,
  aggregates: AggregateCache,
  query: Static<typeof WartaQuery>,
  viewer: ContentViewer,
) {
  const select = seenBy(db.selectFrom('warta_jemaat').select(SUMMARY_COLUMNS), viewer, {
    status: query.status,
  });
  return listRows(aggregates, select, query, {
    search: ['judul_warta'],
    sort: WARTA_SORT,
    defaultSort: 'tanggal_warta',
    defaultOrder: 'desc',
    id: 'id_warta',
  });
}

/** One bulletin with its text, whatever its status unless a viewer says what they may see. */
export function findWarta(db: Db, id: number, viewer: ContentViewer = { sees: 'all' }) {
  return seenBy(db.selectFrom('warta_jemaat').select([...SUMMARY_COLUMNS, 'isi_warta']), viewer)
    .where('id_warta', '=', id)
    .executeTakeFirst();
}

/** Every public bulletin with its text, newest first: the site build and its feeds read these. */
export function allWarta(db: Db) {
  return db
    .selectFrom('warta_jemaat')
    .select([...SUMMARY_COLUMNS, 'isi_warta'])
    .where(isPublic())
    .orderBy('tanggal_warta', 'desc')
    .orderBy('id_warta', 'desc')
    .execute();
}

/** The date of the bulletin a stored PDF belongs to (its download name), or undefined for an unknown file. */
export async function pdfOwner(db: Db, filePath: string) {
  return db
    .selectFrom('warta_jemaat')
    .select('tanggal_warta')
    .where('berkas_pdf', '=', filePath)
    .executeTakeFirst();
}

/** The fields a revision keeps, and restoring one writes back: the text, not the PDF (a file is not kept). */
export const WARTA_REVISION_FIELDS = ['tanggal_warta', 'judul_warta', 'isi_warta'] as const;

type WartaRow = NonNullable<Awaited<ReturnType<typeof findWarta>>>;

function wartaRevision(row: WartaRow) {
  const fields = Object.fromEntries(WARTA_REVISION_FIELDS.map((field) => [field, row[field]]));
  return { table: 'warta_jemaat' as const, fields, status: statusOf(row) };
}

/** Bulletins as the write module handles them; a bulletin's PDF goes with it. */
export const WARTA = recordKind('warta_jemaat', (db: Db, id: number) => findWarta(db, id), WARTA_NOT_FOUND, {
  published: 'warta jemaat',
  files: (row) => [row.berkas_pdf],
  deletedAudit: ({ tanggal_warta, judul_warta, berkas_pdf }) => ({ tanggal_warta, judul_warta, berkas_pdf }),
  revision: wartaRevision,
});
