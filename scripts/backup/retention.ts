import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Which backups to keep: the newest of each of the last 7 days, of the last 4 weeks (ISO weeks, Monday
 * first) and of the last 12 months (grandfather–father–son). Days, weeks and months count only periods
 * that have a backup, so a server that was off for a fortnight still keeps 7 daily ones.
 */
export const KEEP = { daily: 7, weekly: 4, monthly: 12 } as const;

/** A backup file as `npm run backup` names it: gkj-girimarto-YYYYMMDD-HHMMSS.tar.gz (local time). */
const NAME = /^gkj-girimarto-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.tar\.gz$/;

export interface Backup {
  name: string;
  /** The backup's time as written in its name, compared as text (YYYYMMDDHHMMSS). */
  stamp: string;
  day: string;
  week: string;
  month: string;
}

/** The ISO week of a calendar date, as 'YYYY-Www' (the year is the week's, which may differ at New Year). */
function isoWeek(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

export function parseBackupName(name: string): Backup | undefined {
  const match = NAME.exec(name);
  if (!match) return undefined;
  const [, y, m, d, hh, mm, ss] = match;
  return {
    name,
    stamp: `${y}${m}${d}${hh}${mm}${ss}`,
    day: `${y}-${m}-${d}`,
    week: isoWeek(Number(y), Number(m), Number(d)),
    month: `${y}-${m}`,
  };
}

/** The names to delete among `names`; files not named like a backup are never touched. */
export function backupsToDelete(names: readonly string[]): string[] {
  const backups = names
    .map(parseBackupName)
    .filter((backup): backup is Backup => backup !== undefined)
    .sort((a, b) => b.stamp.localeCompare(a.stamp));
  const keep = new Set<string>();
  for (const [period, count] of [
    ['day', KEEP.daily],
    ['week', KEEP.weekly],
    ['month', KEEP.monthly],
  ] as const) {
    const seen = new Set<string>();
    for (const backup of backups) {
      if (seen.has(backup[period])) continue;
      if (seen.size === count) break;
      seen.add(backup[period]);
      keep.add(backup.name);
    }
  }
  return backups.filter((backup) => !keep.has(backup.name)).map((backup) => backup.name);
}

/** Deletes the backups in `folder` that the rotation no longer keeps; returns their names. */
export function pruneBackups(folder: string): string[] {
  const doomed = backupsToDelete(readdirSync(folder));
  for (const name of doomed) rmSync(path.join(folder, name), { force: true });
  return doomed;
}
