// The logical dump of the database through the project's own query layer: every table's rows as JSON
// lines, read in one consistent snapshot, and loaded back table by table.
import type { Db } from '@gkj/db';
import { type Kysely, sql } from 'kysely';

/** Kysely's own bookkeeping: a restore migrates first, so these come from the target, checked against the manifest. */
export const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/** Rows per archive entry: bounds the memory a large table needs on both sides. */
export const ROWS_PER_CHUNK = 2000;

export interface TableInfo {
  name: string;
  rows: number;
  /** The next id the table would give out (kept so ids of deleted records are never reused). */
  autoIncrement: number | null;
}

// Tables are named at run time, so the typed schema cannot help here.
// biome-ignore lint/suspicious/noExplicitAny: dynamic table names
const untyped = (db: Db) => db as unknown as Kysely<any>;

/** A value as JSON: Buffers (no column holds one today) travel as base64. */
function encodeValue(value: unknown): unknown {
  return Buffer.isBuffer(value) ? { $base64: value.toString('base64') } : value;
}

function decodeValue(value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const encoded = (value as { $base64?: unknown }).$base64;
    // A JSON column read back as an object (MySQL) is written back as its text.
    return typeof encoded === 'string' ? Buffer.from(encoded, 'base64') : JSON.stringify(value);
  }
  return value;
}

export const encodeRow = (row: Record<string, unknown>) =>
  JSON.stringify(Object.fromEntries(Object.entries(row).map(([key, value]) => [key, encodeValue(value)])));

export const decodeRow = (line: string) =>
  Object.fromEntries(
    Object.entries(JSON.parse(line) as Record<string, unknown>).map(([key, value]) => [
      key,
      decodeValue(value),
    ]),
  );

/** The data tables of the current database, in name order, without the migrator's own. */
export async function dataTables(db: Db): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables
    .map((table) => table.name)
    .filter((name) => !MIGRATION_TABLES.has(name))
    .sort();
}

async function primaryKey(db: Db, table: string): Promise<string[]> {
  const { rows } = await sql<{ COLUMN_NAME: string }>`
    SELECT COLUMN_NAME FROM information_schema.KEY_COLUMN_USAGE
    WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ${table} AND CONSTRAINT_NAME = 'PRIMARY'
    ORDER BY ORDINAL_POSITION`.execute(db);
  return rows.map((row) => row.COLUMN_NAME);
}

export async function autoIncrementOf(db: Db, table: string): Promise<number | null> {
  const { rows } = await sql<{ AUTO_INCREMENT: number | string | null }>`
    SELECT AUTO_INCREMENT FROM information_schema.TABLES
    WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ${table}`.execute(db);
  const value = rows[0]?.AUTO_INCREMENT;
  return value === null || value === undefined ? null : Number(value);
}

/** How many rows each table holds in the snapshot of `trx`. */
export async function tableInfo(trx: Db, tables: string[]): Promise<TableInfo[]> {
  const info: TableInfo[] = [];
  for (const name of tables) {
    const { rows } = await sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM ${sql.table(name)}`.execute(
      trx,
    );
    info.push({ name, rows: Number(rows[0].n), autoIncrement: await autoIncrementOf(trx, name) });
  }
  return info;
}

/** A table's rows in key order, in chunks of JSON lines. */
export async function* tableChunks(trx: Db, table: string): AsyncGenerator<string> {
  let query = untyped(trx).selectFrom(table).selectAll();
  for (const column of await primaryKey(trx, table)) query = query.orderBy(column);
  let lines: string[] = [];
  for await (const row of query.stream(500)) {
    lines.push(encodeRow(row as Record<string, unknown>));
    if (lines.length === ROWS_PER_CHUNK) {
      yield `${lines.join('\n')}\n`;
      lines = [];
    }
  }
  if (lines.length > 0) yield `${lines.join('\n')}\n`;
}

/** Rows per INSERT, kept under the server's packet limit even for long article bodies. */
const INSERT_BYTES = 1_000_000;

/**
 * Loads one table: its old rows out, the archived ones in, in one transaction with foreign keys
 * unchecked (tables arrive in name order, not in reference order; the snapshot they come from was
 * consistent). `chunks` are the table's JSON-line chunks in archive order.
 */
export async function loadTable(db: Db, table: string, chunks: AsyncIterable<string>): Promise<number> {
  const trx = await db.startTransaction().execute();
  let count = 0;
  try {
    await sql`SET FOREIGN_KEY_CHECKS = 0`.execute(trx);
    await sql`DELETE FROM ${sql.table(table)}`.execute(trx);
    let batch: Record<string, unknown>[] = [];
    let bytes = 0;
    const flush = async () => {
      if (batch.length > 0) await untyped(trx).insertInto(table).values(batch).execute();
      count += batch.length;
      batch = [];
      bytes = 0;
    };
    for await (const chunk of chunks) {
      for (const line of chunk.split('\n')) {
        if (!line) continue;
        batch.push(decodeRow(line));
        bytes += line.length;
        if (bytes >= INSERT_BYTES) await flush();
      }
    }
    await flush();
    await sql`SET FOREIGN_KEY_CHECKS = 1`.execute(trx);
    await trx.commit().execute();
  } catch (error) {
    // The switch belongs to the pooled connection, not to the transaction: put it back first.
    await sql`SET FOREIGN_KEY_CHECKS = 1`.execute(trx).catch(() => {});
    await trx
      .rollback()
      .execute()
      .catch(() => {});
    throw error;
  }
  return count;
}

/** Gives the table its archived next id (DDL: run after the load committed). */
export async function setAutoIncrement(db: Db, table: string, next: number | null): Promise<void> {
  if (next === null) return;
  await sql`ALTER TABLE ${sql.table(table)} AUTO_INCREMENT = ${sql.raw(String(Math.trunc(next)))}`.execute(
    db,
  );
}
