import type { Db } from '@gkj/db';
import { sql } from 'kysely';
import { sharedPlugin } from '../lib/plugin.ts';
import { recordAudit } from './audit.ts';
import type { AppConfig } from './config.ts';
import type { PublisherService } from './publisher.ts';

/**
 * Scheduled publishing: an article, activity or bulletin whose time has come becomes published, once, and the
 * site is rebuilt. Each item is claimed in the database by a conditional UPDATE (status still
 * 'terjadwal'), so of two servers checking at once exactly one publishes it and asks for the build; an
 * item that came due while no server ran is published at the next start. The public reads do not wait
 * for this: they already show a scheduled item once its time has passed (content-workflow.ts).
 */

const TABLES = [
  { table: 'artikel', key: 'id_artikel', published: 'artikel' },
  { table: 'kegiatan_gereja', key: 'id_kegiatan_gereja', published: 'kegiatan' },
  { table: 'warta_jemaat', key: 'id_warta', published: 'warta jemaat' },
] as const;

/** MariaDB's answer when it chose this transaction to give way in a deadlock. */
const DEADLOCK = 1213;

/**
 * Runs one claim in its own transaction. A deadlock with another server claiming the same item means
 * one of them got it: this one did not, and a later check will see the item published.
 */
async function claim(db: Db, work: (trx: Db) => Promise<boolean>): Promise<boolean> {
  try {
    return await db.transaction().setIsolationLevel('read committed').execute(work);
  } catch (error) {
    if ((error as { errno?: number }).errno === DEADLOCK) return false;
    throw error;
  }
}

/** Publishes what is due; answers the reasons given to the publisher, one per item this call claimed. */
export async function publishDueContent(db: Db, publisher: Pick<PublisherService, 'contentChanged'>) {
  const reasons: string[] = [];
  for (const { table, key, published } of TABLES) {
    const due = await sql<{ id: number; terbit_pada: string }>`
      SELECT ${sql.ref(key)} AS id, CAST(terbit_pada AS CHAR) AS terbit_pada FROM ${sql.table(table)}
      WHERE status = 'terjadwal' AND terbit_pada <= NOW()`.execute(db);
    for (const { id, terbit_pada } of due.rows) {
      const claimed = await claim(db, async (trx) => {
        const result = await sql`
          UPDATE ${sql.table(table)} SET status = 'terbit', catatan_tinjauan = NULL
          WHERE ${sql.ref(key)} = ${id} AND status = 'terjadwal' AND terbit_pada <= NOW()`.execute(trx);
        if (Number(result.numAffectedRows) !== 1) return false;
        await recordAudit(trx, {
          user: null,
          aksi: 'publish',
          tabel: table,
          id_record: id,
          perubahan: { status: { dari: 'terjadwal', ke: 'terbit' }, terbit_pada, oleh: 'jadwal' },
        });
        return true;
      });
      if (claimed) reasons.push(`${published} ${id} terbit sesuai jadwal`);
    }
  }
  for (const reason of reasons) await publisher.contentChanged(reason);
  return reasons;
}

/** Checks every SCHEDULE_CHECK_MS (a minute at most), first once the server is ready. */
export const scheduledPublishingPlugin = sharedPlugin<{ config: AppConfig }>(
  'scheduled-publishing',
  async (app, { config }) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    const run = () => {
      // One check at a time in this process; other processes are kept apart by the claim.
      running ??= publishDueContent(app.db, app.publisher)
        .then(
          (reasons) => reasons.length > 0 && app.log.info({ reasons }, 'scheduled content published'),
          (error) => app.log.warn({ err: error }, 'scheduled publishing failed; tried again shortly'),
        )
        .finally(() => {
          running = undefined;
        });
    };
    app.addHook('onReady', async () => {
      run();
      timer = setInterval(run, config.scheduleCheckMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
);
