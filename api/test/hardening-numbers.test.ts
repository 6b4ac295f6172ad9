import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/plugins/security.ts';
import { MAX_BODY_DEPTH } from '../src/plugins/validation.ts';
import { expectRefusal } from './support/answers.ts';
import { emptyDatabase, testApp } from './support/app.ts';
import { multipart } from './support/images.ts';
import { bearer, createUser } from './support/users.ts';

// Numbers that JavaScript reads but no id or page is ('Infinity', '1e400', '0x10', ' 7'), and bodies nested
// deeper than any form: on every route they are refused with a 4xx and an Indonesian message, never a 500
// (which also wrote a stack trace and the full SQL to the log). A failed query's log line names its codes,
// never its SQL or the values in it.

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const base = await testApp();
const options = loggerOptions(base.config, false) as Record<string, unknown>;
await base.close();
const ctx = await testApp({}, { logger: { ...options, stream } });
afterAll(ctx.close);

// A query the database refuses, with a personal value bound in (added before the first request).
const SECRET_NAME = 'Budi Rahasia Santoso';
ctx.app.get('/api/test-broken-query', { config: { access: 'public' } }, async () => {
  await ctx.db
    .selectFrom('jemaat')
    .select('id_jemaat')
    .where('nama_jemaat', '=', SECRET_NAME)
    .where(({ fn }) => fn('tidak_ada_fungsi', ['nama_jemaat']), '=', 1 as never)
    .execute();
  return {};
});

let admin: Record<string, string>;
beforeAll(async () => {
  await emptyDatabase(ctx.db);
  admin = bearer(await ctx.app.issueToken(await createUser(ctx.db, 'admin')));
});

const NOT_NUMBERS = ['Infinity', '-Infinity', '1e400', '1e3', '0x10', '%207', 'NaN'];
const routes = () => ctx.app.routeAccess.filter((r) => r.url.startsWith('/api/') && !r.url.includes('test-'));

function expectRefused(status: number, body: string, where: string) {
  expect(status, where).toBeGreaterThanOrEqual(400);
  expect(status, where).toBeLessThan(500);
  expect(JSON.parse(body).message, where).toMatch(/\S/);
}

describe('ids that are not decimal digits', () => {
  it('answer 404 on every route with an :id, for every method', async () => {
    const withId = routes().filter((r) => r.url.includes(':id'));
    expect(withId.length).toBeGreaterThan(20);
    for (const route of withId) {
      for (const id of NOT_NUMBERS) {
        const url = route.url.replace(':id', id);
        const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers: admin,
          payload,
        });
        expect(response.statusCode, `${route.method} ${url}`).toBe(404);
      }
    }
  });
});

describe('paging values that are not decimal digits', () => {
  it('answer 400 with a message on every list', async () => {
    const lists = routes().filter(
      (r) => r.method === 'GET' && JSON.stringify(r.schema?.querystring ?? {}).includes('"page"'),
    );
    expect(lists.length).toBeGreaterThan(5);
    for (const route of lists) {
      for (const value of NOT_NUMBERS) {
        for (const name of ['page', 'per_page']) {
          const url = `${route.url}?${name}=${value}`;
          const response = await ctx.app.inject({ url, headers: admin });
          expectRefused(response.statusCode, response.body, url);
        }
      }
    }
  });
});

describe('bodies nested deeper than any form', () => {
  const nest = (depth: number) => {
    let value = '"x"';
    for (let level = 0; level < depth; level++) value = level % 2 ? `[${value}]` : `{"a":${value}}`;
    return value;
  };

  it(`are refused on every JSON write route from ${MAX_BODY_DEPTH} levels to 100,000`, async () => {
    // Routes that read a body (logout and the like take none, and ignore what is sent).
    const writes = routes().filter((r) => (r.method === 'POST' || r.method === 'PUT') && r.schema?.body);
    expect(writes.length).toBeGreaterThan(15);
    for (const route of writes) {
      for (const depth of [MAX_BODY_DEPTH + 1, 100_000]) {
        const url = route.url.replace(/:\w+/g, '1');
        const response = await ctx.app.inject({
          method: route.method as 'POST',
          url,
          headers: { ...admin, 'content-type': 'application/json' },
          payload: `{"nama":${nest(depth)}}`,
        });
        const where = `${route.method} ${url} (${depth})`;
        expectRefused(response.statusCode, response.body, where);
        if (response.statusCode === 400 && depth === 100_000 && route.url === '/api/login') {
          expect(response.json().message, where).toBe('Data yang dikirim terlalu bertingkat.');
        }
      }
    }
  });

  it('still take the shallow bodies forms send', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username_user: 'tidak-ada', password: 'salah-sekali' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('huge numbers in upload forms', () => {
  // Multipart text fields are coerced from text: a number of 400 digits (or one past 2^53) must not reach
  // the database, where it overflowed the column and answered 500.
  const HUGE = ['9'.repeat(400), '9007199254740993', '1e400', 'Infinity'];

  it('are refused with 400 and a message on every multipart write route', async () => {
    const forms = routes().filter((r) =>
      (r.schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data'),
    );
    expect(forms.length).toBeGreaterThanOrEqual(4);
    const numberFields = ['jumlah_transaksi', 'jumlah_item', 'id_inventaris', 'id_kegiatan_gereja'];
    for (const route of forms) {
      for (const value of HUGE) {
        const form = multipart(
          {
            tanggal_transaksi: '2026-01-05',
            nama_transaksi: 'Uji angka',
            jenis_transaksi: 'pemasukan',
            judul_artikel: 'Uji angka',
            jenis_artikel: 'berita',
            isi_artikel: 'Isi',
            ...Object.fromEntries(numberFields.map((field) => [field, value])),
          },
          [],
        );
        const url = route.url.replace(/:\w+/g, '1');
        const response = await ctx.app.inject({
          method: route.method as 'POST',
          url,
          headers: { ...admin, ...form.headers },
          payload: form.payload,
        });
        const where = `${route.method} ${url} (${value.slice(0, 12)})`;
        expectRefused(response.statusCode, response.body, where);
      }
    }
  });
});

describe('a JSON body over the size limit', () => {
  it('is refused with 413 and an Indonesian message before it is parsed', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username_user: 'x', password: 'y'.repeat(3 * 1024 * 1024) }),
    });
    expectRefusal(response, 413, 'Ukuran data yang dikirim melebihi batas.', 'TOO_LARGE');
  });
});

describe('the log', () => {
  it('names a failed query by its codes, without its SQL or the values in it', async () => {
    const response = await ctx.app.inject({ url: '/api/test-broken-query' });
    expect(response.statusCode).toBe(500);
    const logged = lines.filter((line) => line.includes('"level":50'));
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) {
      expect(line).not.toContain(SECRET_NAME);
      expect(line).not.toContain('`nama_jemaat`');
      expect(line).not.toContain('"sql"');
    }
    expect(logged.join('\n')).toContain('database error');
  });
});
