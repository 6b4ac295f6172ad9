import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../src/connection.ts';

/** Tables whose migrated rows every test keeps: the roles and the migrator's own bookkeeping. */
const KEEP = new Set(['role', 'kysely_migration', 'kysely_migration_lock']);

/** What one table holds: its rows, and the id its next insert gets (null: no AUTO_INCREMENT). */
interface TableState {
  rows: Record<string, unknown>[];
  nextId: number | null;
}

/** Every table but KEEP, as it is at one moment (just migrated) or should be (empty). */
export type DatabaseState = ReadonlyMap<string, TableState>;

interface Found {
  name: string;
  nextId: number | null;
  filled: number;
}

/**
 * In one round trip: each table's next id, and whether it has rows. Truncating every table before each
 * test cost half a second (a TRUNCATE recreates the table), so only the tables a test touched are reset.
 */
async function survey(db: Db, tables: Iterable<string>): Promise<Found[]> {
  const filled: RawBuilder<unknown>[] = [...tables].map(
    (table) => sql`SELECT ${table}, NULL, 1 FROM DUAL WHERE EXISTS (SELECT 1 FROM ${sql.table(table)})`,
  );
  const { rows } = await sql<Found>`
    SELECT TABLE_NAME AS name, AUTO_INCREMENT AS nextId, 0 AS filled
      FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()
    UNION ALL ${sql.join(filled, sql` UNION ALL `)}`.execute(db);
  return rows.map((row) => ({ ...row, nextId: row.nextId === null ? null : Number(row.nextId) }));
}

/** The state of every table outside KEEP, rows included. */
export async function captureState(db: Db): Promise<DatabaseState> {
  const tables = (await db.introspection.getTables()).map((table) => table.name).filter((t) => !KEEP.has(t));
  const found = await survey(db, tables);
  const state = new Map<string, TableState>();
  for (const table of tables) {
    const isFilled = found.some((row) => row.name === table && row.filled === 1);
    const { rows } = isFilled
      ? await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(db)
      : { rows: [] };
    const nextId = found.find((row) => row.name === table && row.filled === 0)?.nextId ?? null;
    state.set(table, { rows, nextId });
  }
  return state;
}

/** The same tables, without rows and counting ids from 1 again, as TRUNCATE leaves them. */
export function emptied(state: DatabaseState): DatabaseState {
  return new Map(
    [...state].map(([table, { nextId }]) => [table, { rows: [], nextId: nextId === null ? null : 1 }]),
  );
}

async function insertRows(db: Db, table: string, rows: Record<string, unknown>[]): Promise<void> {
  const columns = Object.keys(rows[0] ?? {});
  const values = rows.map((row) => sql`(${sql.join(columns.map((column) => row[column]))})`);
  await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
    VALUES ${sql.join(values)}`.execute(db);
}

/** Brings the tables that differ from `target` back to it; the others are not touched. */
export async function restoreState(db: Db, target: DatabaseState): Promise<void> {
  const found = await survey(
    db,
    [...target.keys()].filter((table) => target.get(table)?.rows.length === 0),
  );
  const isFilled = new Set(found.filter((row) => row.filled === 1).map((row) => row.name));
  const nextIds = new Map(found.filter((row) => row.filled === 0).map((row) => [row.name, row.nextId]));
  // One connection throughout: the foreign-key switch is per session.
  await db.connection().execute(async (conn) => {
    await sql`SET FOREIGN_KEY_CHECKS = 0`.execute(conn);
    try {
      for (const [table, { rows, nextId }] of target) {
        // Tables that should hold rows are always rewritten: a test may have changed one of them.
        if (isFilled.has(table) || rows.length > 0) await sql`DELETE FROM ${sql.table(table)}`.execute(conn);
        if (rows.length > 0) await insertRows(conn, table, rows);
        if (nextId !== null && nextIds.get(table) !== nextId) {
          await sql`ALTER TABLE ${sql.table(table)} AUTO_INCREMENT = ${sql.lit(nextId)}`.execute(conn);
        }
      }
    } finally {
      await sql`SET FOREIGN_KEY_CHECKS = 1`.execute(conn);
    }
  });
}
