// The private MariaDB of `npm start` and `npm test`: the app signs in as its own user with a generated
// password kept beside the data (0600), allowed the project's databases only; root answers only through
// the socket, with its own generated password. A second start finds everything as it was, and a command run
// beside it finds its address.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureDatabase } from '../src/connection.ts';
import {
  bufferPoolMb,
  type PrivateServer,
  runningPrivateServerUrl,
  startPrivateServer,
} from '../src/private-server.ts';
import { freePort } from '../test-support/free-port.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'gkj-private-server-'));
let server: PrivateServer | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const refused = (options: Parameters<typeof createConnection>[0]) =>
  createConnection({ ...options, connectTimeout: 5_000 }).then(
    async (connection) => {
      await connection.end();
      return false;
    },
    () => true,
  );

describe('MARIADB_BUFFER_POOL_MB', () => {
  it('is a whole number of MB, at least 8, or the default 128', () => {
    expect(bufferPoolMb(undefined)).toBe(128);
    expect(bufferPoolMb(' ')).toBe(128);
    expect(bufferPoolMb('32')).toBe(32);
    for (const bad of ['4', '32M', '1.5', 'banyak']) {
      expect(() => bufferPoolMb(bad)).toThrow(/MARIADB_BUFFER_POOL_MB harus bilangan bulat MB/);
    }
  });
});

describe('the private database server', () => {
  it('gives the app its own password-protected user and keeps root off the network', async () => {
    const port = await freePort();
    server = await startPrivateServer(dir, port);
    const url = new URL(server.url);
    expect(url.username).toBe('gkj');
    expect(url.password).toMatch(/^[0-9a-f]{48}$/);
    expect(statSync(path.join(dir, 'credentials.json')).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);

    // The project's databases work as before; others are not the app's.
    await ensureDatabase(server.url, 'gkj_rahasia_test');
    await expect(ensureDatabase(server.url, 'lain_sekali')).rejects.toThrow();
    // Root over TCP, with or without a password, is gone; so is the app user without its password.
    expect(await refused({ host: '127.0.0.1', port, user: 'root' })).toBe(true);
    expect(await refused({ host: '127.0.0.1', port, user: 'root', password: url.password })).toBe(true);
    expect(await refused({ host: '127.0.0.1', port, user: 'gkj' })).toBe(true);

    await server.stop();
    // A small server's setting reaches the restarted server's configuration.
    process.env.MARIADB_BUFFER_POOL_MB = '16';
    try {
      server = await startPrivateServer(dir, port);
    } finally {
      delete process.env.MARIADB_BUFFER_POOL_MB;
    }
    expect(server.url).toBe(url.toString().replace(/\/$/, ''));
    const connection = await createConnection(server.url);
    const [rows] = await connection.query('SELECT @@innodb_buffer_pool_size AS size');
    await connection.end();
    expect(Number((rows as { size: number }[])[0].size)).toBe(16 * 1024 * 1024);
    await ensureDatabase(server.url, 'gkj_rahasia_test');
    // A command run beside it (backup, site build) signs in as the app does.
    expect(runningPrivateServerUrl(dir, port)).toBe(server.url);
  }, 120_000);
});
