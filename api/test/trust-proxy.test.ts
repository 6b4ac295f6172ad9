// Behind a reverse proxy the client address is the first hop the trusted proxies did not add: a client
// that sends its own X-Forwarded-For cannot choose its address, so the per-address sign-in limit holds.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/plugins/config.ts';
import { FREE_FAILURES } from '../src/routes/auth/rate-limit.ts';
import { emptyDatabase, testApp } from './support/app.ts';

const PROXY = '127.0.0.1';
const CLIENT = '203.0.113.9';

function attempt(app: Awaited<ReturnType<typeof testApp>>['app'], spoofed: string, username: string) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username_user: username, password: 'salah-sekali' },
    remoteAddress: PROXY,
    // What the client sent, then what our proxy appended: the address it saw.
    headers: { 'x-forwarded-for': `${spoofed}, ${CLIENT}` },
  });
}

async function limitHolds(env: Record<string, string>) {
  const ctx = await testApp(env);
  try {
    await emptyDatabase(ctx.db);
    for (let i = 0; i < FREE_FAILURES.address; i++) {
      expect((await attempt(ctx.app, `198.51.100.${i}`, `tamu${i}`)).statusCode).toBe(401);
    }
    // The wait runs from the latest failure: as if it had just happened, however slow this machine is.
    await ctx.db.updateTable('login_failure').set({ terakhir: sql<string>`NOW(3)` }).execute();
    const blocked = await attempt(ctx.app, '198.51.100.250', 'tamu-lain');
    expect(blocked.statusCode).toBe(429);
  } finally {
    await ctx.close();
  }
}

describe('TRUST_PROXY', () => {
  it('with one proxy in front (on, or 1), takes the address that proxy saw', async () => {
    await limitHolds({ TRUST_PROXY: 'on' });
    await limitHolds({ TRUST_PROXY: '1' });
  });

  it('with the list of proxy addresses, takes the first address not in it', async () => {
    await limitHolds({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' });
  });

  it('refuses a value it cannot read, in Indonesian', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'mungkin' })).toThrow(/TRUST_PROXY harus/);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });
});
