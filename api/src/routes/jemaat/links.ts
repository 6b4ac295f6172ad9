import type { Db } from '@gkj/db';
import { httpError } from '../../lib/http-error.ts';
import { periodeOf } from '../kemajelisan/queries.ts';
import { lockJemaat } from './queries.ts';

/**
 * What points at a member: council entries (kemajelisan.id_jemaat) and user accounts (user.id_jemaat).
 * Their foreign keys would set the link to null on a delete, leaving a council entry that names a
 * member the register no longer has and an account the user form cannot save without a member; so a
 * member with links is not deleted (409) and the screens offer changing the status instead.
 *
 * `lock`: read with FOR UPDATE, inside the delete's transaction, so no link appears between the
 * check and the delete (the member row is locked first; a new link's foreign key check waits on it).
 */
export async function jemaatLinks(db: Db, idJemaat: number, lock = false) {
  let majelis = db
    .selectFrom('kemajelisan')
    .select(['id_kemajelisan', 'jabatan', 'periode_mulai', 'periode_selesai'])
    .where('id_jemaat', '=', idJemaat)
    .orderBy('periode_mulai')
    .orderBy('id_kemajelisan');
  let pengguna = db
    .selectFrom('user')
    .select(['id_user', 'username_user'])
    .where('id_jemaat', '=', idJemaat)
    .orderBy('username_user');
  if (lock) {
    majelis = majelis.forUpdate();
    pengguna = pengguna.forUpdate();
  }
  const [councilRows, users] = await Promise.all([majelis.execute(), pengguna.execute()]);
  const council = councilRows.map((row) => ({
    id_kemajelisan: row.id_kemajelisan,
    jabatan: row.jabatan,
    periode: periodeOf(row),
  }));
  return { majelis: council, pengguna: users, keterangan: linksSentence(council, users) };
}

const inOrder = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} dan ${items.at(-1)}`;

/** 'Jemaat ini tercatat sebagai majelis (Penatua, 2024–2029) dan terhubung ke akun pengguna penulis.' */
function linksSentence(
  majelis: { jabatan: string; periode: string | null }[],
  pengguna: { username_user: string }[],
): string | null {
  const parts: string[] = [];
  if (majelis.length > 0) {
    const terms = majelis.map((row) => (row.periode ? `${row.jabatan}, ${row.periode}` : row.jabatan));
    parts.push(`tercatat sebagai majelis (${terms.join('; ')})`);
  }
  if (pengguna.length > 0) {
    const names = inOrder(pengguna.map((user) => user.username_user));
    parts.push(`terhubung ke akun pengguna ${names}`);
  }
  return parts.length > 0 ? `Jemaat ini ${parts.join(' dan ')}.` : null;
}

/** The refusal of a delete while links exist: what is linked, and what to do instead. */
export function linkedRefusal(keterangan: string): string {
  return `${keterangan} Data ini tidak dapat dihapus: ubah status bergerejanya, atau lepaskan keterkaitan itu terlebih dahulu.`;
}

/**
 * Inside a delete's or an erasure's transaction: locks the member, then refuses (409, with `refusal` of
 * what is linked) while a council seat or an account points at them. Locked first, so no new link slips
 * in between the check and the change.
 */
export async function lockUnlinked(
  db: Db,
  idJemaat: number,
  refusal: (keterangan: string) => string,
): Promise<void> {
  await lockJemaat(db, idJemaat);
  const { keterangan } = await jemaatLinks(db, idJemaat, true);
  if (keterangan) throw httpError(409, refusal(keterangan));
}
