// The demo seed: fills an empty database with believable content for every screen and page.

import type { Db } from '@gkj/db';
import { sql } from 'kysely';
import { seedActivities } from './activities.ts';
import { seedArticles } from './articles/index.ts';
import { bulletinPdf } from './bulletin-pdf.ts';
import { newestBulletinText, type StorePdf, seedBulletins } from './bulletins.ts';
import { planCouncil, scheduleCast, seedAccounts, seedCouncil } from './council.ts';
import { isIsoDate, todayInJakarta } from './dates.ts';
import { seedFinance } from './finance.ts';
import { createDemoImages, type StoreImage } from './images/index.ts';
import { giveEachRecordItsOwnFile } from './own-files.ts';
import { buildMembers } from './people.ts';
import { seedSchedule } from './schedule.ts';
import { seedSite } from './site.ts';

export { bulletinPdf } from './bulletin-pdf.ts';
export type { StoredPdf, StorePdf } from './bulletins.ts';
export { DEMO_USERNAMES } from './council.ts';
export type { StoredImage, StoreImage } from './images/index.ts';

export interface SeedDeps {
  /** The API's image pipeline: re-encodes, makes the variants and returns the stored path and size. */
  storeImage: StoreImage;
  /** The API's PDF store (checks the bytes, keeps them in the bulletins' folder): the demo bulletin's PDF. */
  storePdf: StorePdf;
  /** Copies a stored image under a new name (the API's store), so no two records share a file. */
  copyImage(filePath: string): Promise<string>;
  hashPassword(plain: string): Promise<string>;
  /** The password of all four demo accounts. */
  demoPassword: string;
  /** 'YYYY-MM-DD' in WIB; schedules and activities are placed around it. Default: today in Asia/Jakarta. */
  today?: string;
}

// Tables whose rows mean someone has started using the database (or a seed already ran).
const CONTENT_TABLES = [
  'user',
  'jemaat',
  'pengaturan_situs',
  'gereja',
  'jadwal_ibadah',
  'kegiatan_gereja',
  'artikel',
  'kemajelisan',
  'inventaris',
  'transaksi_keuangan',
] as const;

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  for (const table of CONTENT_TABLES) {
    const row = await db.selectFrom(table).select(sql<number>`1`.as('one')).limit(1).executeTakeFirst();
    if (row) return false;
  }
  return true;
}

/**
 * Seeds the demo content when the database has no users and no content, never in production.
 * Images are stored first (files cannot take part in a transaction); all rows then go in one
 * transaction, so a failure leaves the database empty and the next start simply seeds again.
 */
export async function seedDemo(db: Db, deps: SeedDeps): Promise<{ seeded: boolean }> {
  if (process.env.NODE_ENV === 'production') return { seeded: false };
  if (!(await isDatabaseEmpty(db))) return { seeded: false };
  const today = deps.today ?? todayInJakarta();
  if (!isIsoDate(today)) throw new Error(`Tanggal seed tidak valid: ${today}`);

  const [images, passwordHash, pdf] = await Promise.all([
    createDemoImages(deps.storeImage),
    deps.hashPassword(deps.demoPassword),
    deps.storePdf(bulletinPdf(newestBulletinText(today))),
  ]);
  const members = buildMembers(today);
  const council = planCouncil(members, today);

  try {
    await db.transaction().execute(async (trx) => {
      // First, so a concurrent seed blocks on this row and then fails on the duplicate key.
      await seedSite(trx, images);
      await trx.insertInto('jemaat').values(members).execute();
      const ids = new Map(
        (await trx.selectFrom('jemaat').select(['id_jemaat', 'no_induk_jemaat']).execute()).map((r) => [
          r.no_induk_jemaat ?? '',
          r.id_jemaat,
        ]),
      );
      await seedCouncil(trx, council, ids);
      const authors = await seedAccounts(trx, council, members, ids, passwordHash);
      await seedSchedule(trx, today, scheduleCast(council, members, today));
      const activities = await seedActivities(trx, images, today);
      await seedArticles(trx, { today, images, activities, authors });
      await seedBulletins(trx, today, pdf);
      await seedFinance(trx, today, images.nota);
      await giveEachRecordItsOwnFile(trx, deps.copyImage);
    });
  } catch (error) {
    // Another process seeded meanwhile: its rows won. Any other duplicate is a bug in the seed.
    if (isDuplicateKey(error) && !(await isDatabaseEmpty(db))) return { seeded: false };
    throw error;
  }
  return { seeded: true };
}

function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'ER_DUP_ENTRY';
}
