// Writes the Kysely table types from a migrated database, so they cannot drift from the migrations.
// The generator (kysely-codegen) reads the columns; two things it cannot know come from here:
// - how this project's connection reads values (db/src/connection.ts): DATE, DATETIME and TIMESTAMP as
//   the strings MariaDB sent (`dateStrings`), DECIMAL as numbers (`decimalNumbers`); BIGINT is a number
//   already (`supportBigNumbers` without `bigNumberStrings`: every id and amount fits in 2^53);
// - the enumerations, which the schema writes as `col IN (…)` CHECK constraints rather than ENUM columns,
//   and which a foreign key carries to the referencing column (galeri_gereja.lokasi → gereja.lokasi).
import { sql } from 'kysely';
import {
  type DatabaseMetadata,
  generate,
  MysqlDialect as MysqlCodegenDialect,
  type PostprocessFunction,
} from 'kysely-codegen';
import type { Db } from '../src/connection.ts';

const TYPE_MAPPING = { date: 'string', datetime: 'string', timestamp: 'string', decimal: 'number' };

/** The audit log's JSON column: written as a string, read back as the object it holds. */
const OVERRIDES = {
  columns: {
    'audit_log.perubahan': 'JSONColumnType<Record<string, unknown> | null, string | null, string | null>',
  },
};

/**
 * Checked columns still typed `string`: the API's member filters and forms pass them on as the plain
 * strings their request schemas give. Each leaves this list once its schema carries the enumeration.
 */
const LOOSE_COLUMNS = new Set([
  'jemaat.jenis_kelamin_jemaat',
  'jemaat.status_bergereja',
  'jemaat.status_kewargagerejaan',
  'jemaat.kelompok_usia',
  'kemajelisan.bidang_kemajelisan',
]);

const HEADER = `// Generated from the migrated schema by \`npm run db:types\`: do not edit by hand.
// A test fails when this file and the migrations disagree; db/src/types.ts names what the packages use.
`;

/** `\`col\` in ('a','b')` → ['col', ['a', 'b']]; any other clause (a range, json_valid) → undefined. */
export function parseInList(clause: string): [column: string, values: string[]] | undefined {
  const match = /^`?(\w+)`?\s+in\s*\((.*)\)$/is.exec(clause.trim());
  if (!match) return undefined;
  const values = [...match[2].matchAll(/'((?:[^']|'')*)'/g)].map(([, value]) => value.replaceAll("''", "'"));
  return values.length > 0 ? [match[1], values] : undefined;
}

async function checkedEnumerations(db: Db): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ table_name: string; clause: string }>`
    SELECT tc.TABLE_NAME AS table_name, cc.CHECK_CLAUSE AS clause
    FROM information_schema.TABLE_CONSTRAINTS tc
    JOIN information_schema.CHECK_CONSTRAINTS cc
      ON cc.CONSTRAINT_SCHEMA = tc.CONSTRAINT_SCHEMA AND cc.CONSTRAINT_NAME = tc.CONSTRAINT_NAME
    WHERE tc.TABLE_SCHEMA = DATABASE() AND tc.CONSTRAINT_TYPE = 'CHECK'
  `.execute(db);
  const enumerations = new Map<string, string[]>();
  for (const { table_name, clause } of rows) {
    const parsed = parseInList(clause);
    const column = parsed && `${table_name}.${parsed[0]}`;
    if (column && !LOOSE_COLUMNS.has(column)) enumerations.set(column, parsed[1]);
  }
  const { rows: references } = await sql<{ source: string; target: string }>`
    SELECT CONCAT(TABLE_NAME, '.', COLUMN_NAME) AS source,
      CONCAT(REFERENCED_TABLE_NAME, '.', REFERENCED_COLUMN_NAME) AS target
    FROM information_schema.KEY_COLUMN_USAGE
    WHERE TABLE_SCHEMA = DATABASE() AND REFERENCED_TABLE_NAME IS NOT NULL
  `.execute(db);
  for (const { source, target } of references) {
    const values = enumerations.get(target);
    if (values && !enumerations.has(source)) enumerations.set(source, values);
  }
  return enumerations;
}

/**
 * MariaDB reports a nullable column without a default as having the default NULL, which the generator
 * would mark `Generated`; such a column is optional on insert for being nullable, not for a default.
 */
async function defaultsOfNull(db: Db): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`
    SELECT CONCAT(TABLE_NAME, '.', COLUMN_NAME) AS name FROM information_schema.COLUMNS
    WHERE TABLE_SCHEMA = DATABASE() AND IS_NULLABLE = 'YES' AND (COLUMN_DEFAULT IS NULL OR COLUMN_DEFAULT = 'NULL')
  `.execute(db);
  return new Set(rows.map(({ name }) => name));
}

const withSchemaKnowledge: PostprocessFunction = async ({ db, metadata }): Promise<DatabaseMetadata> => {
  const enumerations = await checkedEnumerations(db);
  const nullDefaults = await defaultsOfNull(db);
  for (const table of metadata.tables) {
    for (const column of table.columns) {
      const name = `${table.name}.${column.name}`;
      column.enumValues = enumerations.get(name) ?? column.enumValues;
      if (nullDefaults.has(name) && !column.isAutoIncrementing) column.hasDefaultValue = false;
    }
  }
  return metadata;
};

/** The source of the generated types file for the database `db` is connected to. */
export async function generateDatabaseTypes(db: Db): Promise<string> {
  const source = await generate({
    db,
    dialect: new MysqlCodegenDialect(),
    outFile: null,
    typeMapping: TYPE_MAPPING,
    overrides: OVERRIDES,
    postprocess: withSchemaKnowledge,
    skipAutogeneratedFileComment: true,
  });
  return HEADER + source;
}
