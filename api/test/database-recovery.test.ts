// The database stops under a running app and comes back: requests answer 503 in Indonesian meanwhile
// (never a 500, never a 401 for a valid token), and the app serves again by itself once it returns.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Db, type PrivateServer, startPrivateServer } from '@gkj/db';
import { freePort } from '@gkj/db/test-support/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { DATABASE_DOWN_MESSAGE } from '../src/plugins/db.ts';
import { appOnPrivateServer } from './support/private-app.ts';
import { bearer } from './support/users.ts';

const DOWN = { message: DATABASE_DOWN_MESSAGE, code: 'DATABASE_UNAVAILABLE' };

const dir = mkdtempSync(path.join(tmpdir(), 'gkj-db-recovery-'));
const dataRoot = path.join(dir, 'mariadb');
let port: number;
let server: PrivateServer;
let app: App;
let token: string;

beforeAll(async () => {
  port = await freePort();
  server = await startPrivateServer(dataRoot, port);
  const fill = (db: Db) =>
    db
      .insertInto('jadwal_ibadah')
      .values({
        nama_ibadah: 'Ibadah Minggu',
        lokasi_ibadah: 'Induk Girimarto',
        tema_ibadah: 'Kasih',
        tanggal_ibadah: '2030-01-06 07:00:00',
        pemimpin_ibadah: 'Pdt. Yohanes',
      })
      .execute();
  // Every read goes to the database: with the read cache on, an answer fetched just before the stop may
  // rightly be served for up to READ_CACHE_MS after it, which is not what this file is about.
  ({ app, token } = await appOnPrivateServer(server, 'gkj_recovery', dir, {
    fill,
    env: { READ_CACHE_MS: '0' },
  }));
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
