// The database stops under a running app and comes back: requests answer 503 in Indonesian meanwhile
// (never a 500, never a 401 for a valid token), and the app serves again by itself once it returns.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, ensureDatabase, migrateToLatest, type PrivateServer, startPrivateServer } from '@gkj/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../db/test-support/free-port.ts';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/plugins/config.ts';
import { DATABASE_DOWN_MESSAGE } from '../src/plugins/db.ts';
import { TEST_JWT_SECRET } from './support/app.ts';
import { bearer, createUser } from './support/users.ts';

const DOWN = { message: DATABASE_DOWN_MESSAGE };

const dir = mkdtempSync(path.join(tmpdir(), 'gkj-db-recovery-'));
const dataRoot = path.join(dir, 'mariadb');
let port: number;
let server: PrivateServer;
let app: App;
let token: string;

beforeAll(async () => {
  port = await freePort();
  server = await startPrivateServer(dataRoot, port);
  await ensureDatabase(server.url, 'gkj_recovery');
  const databaseUrl = `${server.url}/gkj_recovery`;
  const setup = createDb(databaseUrl);
  try {
    await migrateToLatest(setup);
    await setup
      .insertInto('jadwal_ibadah')
      .values({
        nama_ibadah: 'Ibadah Minggu',
        lokasi_ibadah: 'Induk Girimarto',
        tema_ibadah: 'Kasih',
        tanggal_ibadah: '2030-01-06 07:00:00',
        pemimpin_ibadah: 'Pdt. Yohanes',
      })
      .execute();
  } finally {
    await setup.destroy();
  }
  // The app opens its own pool from DATABASE_URL, as in production (no injected database).
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: TEST_JWT_SECRET,
    UPLOAD_DIR: path.join(dir, 'uploads'),
    SITE_DIR: path.join(dir, 'site'),
    ADMIN_DIR: path.join(dir, 'admin'),
    PUBLISH: 'off',
  });
  app = await buildApp(config, { logger: false });
  token = await app.issueToken(await createUser(app.db, 'admin'));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const read = () => app.inject({ url: '/api/jadwal-ibadah/1' });
const signedInRead = () => app.inject({ url: '/api/jemaat', headers: bearer(token) });
const write = (nama: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/jadwal-ibadah/1',
    headers: bearer(token),
    payload: {
      nama_ibadah: nama,
      lokasi_ibadah: 'Induk Girimarto',
      tema_ibadah: 'Kasih',
      tanggal_ibadah: '2030-01-06 07:00',
      pemimpin_ibadah: 'Pdt. Yohanes',
    },
  });

describe('the database stops and returns under a running app', () => {
  it('serves while the database is up', async () => {
    expect((await read()).statusCode).toBe(200);
    expect((await signedInRead()).statusCode).toBe(200);
    expect((await write('Ibadah Pagi')).statusCode).toBe(200);
  });

  it('answers 503 in Indonesian for reads, signed-in calls, writes and sign-in while it is down', async () => {
    // Requests already under way when it stops end as 200 or 503, never as another failure.
    const inFlight = Array.from({ length: 20 }, (_, i) => (i % 2 ? read() : signedInRead()));
    await server.stop();
    for (const response of await Promise.all(inFlight)) expect([200, 503]).toContain(response.statusCode);

    for (const response of [await read(), await signedInRead(), await write('Ibadah Sore')]) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(DOWN);
    }
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username_user: 'admin', password: 'rahasia-123' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual(DOWN);
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'ok', database: 'down' });
  }, 60_000);

  it('recovers by itself once the database is back: same token, no restart of the app', async () => {
    server = await startPrivateServer(dataRoot, port);
    // The pool drops its dead connections and opens new ones; allow the server a moment to accept.
    const deadline = Date.now() + 20_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await read()).statusCode;
      if (status === 200) break;
      expect(status).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
    expect((await signedInRead()).statusCode).toBe(200);
    const saved = await write('Ibadah Malam');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.nama_ibadah).toBe('Ibadah Malam');
    // Every connection of the pool works again, not just the first one tried.
    const burst = await Promise.all(Array.from({ length: 30 }, () => read()));
    expect(burst.map((response) => response.statusCode)).toEqual(Array(30).fill(200));
    expect((await app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'ok' });
  }, 60_000);
});
