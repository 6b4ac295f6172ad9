import type { AuditAksi, Db } from '@gkj/db';
import type { AuthUser } from './auth.ts';

/**
 * Data changes, as the 'Riwayat Perubahan' screen's 'Perubahan data' filter shows them; a restored
 * revision rewrites the record's fields as an edit does.
 */
export const DATA_AKSI = ['create', 'update', 'delete', 'restore'] as const satisfies readonly AuditAksi[];
/** Security events, its 'Keamanan' filter: sign-ins, delays the throttle imposed, passwords, second factors. */
export const SECURITY_AKSI = [
  'login',
  'login_fail',
  'throttle',
  'pw_change',
  'pw_reset',
  'pw_wrong',
  'session_end',
  'mfa_on',
  'mfa_off',
  'mfa_reset',
  'mfa_codes',
] as const satisfies readonly AuditAksi[];
/** Reads and exports of a member's personal data (UU PDP), its 'Akses data pribadi' filter. */
export const ACCESS_AKSI = ['read', 'export'] as const satisfies readonly AuditAksi[];

export interface AuditEntry {
  /**
   * The signed-in user who made the change (null for system changes). For a failed sign-in: no id, and
   * the username as typed (cut to the column's 50 characters).
   */
  user: { id_user: number | null; username_user: AuthUser['username_user'] } | null;
  aksi: AuditAksi;
  tabel: string;
  id_record: string | number;
  /** What changed, e.g. the new record, or `{ before, after }`. Password fields never reach the log. */
  perubahan?: object | null;
}

const SECRET_KEY = /password/i;

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_KEY.test(key))
      .map(([key, inner]) => [key, withoutSecrets(inner)]),
  );
}

/**
 * Records who changed what. Pass the transaction of the write (`trx`), so the entry commits or
 * rolls back with the change it describes.
 */
export async function recordAudit(executor: Db, entry: AuditEntry): Promise<void> {
  const perubahan = entry.perubahan ? JSON.stringify(withoutSecrets(entry.perubahan)) : null;
  await executor
    .insertInto('audit_log')
    .values({
      id_user: entry.user?.id_user ?? null,
      username: entry.user?.username_user ?? null,
      aksi: entry.aksi,
      tabel: entry.tabel,
      id_record: String(entry.id_record),
      perubahan,
    })
    .execute();
}
