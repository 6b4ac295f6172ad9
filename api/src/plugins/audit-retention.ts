import type { Db } from '@gkj/db';
import { sql } from 'kysely';
import { sharedPlugin } from '../lib/plugin.ts';
import type { AppConfig } from './config.ts';

/** Audit entries of these tables quote personal data (members; accounts' phones and names). */
const PERSONAL_TABLES = ['jemaat', 'user'];
const DAY_MS = 24 * 60 * 60 * 1000;
export const RETAINED_NOTE = { retensi: 'nilai dihapus setelah masa simpan' };

/**
 * Removes the values of personal data from audit entries older than the retention period; who changed
 * which record, and when, stays. Returns how many entries it cleared. Safe to run on several instances.
 */
export async function applyAuditRetention(db: Db, retentionDays: number): Promise<number> {
  const result = await db
    .updateTable('audit_log')
    .set({ perubahan: JSON.stringify(RETAINED_NOTE) })
    .where('tabel', 'in', PERSONAL_TABLES)
    .where('created_at', '<', sql<string>`NOW(3) - INTERVAL ${sql.lit(retentionDays)} DAY`)
    .where('perubahan', 'is not', null)
    .where(sql<boolean>`JSON_EXTRACT(perubahan, '$.retensi') IS NULL`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Runs the retention once the server is up, then daily (UU PDP: personal data kept no longer than needed). */
export const auditRetentionPlugin = sharedPlugin<{ config: AppConfig }>(
  'audit-retention',
  async (app, { config }) => {
    let timer: NodeJS.Timeout | undefined;
    const run = () =>
      applyAuditRetention(app.db, config.auditRetentionDays).then(
        (cleared) => cleared > 0 && app.log.info({ cleared }, 'audit retention applied'),
        (error) => app.log.warn({ err: error }, 'audit retention failed; tried again tomorrow'),
      );
    app.addHook('onReady', async () => {
      void run();
      timer = setInterval(run, DAY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
);
