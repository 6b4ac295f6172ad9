// REBUILD_HOOK_URL mode end to end: a write through the API makes the publisher post to a static host's
// deploy hook (a local test server) and record the answer in `site_build`.
import { existsSync } from 'node:fs';
import { liveLink } from '@gkj/site-release';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyDatabase, testApp } from './support/app.ts';
import { localServer, waitFor } from './support/publisher-helpers.ts';
import { bearer, tokenFor } from './support/users.ts';

const savedBackoff = process.env.REBUILD_HOOK_BACKOFF_MS;
process.env.REBUILD_HOOK_BACKOFF_MS = '50';
let failing = 0;
const host = await localServer(() =>
  failing-- > 0 ? { status: 502 } : { status: 200, body: { job: 'ok' } },
);
const ctx = await testApp({
  PUBLISH: 'on',
  PUBLISH_DEBOUNCE_MS: '100',
  REBUILD_HOOK_URL: `${host.url}/deploy`,
});
const { app, db, config } = ctx;
await app.listen({ port: 0, host: '127.0.0.1' });

afterAll(async () => {
  if (savedBackoff === undefined) delete process.env.REBUILD_HOOK_BACKOFF_MS;
  else process.env.REBUILD_HOOK_BACKOFF_MS = savedBackoff;
  await ctx.close();
  await host.close();
});
beforeEach(async () => {
  await emptyDatabase(db);
  host.requests.length = 0;
});

async function requestRebuild(): Promise<void> {
  const { token } = await tokenFor(app, 'admin');
  const response = await app.inject({
    method: 'POST',
    url: '/api/site-build',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(202);
}

const finished = () =>
  waitFor('the build to finish', async () => {
    const row = await db.selectFrom('site_build').selectAll().orderBy('id_build', 'desc').executeTakeFirst();
    return (row?.status === 'live' || row?.status === 'failed') && row;
  });

describe('the deploy hook mode', () => {
  it('posts { pemicu, id_build } to the hook instead of building, and records it live', async () => {
    failing = 1;
    await requestRebuild();
    const row = await finished();
    expect(row).toMatchObject({ status: 'live', rilis: null, halaman: null, error: null });
    expect(host.requests).toHaveLength(2);
    expect(JSON.parse(host.requests[1].body)).toEqual({ pemicu: row.pemicu, id_build: row.id_build });
    expect(row.pemicu).toMatch(/^Diminta manual oleh /);
    expect(existsSync(liveLink(config.siteDir))).toBe(false);
  });

  it('records a failure after three tries', async () => {
    failing = 3;
    await requestRebuild();
    const row = await finished();
    expect(row.status).toBe('failed');
    expect(row.error).toContain('Deploy hook gagal setelah 3 percobaan');
    expect(host.requests).toHaveLength(3);
  });
});
