// The database hangs (its process frozen: no refusal, no reset, just silence) under a running app:
// requests give up after DB_QUERY_TIMEOUT_MS and answer 503 in Indonesian instead of holding their
// connection for as long as the operating system keeps the socket, and the app serves again once the
// database answers.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type PrivateServer, startPrivateServer } from '@gkj/db';
import { freePort } from '@gkj/db/test-support/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { DATABASE_DOWN_MESSAGE } from '../src/plugins/db.ts';
import { appOnPrivateServer } from './support/private-app.ts';
import { bearer } from './support/users.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'gkj-db-frozen-'));
const dataRoot = path.join(dir, 'mariadb');
let server: PrivateServer;
let app: App;
let token: string;
const databasePid = () => Number(readFileSync(path.join(dataRoot, 'mysqld.pid'), 'utf8').trim());

beforeAll(async () => {
  server = await startPrivateServer(dataRoot, await freePort());
  const env = { READ_CACHE_MS: '0', DB_QUERY_TIMEOUT_MS: '1000' };
  ({ app, token } = await appOnPrivateServer(server, 'gkj_frozen', dir, { env }));
}, 120_000);

afterAll(async () => {
  try {
    process.kill(databasePid(), 'SIGCONT');
  } catch {
    // Already running or gone.
  }
  await app?.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('a database that stops answering', () => {
  it('gets 503 with the usual message for every request instead of a wait without end', async () => {
    expect((await app.inject({ url: '/api/jemaat', headers: bearer(token) })).statusCode).toBe(200);
    process.kill(databasePid(), 'SIGSTOP');
    try {
      // More requests than the pool has connections: the later ones wait for a connection, not a query.
      const requests = Array.from({ length: 30 }, (_, i) =>
        app.inject({ url: i % 2 ? '/api/jemaat' : '/api/jadwal-ibadah', headers: bearer(token) }),
      );
      for (const response of await Promise.all(requests)) {
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ message: DATABASE_DOWN_MESSAGE, code: 'DATABASE_UNAVAILABLE' });
      }
    } finally {
      process.kill(databasePid(), 'SIGCONT');
    }
  }, 30_000);

  it('serves again once the database answers', async () => {
    const deadline = Date.now() + 20_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await app.inject({ url: '/api/jemaat', headers: bearer(token) })).statusCode;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => app.inject({ url: '/api/jemaat', headers: bearer(token) })),
    );
    expect(burst.map((response) => response.statusCode)).toEqual(Array(30).fill(200));
  }, 30_000);
});
