import { MemberFilterFields } from '@gkj/contract';
import type { Db } from '@gkj/db';
import { type RawBuilder, sql } from 'kysely';
import { Type } from 'typebox';
import { type AggregateCache, cachedAggregate } from '../../lib/read-cache.ts';
import { yearsBefore } from './member-filters.ts';

/** The age bands of the statistics: [label, from, to (inclusive; none = open)]. */
export const AGE_BANDS = [
  ['0-12', 0, 12],
  ['13-17', 13, 17],
  ['18-35', 18, 35],
  ['36-59', 36, 59],
  ['60+', 60, undefined],
] as const;

/** The age from which a member is expected to have made their confession (sidi). */
export const SIDI_AGE = 17;

export const StatisticsQuery = Type.Object({ status: MemberFilterFields.status });

export const Statistics = Type.Object({
  /** The WIB date the ages are counted on. */
  tanggal: Type.String(),
  /** The status the counts (but those of `status` itself) are limited to. */
  status: Type.String(),
  /**
   * One count per dimension, value and congregation: dimensi status, jenis_kelamin, usia, baptis,
   * sidi, menikah, belum_sidi (not sidi at SIDI_AGE or older; nilai 'ya'). 'tanpa': left blank.
   */
  baris: Type.Array(
    Type.Object({
      dimensi: Type.String(),
      nilai: Type.String(),
      kewargaan: Type.String(),
      jumlah: Type.Integer(),
    }),
  ),
});

/** A count column: how many of the group's members `condition` holds for. */
const countIf = (condition: RawBuilder<unknown>, alias: string) => sql`SUM(${condition})`.as(alias);

/** Each dimension's values as count columns: [dimensi, nilai, SQL condition]. */
function valueColumns(today: string): [string, string, RawBuilder<unknown>][] {
  const born = (years: number) => yearsBefore(today, years);
  const bands: [string, string, RawBuilder<unknown>][] = AGE_BANDS.map(([label, from, to]) => [
    'usia',
    label,
    to === undefined
      ? sql`tanggal_lahir_jemaat <= ${born(from)}`
      : sql`tanggal_lahir_jemaat <= ${born(from)} AND tanggal_lahir_jemaat > ${born(Number(to) + 1)}`,
  ]);
  const married = sql`(tanggal_nikah IS NOT NULL OR pasangan IS NOT NULL)`;
  return [
    ['jenis_kelamin', 'Laki-laki', sql`jenis_kelamin_jemaat = 'Laki-laki'`],
    ['jenis_kelamin', 'Perempuan', sql`jenis_kelamin_jemaat = 'Perempuan'`],
    ['jenis_kelamin', 'tanpa', sql`jenis_kelamin_jemaat IS NULL`],
    ...bands,
    ['usia', 'tanpa', sql`tanggal_lahir_jemaat IS NULL`],
    ['baptis', 'ya', sql`tanggal_baptis IS NOT NULL`],
    ['baptis', 'tidak', sql`tanggal_baptis IS NULL`],
    ['sidi', 'ya', sql`tanggal_sidi IS NOT NULL`],
    ['sidi', 'tidak', sql`tanggal_sidi IS NULL`],
    ['menikah', 'ya', married],
    ['menikah', 'tidak', sql`NOT ${married}`],
    ['belum_sidi', 'ya', sql`tanggal_sidi IS NULL AND tanggal_lahir_jemaat <= ${born(SIDI_AGE)}`],
  ];
}

/**
 * Every count of the statistics screen in one pass over the members: a GROUP BY congregation and status
 * with one SUM per dimension value (the bands by the same date bounds as the list's age filter). The
 * status dimension counts every member; the others those of `status` ('semua': everyone), which only
 * adds up the status groups' sums.
 */
export async function memberStatistics(db: Db, aggregates: AggregateCache, status: string, today: string) {
  const columns = valueColumns(today);
  const statement = db
    .selectFrom('jemaat')
    .select([
      sql<string>`COALESCE(kewargaan, 'tanpa')`.as('kewargaan'),
      sql<string>`COALESCE(status_bergereja, 'tanpa')`.as('status'),
      sql<number>`COUNT(*)`.as('jumlah'),
      ...columns.map(([, , condition], index) => countIf(condition, `c${index}`)),
    ])
    .groupBy(['kewargaan', 'status_bergereja']);
  const groups = (await cachedAggregate(aggregates, statement, () => statement.execute())) as Record<
    string,
    unknown
  >[];
  const counts = new Map<string, { dimensi: string; nilai: string; kewargaan: string; jumlah: number }>();
  const add = (dimensi: string, nilai: string, kewargaan: string, jumlah: number) => {
    const key = `${dimensi}\u0000${nilai}\u0000${kewargaan}`;
    const row = counts.get(key) ?? { dimensi, nilai, kewargaan, jumlah: 0 };
    row.jumlah += jumlah;
    counts.set(key, row);
  };
  for (const group of groups) {
    const kewargaan = String(group.kewargaan);
    add('status', String(group.status), kewargaan, Number(group.jumlah));
    if (status !== 'semua' && group.status !== status) continue;
    for (const [index, [dimensi, nilai]] of columns.entries()) {
      add(dimensi, nilai, kewargaan, Number(group[`c${index}`] ?? 0));
    }
  }
  const baris = [...counts.values()]
    .filter((row) => row.jumlah > 0)
    .sort((a, b) =>
      a.dimensi === b.dimensi ? a.kewargaan.localeCompare(b.kewargaan) || a.nilai.localeCompare(b.nilai) : 0,
    );
  return { tanggal: today, status, baris };
}
