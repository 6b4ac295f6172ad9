import type { Report } from '@gkj/contract';

/** One category's line of the report: its total and how many transactions make it. */
export type CategoryLine = Report['pemasukan'][number];
/** One month of the chart. */
export type MonthLine = Report['bulanan'][number];
/** One transaction of the report's detail (when asked for). */
export type DetailLine = NonNullable<Report['rincian']>[number];
