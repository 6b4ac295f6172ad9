// The request log as production writes it (the app's own logger options, every level): each request is
// logged with its method, address and status, and no password, hash or token ever reaches a line, whether
// it came in a sign-in, a header, a password change, a refused body or a failed request, and headers or
// bodies a route might log are censored by the logger's own settings.
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/plugins/security.ts';
import { emptyDatabase, testApp } from './support/app.ts';
import { bearer, createUser, login } from './support/users.ts';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const base = await testApp();
const options = loggerOptions({ ...base.config, logLevel: 'trace' }, false) as Record<string, unknown>;
await base.close();
const ctx = await testApp({}, { logger: { ...options, stream } });
const { app, db } = ctx;
afterAll(ctx.close);

describe('the request log', () => {
  it('records every request and never a secret', async () => {
    await emptyDatabase(db);
    const user = await createUser(db, 'admin', { username: 'pencatat', password: 'rahasia-masuk-1' });
    const signedIn = await login(app, user.username_user, 'rahasia-masuk-1');
    expect(signedIn.statusCode).toBe(200);
    const token: string = signedIn.json().token;
    expect((await login(app, user.username_user, 'tebakan-salah-2')).statusCode).toBe(401);
    const other: string = (await login(app, user.username_user, 'rahasia-masuk-1')).json().token;
    expect((await app.inject({ url: '/api/profile', headers: bearer(token) })).statusCode).toBe(200);
    const changeTo = (password: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/profile/password',
        headers: bearer(token),
        payload: { password_lama: 'rahasia-masuk-1', password },
      });
    const tooShort = await changeTo('pendek3');
    expect(tooShort.statusCode).toBe(400);
    const changed = await changeTo('rahasia-baru-4');
    expect(changed.statusCode).toBe(200);
    // The other session ended with the change: its token is refused, and still not written down.
    expect((await app.inject({ url: '/api/profile', headers: bearer(other) })).statusCode).toBe(401);
    const { password_user: hash } = await db
      .selectFrom('user')
      .select('password_user')
      .where('id_user', '=', user.id_user)
      .executeTakeFirstOrThrow();

    // What a route could log by mistake, a request's headers or a body, is censored by the logger itself.
    app.log.info(
      {
        headers: { authorization: `Bearer ${token}` },
        body: { password: 'rahasia-baru-4', password_user: hash },
      },
      'uji sensor',
    );
    const censored = JSON.parse(lines.find((line) => line.includes('uji sensor')) ?? '{}');
    expect(censored).toMatchObject({
      headers: { authorization: '[disembunyikan]' },
      body: { password: '[disembunyikan]', password_user: '[disembunyikan]' },
    });

    const log = lines.join('\n');
    for (const secret of [
      'rahasia-masuk-1',
      'tebakan-salah-2',
      'pendek3',
      'rahasia-baru-4',
      token,
      other,
      hash,
    ]) {
      expect(log, secret.slice(0, 12)).not.toContain(secret);
    }
    const entries = lines.map((line) => JSON.parse(line));
    const requests = entries.filter((entry) => entry.msg === 'incoming request').map((entry) => entry.req);
    expect(requests.map((req) => `${req.method} ${req.url}`)).toEqual([
      'POST /api/login',
      'POST /api/login',
      'POST /api/login',
      'GET /api/profile',
      'PUT /api/profile/password',
      'PUT /api/profile/password',
      'GET /api/profile',
    ]);
    const statuses = entries
      .filter((entry) => entry.msg === 'request completed')
      .map((entry) => entry.res.statusCode);
    expect(statuses).toEqual([200, 401, 200, 200, 400, 200, 401]);
  });
});

describe('the log on a terminal', () => {
  it('is one readable line per event for a developer, and JSON for a service or in production', () => {
    const pretty = loggerOptions(base.config, true) as { transport?: { target: string } };
    expect(pretty.transport?.target).toBe('pino-pretty');
    expect(import.meta.resolve('pino-pretty')).toMatch(/pino-pretty/);
    expect((loggerOptions(base.config, false) as { transport?: unknown }).transport).toBeUndefined();
    const production = loggerOptions({ ...base.config, production: true }, true) as { transport?: unknown };
    expect(production.transport).toBeUndefined();
  });
});
