import type { Db } from '@gkj/db';
import { type RawBuilder, sql } from 'kysely';
import { Type } from 'typebox';
import { cachedAggregate } from '../../lib/read-cache.ts';
import { MemberFilterFields, yearsBefore } from './member-filters.ts';

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

const yesNo = (column: string) => sql`IF(${sql.ref(column)} IS NULL, 'tidak', 'ya')`;

/** The age band of a birth date, by the same date bounds as the list's age filter. */
function ageBand(today: string): RawBuilder<string> {
  const cases = AGE_BANDS.slice(0, -1).map(
    ([label, , to]) => sql`WHEN tanggal_lahir_jemaat > ${yearsBefore(today, Number(to) + 1)} THEN ${label}`,
  );
  const oldest = AGE_BANDS[AGE_BANDS.length - 1][0];
  return sql`CASE WHEN tanggal_lahir_jemaat IS NULL THEN 'tanpa' ${sql.join(cases, sql` `)} ELSE ${oldest} END`;
}

/**
 * Every count of the statistics screen in one statement: a GROUP BY per dimension, joined with
 * UNION ALL, each over the members of `status` ('semua': everyone), but the status dimension,
 * which counts every member so none disappears from the totals.
 */
export async function memberStatistics(db: Db, status: string, today: string) {
  const scope = status === 'semua' ? sql`TRUE` : sql`status_bergereja = ${status}`;
  const grouped = (dimensi: string, nilai: RawBuilder<unknown>, where: RawBuilder<unknown>) =>
    sql`SELECT ${dimensi} AS dimensi, ${nilai} AS nilai, COALESCE(kewargaan, 'tanpa') AS kewargaan,
      COUNT(*) AS jumlah FROM jemaat WHERE ${where} GROUP BY 2, 3`;
  const statement = sql<{ dimensi: string; nilai: string; kewargaan: string; jumlah: number | string }>`
    ${grouped('status', sql`COALESCE(status_bergereja, 'tanpa')`, sql`TRUE`)}
    UNION ALL ${grouped('jenis_kelamin', sql`COALESCE(jenis_kelamin_jemaat, 'tanpa')`, scope)}
    UNION ALL ${grouped('usia', ageBand(today), scope)}
    UNION ALL ${grouped('baptis', yesNo('tanggal_baptis'), scope)}
    UNION ALL ${grouped('sidi', yesNo('tanggal_sidi'), scope)}
    UNION ALL ${grouped('menikah', sql`IF(tanggal_nikah IS NULL AND pasangan IS NULL, 'tidak', 'ya')`, scope)}
    UNION ALL ${grouped(
      'belum_sidi',
      sql`'ya'`,
      sql`${scope} AND tanggal_sidi IS NULL AND tanggal_lahir_jemaat <= ${yearsBefore(today, SIDI_AGE)}`,
    )}`;
  const rows = await cachedAggregate(db, { compile: () => statement.compile(db) }, async () => {
    const result = await statement.execute(db);
    return result.rows;
  });
  const baris = rows
    .map((row) => ({ ...row, nilai: String(row.nilai), jumlah: Number(row.jumlah) }))
    .sort((a, b) =>
      a.dimensi === b.dimensi ? a.kewargaan.localeCompare(b.kewargaan) || a.nilai.localeCompare(b.nilai) : 0,
    );
  return { tanggal: today, status, baris };
}
