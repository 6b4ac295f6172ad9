import type { Db } from '@gkj/db';
import { recordAudit } from '../../plugins/audit.ts';

type Actor = { id_user: number; username_user: string };
type TwoFactorAksi = 'mfa_on' | 'mfa_off' | 'mfa_codes' | 'mfa_reset';

/**
 * A second factor turned on, off, given new recovery codes (by its owner), or reset by an admin (`target`:
 * whose). Security events in the audit log; never a secret or a code.
 */
export async function recordTwoFactorEvent(
  db: Db,
  actor: Actor,
  aksi: TwoFactorAksi,
  ip: string,
  target?: { id: number; username_user: string },
): Promise<void> {
  await recordAudit(db, {
    user: actor,
    aksi,
    tabel: 'user',
    id_record: target?.id ?? actor.id_user,
    perubahan: target ? { username_user: target.username_user, alamat: ip } : { alamat: ip },
  });
}
