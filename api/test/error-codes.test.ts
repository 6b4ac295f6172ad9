import { ERROR_CODES } from '@gkj/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, testApp } from './support/app.ts';
import { bearer, tokenFor } from './support/users.ts';

// Clients act on `code`, never on the sentence: every refusal carries one from the contract's list.
const ctx = await testApp();
const { app, db } = ctx;
afterAll(ctx.close);

let author: string;
beforeAll(async () => {
  await emptyDatabase(db);
  author = (await tokenFor(app, 'author')).token;
});

const refusal = async (options: InjectOptions) => {
  const response = await app.inject(options);
  return { status: response.statusCode, body: response.json() as { message: string; code: string } };
};

describe('error codes', () => {
  it.each([
    ['a body that breaks its schema', { method: 'POST', url: '/api/login', payload: {} }, 400, 'VALIDATION'],
    ['no session', { method: 'GET', url: '/api/jemaat' }, 401, 'UNAUTHENTICATED'],
    ['an unknown API address', { method: 'GET', url: '/api/tidak-ada' }, 404, 'NOT_FOUND'],
    ['an id that names no record', { method: 'GET', url: '/api/artikel/abc' }, 404, 'NOT_FOUND'],
    ['a malformed escape in the address', { method: 'GET', url: '/api/artikel/%E0%A4%A' }, 400, 'VALIDATION'],
    [
      'a body over the limit',
      {
        method: 'POST',
        url: '/api/login',
        payload: { username_user: 'x'.repeat(20_000_000), password: 'x' },
      },
      413,
      'TOO_LARGE',
    ],
  ] as const)('%s: %i %s with an Indonesian message', async (_name, options, status, code) => {
    const { status: answered, body } = await refusal(options);
    expect(answered).toBe(status);
    expect(body.code).toBe(code);
    expect(body.message).toMatch(/^[A-Z].*[.!]$/);
  });

  it('a role that may not: 403 FORBIDDEN', async () => {
    const { status, body } = await refusal({ method: 'GET', url: '/api/jemaat', headers: bearer(author) });
    expect(status).toBe(403);
    expect(body).toEqual({ message: 'Anda tidak memiliki akses ke fitur ini.', code: 'FORBIDDEN' });
  });

  it('lists every code in the OpenAPI description of the error answers', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const answer = spec.paths['/api/artikel/{id}'].get.responses['404'].content['application/json'].schema;
    expect(answer.required).toEqual(expect.arrayContaining(['message', 'code']));
    expect(answer.properties.code.enum).toEqual([...ERROR_CODES]);
  });
});
