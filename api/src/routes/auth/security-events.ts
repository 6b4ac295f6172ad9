import type { Db } from '@gkj/db';
import { recordAudit } from '../../plugins/audit.ts';
import type { Delay } from './rate-limit.ts';

/**
 * Security events in the audit log, beside the data changes: sign-ins that succeeded or failed, delays
 * the throttle imposed, passwords changed, reset or wrongly given. Never a password; a failed sign-in's
 * username as typed, cut to 50 characters (someone may type a password into that field), and the address.
 */

type Actor = { id_user: number | null; username_user: string };

const TYPED_MAX = 50;
const typedName = (typed: string): Actor => ({
  id_user: null,
  username_user: [...typed].slice(0, TYPED_MAX).join(''),
});

const DELAY_CAUSES: Record<Delay['kunci'], string> = {
  accountAddress: 'akun dari alamat ini',
  account: 'akun dari banyak alamat',
  address: 'alamat ini ke banyak username',
};

// Of equal waits, the narrowest cause is the one named.
const NARROWEST_FIRST: Delay['kunci'][] = ['accountAddress', 'address', 'account'];

/** A failure that makes the next attempt wait: the longest of the waits now in force. */
async function recordDelay(
  db: Db,
  actor: Actor,
  idRecord: string,
  ip: string,
  delays: Delay[],
): Promise<void> {
  if (delays.length === 0) return;
  const longest = [...delays]
    .sort((a, b) => NARROWEST_FIRST.indexOf(a.kunci) - NARROWEST_FIRST.indexOf(b.kunci))
    .reduce((a, b) => (b.tunggu_detik > a.tunggu_detik ? b : a));
  await recordAudit(db, {
    user: actor,
    aksi: 'throttle',
    tabel: 'user',
    id_record: idRecord,
    perubahan: {
      alamat: ip,
      penyebab: DELAY_CAUSES[longest.kunci],
      jumlah_gagal: longest.jumlah,
      tunggu_detik: longest.tunggu_detik,
    },
  });
}

/** A completed sign-in, with the second factor it took when it took one. */
export async function recordSignIn(
  db: Db,
  user: Actor & { id_user: number },
  ip: string,
  faktor?: 'totp' | 'kode_cadangan',
): Promise<void> {
  await recordAudit(db, {
    user,
    aksi: 'login',
    tabel: 'user',
    id_record: user.id_user,
    perubahan: faktor ? { alamat: ip, faktor_kedua: faktor } : { alamat: ip },
  });
}

export async function recordFailedSignIn(
  db: Db,
  typed: string,
  idUser: number | undefined,
  ip: string,
  delays: Delay[],
  alasan = idUser === undefined ? 'username tidak dikenal' : 'password salah',
): Promise<void> {
  const actor = typedName(typed);
  const idRecord = idUser === undefined ? '-' : String(idUser);
  await recordAudit(db, {
    user: actor,
    aksi: 'login_fail',
    tabel: 'user',
    id_record: idRecord,
    perubahan: { alamat: ip, alasan },
  });
  await recordDelay(db, actor, idRecord, ip, delays);
}

/** A wrong current password given to change one's own: a guess made with the session's token. */
export async function recordWrongCurrentPassword(
  db: Db,
  user: Actor & { id_user: number },
  ip: string,
  delays: Delay[],
): Promise<void> {
  await recordAudit(db, {
    user,
    aksi: 'pw_wrong',
    tabel: 'user',
    id_record: user.id_user,
    perubahan: { alamat: ip },
  });
  await recordDelay(db, user, String(user.id_user), ip, delays);
}
