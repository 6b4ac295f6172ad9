// The table types are generated from the migrated schema (generated/database.ts, `npm run db:types`);
// this file only names what the other packages use.
import type { DB, PengaturanSitus } from './generated/database.ts';

export type * from './generated/database.ts';

/** Every table as Kysely sees it. */
export type Database = DB;

/** The five congregations, as the schema's CHECK constraints allow them. */
export type Lokasi = DB['gereja']['lokasi'];

/**
 * What an audit entry records: a data change, a security event (sign-in, throttle, password, a session
 * ended), or a read or export of a member's personal data.
 */
export type AuditAksi = DB['audit_log']['aksi'];

export type PengaturanSitusTable = PengaturanSitus;
