// The bench's own databases on the project's private MariaDB (or DATABASE_URL's server): a demo-size one
// (the demo seed) and a large one (the demo seed plus bulk rows up to the sizes). Both are dropped
// and made again on every run, from fixed seeds; images are a few dozen demo pictures copied per record.

import path from 'node:path';
import { createImageStore, createStorage, hashPassword, type ImageStore } from '@gkj/api';
import { EDITORIAL_BYLINE } from '@gkj/api/byline';
import type { Database } from '@gkj/db';
import {
  createDb,
  type Db,
  dropDatabase,
  ensureDatabase,
  migrateToLatest,
  openDatabaseServer,
} from '@gkj/db';
import { seedDemo } from '@gkj/seed';
import { createRandom } from '@gkj/seed/random';
import type { Insertable } from 'kysely';
import { activityRows, articleRows, memberRows, scheduleRows, transactionRows } from './data-rows.ts';

export const TARGETS = { artikel: 2000, kegiatan: 1000, jemaat: 20_000, transaksi: 50_000, jadwal: 2000 };
export const DEMO_PASSWORD = 'girimarto';
const CHUNK = 1000;

/** The bench's image store: its own folders under the work folder, whatever STORAGE says (it reads files from disk). */
export function benchImages(workDir: string): ImageStore {
  return createImageStore(
    createStorage({
      uploadDir: path.join(workDir, 'uploads'),
      privateUploadDir: path.join(workDir, 'private-uploads'),
      s3: undefined,
    }),
  );
}

export function openBenchServer(projectRoot: string) {
  return openDatabaseServer({ projectRoot, folder: 'mariadb-bench', port: 3309 });
}

async function insertChunks<T extends keyof Database>(db: Db, table: T, rows: Insertable<Database[T]>[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    // Kysely cannot relate a generic table to its row type; the parameter type already checks the rows.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

/** Runs `work` over the items with at most `limit` at a time, keeping the order of the results. */
async function mapLimit<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i]);
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

const count = async (db: Db, table: keyof Database) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Adds rows up to TARGETS: activities with 1–3 photos, articles (most with an image), members, money. */
async function addBulk(db: Db, images: ImageStore, today: string): Promise<void> {
  const random = createRandom(20_260_101);
  const articles = await db.selectFrom('artikel').select('isi_artikel').execute();
  const corpus = articles.flatMap((a) => a.isi_artikel.split('\n\n')).filter((p) => p.length > 40);
  const pictures = await db.selectFrom('gambar_kegiatan').select(['file_path', 'width', 'height']).execute();
  const authors = (
    await db
      .selectFrom('user')
      .select(['id_user as id', 'nama_tampilan'])
      .where('id_role', 'in', [1, 2, 4])
      .execute()
  ).map((a) => ({ id: a.id, byline: a.nama_tampilan || EDITORIAL_BYLINE }));
  const copy = (picture: (typeof pictures)[number]) => images.copyImage(picture.file_path);

  const firstActivity = (await count(db, 'kegiatan_gereja')) + 1;
  await insertChunks(
    db,
    'kegiatan_gereja',
    activityRows(random, TARGETS.kegiatan - firstActivity + 1, today, corpus),
  );
  const activityIds = (
    await db
      .selectFrom('kegiatan_gereja')
      .select('id_kegiatan_gereja')
      .orderBy('id_kegiatan_gereja')
      .offset(firstActivity - 1)
      .limit(TARGETS.kegiatan)
      .execute()
  ).map((row) => row.id_kegiatan_gereja);
  const photoPlan = activityIds.flatMap((id) =>
    Array.from({ length: random.int(1, 3) }, (_, i) => ({ id, i, picture: random.pick(pictures) })),
  );
  const photoPaths = await mapLimit(photoPlan, 16, (p) => copy(p.picture));
  await insertChunks(
    db,
    'gambar_kegiatan',
    photoPlan.map((p, n) => ({
      id_kegiatan_gereja: p.id,
      nama_gambar_kegiatan: `foto-${p.id}-${p.i + 1}.jpg`,
      file_path: photoPaths[n],
      width: p.picture.width,
      height: p.picture.height,
      is_thumbnail: p.i === 0 ? 1 : 0,
    })),
  );

  const rows = articleRows(random, TARGETS.artikel - articles.length, today, corpus, authors);
  const withImage = rows.map(() => (random.chance(0.85) ? random.pick(pictures) : null));
  const articlePaths = await mapLimit(withImage, 16, async (p) => (p ? copy(p) : null));
  await insertChunks(
    db,
    'artikel',
    rows.map((row, n) => ({
      ...row,
      id_kegiatan_gereja: row.jenis_artikel === 'kegiatan' ? random.pick(activityIds) : null,
      gambar_artikel: articlePaths[n],
      gambar_artikel_width: withImage[n]?.width ?? null,
      gambar_artikel_height: withImage[n]?.height ?? null,
    })),
  );

  const members = await count(db, 'jemaat');
  await insertChunks(db, 'jemaat', memberRows(random, TARGETS.jemaat - members, members + 1));
  const money = await count(db, 'transaksi_keuangan');
  await insertChunks(db, 'transaksi_keuangan', transactionRows(random, TARGETS.transaksi - money, today));
  const leaders = (await db.selectFrom('kemajelisan').select('nama').execute()).map((r) => r.nama);
  const services = await count(db, 'jadwal_ibadah');
  await insertChunks(db, 'jadwal_ibadah', scheduleRows(random, TARGETS.jadwal - services, today, leaders));
}

export interface BenchData {
  databaseUrl: string;
  seconds: number;
  counts: Record<'artikel' | 'kegiatan' | 'gambar_kegiatan' | 'jemaat' | 'transaksi' | 'jadwal', number>;
}

/** A fresh database `name` on the server: migrated, demo-seeded and, when `large`, filled up to TARGETS. */
export async function createBenchData(
  serverUrl: string,
  name: string,
  options: { large: boolean; images: ImageStore; today: string },
): Promise<BenchData> {
  const started = performance.now();
  await dropDatabase(serverUrl, name);
  await ensureDatabase(serverUrl, name);
  const databaseUrl = `${serverUrl}/${name}`;
  const db = createDb(databaseUrl);
  try {
    await migrateToLatest(db);
    await seedDemo(db, {
      storeImage: options.images.storeImage,
      storePdf: options.images.storePdf,
      copyImage: options.images.copyImage,
      hashPassword,
      demoPassword: DEMO_PASSWORD,
      today: options.today,
    });
    if (options.large) await addBulk(db, options.images, options.today);
    return {
      databaseUrl,
      seconds: (performance.now() - started) / 1000,
      counts: {
        artikel: await count(db, 'artikel'),
        kegiatan: await count(db, 'kegiatan_gereja'),
        gambar_kegiatan: await count(db, 'gambar_kegiatan'),
        jemaat: await count(db, 'jemaat'),
        transaksi: await count(db, 'transaksi_keuangan'),
        jadwal: await count(db, 'jadwal_ibadah'),
      },
    };
  } finally {
    await db.destroy();
  }
}
