// Behind a reverse proxy the client address is the first hop the trusted proxies did not add: a client
// that sends its own X-Forwarded-For cannot choose its address, so the per-address sign-in limit holds.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/plugins/config.ts';
import { FREE_FAILURES } from '../src/routes/auth/rate-limit.ts';
import { emptyDatabase, testApp } from './support/app.ts';

const PROXY = '127.0.0.1';
const CLIENT = '203.0.113.9';

function attempt(
  app: Awaited<ReturnType<typeof testApp>>['app'],
  spoofed: string,
  username: string,
  innerHops: readonly string[],
) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username_user: username, password: 'salah-sekali' },
    remoteAddress: PROXY,
    // What the client sent, then what the outermost proxy appended (the address it saw), then what each
    // further proxy on the way appended.
    headers: { 'x-forwarded-for': [spoofed, CLIENT, ...innerHops].join(', ') },
  });
}

/** `innerHops`: the addresses of proxies between the outermost one and the one that connects to us. */
async function limitHolds(env: Record<string, string>, innerHops: readonly string[] = []) {
  const ctx = await testApp(env);
  try {
    await emptyDatabase(ctx.db);
    for (let i = 0; i < FREE_FAILURES.address; i++) {
      expect((await attempt(ctx.app, `198.51.100.${i}`, `tamu${i}`, innerHops)).statusCode).toBe(401);
    }
    // The wait runs from the latest failure: as if it had just happened, however slow this machine is.
    await ctx.db.updateTable('login_failure').set({ terakhir: sql<string>`NOW(3)` }).execute();
    const blocked = await attempt(ctx.app, '198.51.100.250', 'tamu-lain', innerHops);
    expect(blocked.statusCode).toBe(429);
    // The address recorded for the failures is the client's, neither a proxy's nor the one it made up.
    const logged = await ctx.db
      .selectFrom('audit_log')
      .select('perubahan')
      .where('aksi', '=', 'login_fail')
      .execute();
    expect(new Set(logged.map((row) => (row.perubahan as { alamat: string }).alamat))).toEqual(
      new Set([CLIENT]),
    );
  } finally {
    await ctx.close();
  }
}

// Each case makes twenty refused sign-ins, each hashing a password: seconds when quiet, more beside the
// browser tests, hence a minute each.
describe('TRUST_PROXY', () => {
  it('with one proxy in front (on, or 1), takes the address that proxy saw', async () => {
    await limitHolds({ TRUST_PROXY: 'on' });
    await limitHolds({ TRUST_PROXY: '1' });
  }, 60_000);

  it('with two proxies in front (a CDN, then a local one), takes the address the outer one saw', async () => {
    await limitHolds({ TRUST_PROXY: '2' }, ['192.0.2.44']);
  }, 60_000);

  it('with the list of proxy addresses, takes the first address not in it', async () => {
    await limitHolds({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' });
  }, 60_000);

  it('refuses a value it cannot read, in Indonesian', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'mungkin' })).toThrow(/TRUST_PROXY harus/);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });
});
