// Scheduled publishing with real server processes: two servers on one database publish a due article
// once and ask the static host's deploy hook for one rebuild; a server started after the time publishes
// what came due while none ran, once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyDatabase, workerDatabase } from './support/app.ts';
import { type LocalServer, localServer } from './support/publisher-helpers.ts';
import { type ServerProcess, serverProcesses, sharedFolders } from './support/server-processes.ts';

const { db, url } = await workerDatabase();
const servers = serverProcesses();
let hook: LocalServer;
let dir: string;

beforeAll(async () => {
  hook = await localServer(() => ({ status: 200 }));
});
afterAll(() => hook.close());
beforeEach(async () => {
  await emptyDatabase(db);
  hook.requests.length = 0;
  dir = mkdtempSync(path.join(tmpdir(), 'gkj-schedule-'));
  return async () => {
    await servers.stopAll();
    rmSync(dir, { recursive: true, force: true });
  };
});

/** One API server process on its own port, checking schedules every 200 ms; answers when it is up. */
function startServer(): Promise<ServerProcess> {
  return servers.start({
    DATABASE_URL: url,
    ...sharedFolders(dir),
    PUBLISH: 'on',
    PUBLISH_DEBOUNCE_MS: '100',
    REBUILD_HOOK_URL: `${hook.url}/deploy`,
    SCHEDULE_CHECK_MS: '200',
    READ_CACHE_MS: '0',
  });
}

/** A scheduled article, due `seconds` from now (negative: already due). */
async function scheduled(seconds: number): Promise<number> {
  const result = await db
    .insertInto('artikel')
    .values({
      judul_artikel: 'Ibadah Malam Natal',
      jenis_artikel: 'berita',
      isi_artikel: 'Pukul 19.00 di gereja induk.',
      author: 'Tim Redaksi',
      status: 'terjadwal',
      terbit_pada: sql<string>`NOW() + INTERVAL ${seconds} SECOND`,
    })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

const status = async (id: number) =>
  (await db.selectFrom('artikel').select('status').where('id_artikel', '=', id).executeTakeFirstOrThrow())
    .status;
const publishSteps = () =>
  db.selectFrom('audit_log').select('id_record').where('aksi', '=', 'publish').execute();
const deploys = () => hook.requests.filter((request) => request.url === '/deploy').length;
const buildStates = async () =>
  (await db.selectFrom('site_build').select('status').execute()).map((b) => b.status);
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

describe('scheduled publishing across server processes', () => {
  it('publishes once and rebuilds once with two servers running', async () => {
    await Promise.all([startServer(), startServer()]);
    const id = await scheduled(2);
    expect(await status(id)).toBe('terjadwal');
    await expect.poll(() => status(id), { timeout: 10_000, interval: 100 }).toBe('terbit');
    await expect.poll(deploys, { timeout: 10_000, interval: 100 }).toBe(1);
    await settle();
    expect(deploys()).toBe(1);
    expect(await publishSteps()).toEqual([{ id_record: String(id) }]);
  }, 60_000);

  it('publishes what came due while no server ran when one starts, once, across a restart', async () => {
    const id = await scheduled(-30);
    const first = await startServer();
    await expect.poll(() => status(id), { timeout: 10_000, interval: 100 }).toBe('terbit');
    await expect.poll(deploys, { timeout: 10_000, interval: 100 }).toBe(1);
    // Stopped once its build is recorded (a build a stop interrupts is owed again, by design).
    await expect.poll(buildStates, { timeout: 10_000, interval: 100 }).toEqual(['live']);
    await first.stop();
    await startServer();
    await settle();
    expect(deploys()).toBe(1);
    expect(await publishSteps()).toHaveLength(1);
  }, 60_000);
});
