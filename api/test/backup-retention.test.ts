// The nightly backup's rotation: the newest backup of each of the last 7 days, 4 ISO weeks and 12 months is
// kept, everything older goes, and no other file in the folder is ever touched.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { backupsToDelete, parseBackupName, pruneBackups } from '@gkj/scripts/backup/retention';
import { describe, expect, it } from 'vitest';

const nameOf = (date: Date, time = '023000') =>
  `gkj-girimarto-${date.toISOString().slice(0, 10).replaceAll('-', '')}-${time}.tar.gz`;

/** One backup a night at 02:30 for `days` nights, the newest on `last`. */
function nightly(days: number, last = new Date(Date.UTC(2026, 10, 25))): string[] {
  return Array.from({ length: days }, (_, i) => nameOf(new Date(last.getTime() - i * 86_400_000)));
}

const kept = (names: string[]) => {
  const doomed = new Set(backupsToDelete(names));
  return names.filter((name) => !doomed.has(name));
};

describe('backup rotation', () => {
  it('after two years of nightly backups keeps 7 daily, 4 weekly and 12 monthly ones', () => {
    // Nightly up to Wednesday 25 November 2026.
    const left = kept(nightly(730)).map((name) => parseBackupName(name)?.day);
    const daily = [
      '2026-11-25',
      '2026-11-24',
      '2026-11-23',
      '2026-11-22',
      '2026-11-21',
      '2026-11-20',
      '2026-11-19',
    ];
    // The newest of ISO weeks 48 and 47 are among the daily ones (25 and 22 November); 46 and 45 are Sundays.
    const weekly = ['2026-11-15', '2026-11-08'];
    // The newest of each month back to December 2025; November's is the daily 25th.
    const monthly = [
      '2026-10-31',
      '2026-09-30',
      '2026-08-31',
      '2026-07-31',
      '2026-06-30',
      '2026-05-31',
      '2026-04-30',
      '2026-03-31',
      '2026-02-28',
      '2026-01-31',
      '2025-12-31',
    ];
    expect(left).toEqual([...daily, ...weekly, ...monthly]);
  });

  it('keeps the newest backup of a day when there are several', () => {
    const day = new Date(Date.UTC(2026, 10, 25));
    const names = [nameOf(day, '023000'), nameOf(day, '140000'), nameOf(day, '090000')];
    expect(backupsToDelete(names).sort()).toEqual([nameOf(day, '023000'), nameOf(day, '090000')].sort());
  });

  it('counts weeks as ISO weeks across a year end', () => {
    // Thursday 1 January 2026 belongs to week 1 of 2026; Monday 29 December 2025 too.
    expect(parseBackupName('gkj-girimarto-20251229-023000.tar.gz')?.week).toBe('2026-W01');
    expect(parseBackupName('gkj-girimarto-20251228-023000.tar.gz')?.week).toBe('2025-W52');
  });

  it('keeps everything while there are fewer backups than periods', () => {
    expect(backupsToDelete(nightly(5))).toEqual([]);
  });

  it('deletes from the folder only backups it rotated out, never other files', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'gkj-backups-'));
    try {
      const names = nightly(60);
      for (const name of [...names, 'catatan.txt', 'gkj-girimarto-manual.tar.gz']) {
        writeFileSync(path.join(folder, name), 'x');
      }
      const removed = pruneBackups(folder);
      expect(removed.length).toBeGreaterThan(30);
      const left = readdirSync(folder);
      expect(left).toContain('catatan.txt');
      expect(left).toContain('gkj-girimarto-manual.tar.gz');
      expect(left).toContain(names[0]);
      for (const name of removed) expect(left).not.toContain(name);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
