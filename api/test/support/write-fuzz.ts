import { readdirSync } from 'node:fs';
import { ERROR_CODES } from '@gkj/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { Value } from 'typebox/value';
import { expect } from 'vitest';
import type { RouteAccess } from '../../src/plugins/roles.ts';
import type { TestContext } from './app.ts';
import { multipart, smallPng } from './images.ts';
import { expectStored } from './read-back.ts';
import {
  bodyArbitrary,
  type JsonSchema,
  type Overrides,
  validObject,
  type WriteBody,
} from './schema-arbitraries.ts';
import { bearer } from './users.ts';

/**
 * The generated-input property of every write route: whatever body arrives, the answer is never a 5xx
 * and always fits the route's response schema; a refused body gets an Indonesian message and leaves the
 * database and the upload folders exactly as they were; an invalid one is refused with 400; an accepted
 * one is stored as sent (its answer and a fresh read agree with the body).
 */

export const BODIES_PER_ROUTE = 200;

/**
 * Refusals that change state by design: a failed sign-in, and a wrong current password on a password
 * change (a generated text in `password_lama`), are counted for the sign-in throttle.
 */
const COUNTED_REFUSALS: Record<string, (status: number, message: string) => boolean> = {
  'POST /api/login': (status) => status === 401 || status === 429,
  'PUT /api/profile/password': (status, message) => status === 400 && message === 'Password lama salah.',
};

const ENGLISH =
  /\b(must|should|required|invalid|expected|property|error|undefined|NaN|unexpected|cannot|body)\b/i;
const INDONESIAN =
  /\b(wajib|harus|tidak|maksimal|minimal|berupa|data|diisi|ditemukan|pilih|mohon|sudah|gunakan|berkas|ukuran|terlalu|salah|isian|belum|hanya|lengkapi)\b/i;

export function expectIndonesian(message: unknown, where: string): void {
  expect(typeof message, where).toBe('string');
  expect(message, where).toMatch(INDONESIAN);
  expect(message, where).not.toMatch(ENGLISH);
}

export interface RouteStats {
  route: string;
  sent: number;
  invalid: number;
  accepted: number;
  refusedValid: number;
  forms: number;
}

export interface FuzzEnv {
  ctx: TestContext;
  token: string;
  overrides: Overrides;
  /** The path of the route with its parameters filled (an existing record for `:id`). */
  url: (route: RouteAccess) => string;
  /** Re-reads the records bodies may refer to (before each route: earlier routes may have added some). */
  refresh: () => Promise<void>;
  /** Told of every accepted body (a changed own password is the one the next body must send). */
  accepted?: (route: RouteAccess, json: unknown) => void;
}

const bodySchemaOf = (route: RouteAccess) => route.schema?.body as JsonSchema | undefined;
const takesForm = (route: RouteAccess) =>
  (route.schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data') ?? false;

/** Every route that reads a body: POST, PUT and PATCH routes with a body schema. */
export function writeRoutes(routes: readonly RouteAccess[]): RouteAccess[] {
  return routes.filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method) && bodySchemaOf(route));
}

/**
 * Which test file generates bodies for which write routes (split so the files run in parallel). Every
 * write route belongs to exactly one group: hardening-bodies-coverage.test.ts fails for a new route
 * that none of them would test.
 */
export const FUZZ_GROUPS = {
  accounts: /^\/api\/(login|profile|user|jemaat|jemaat-impor|jadwal-ibadah|inventarisasi-gereja)(\/|$)/,
  content:
    /^\/api\/(keuangan-gereja|kategori-transaksi|kegiatan-gereja|gambar-kegiatan|artikel|warta-jemaat)(\/|$)/,
  site: /^\/api\/(kemajelisan|konten-situs|galeri-gereja|site-build)(\/|$)/,
} as const;

/** The write routes of one group. */
export function groupRoutes(routes: readonly RouteAccess[], group: keyof typeof FUZZ_GROUPS): RouteAccess[] {
  return writeRoutes(routes).filter((route) => FUZZ_GROUPS[group].test(route.url));
}

const tableNames = new WeakMap<TestContext, Promise<string[]>>();

/** Every row of every table, and every stored file: what a refused request must leave as it was. */
export async function snapshot(ctx: TestContext): Promise<string> {
  // Reading the table list is slow (information_schema); it never changes during a test.
  if (!tableNames.has(ctx)) {
    tableNames.set(
      ctx,
      ctx.db.introspection.getTables().then((tables) => tables.map((table) => table.name)),
    );
  }
  const tables = (await tableNames.get(ctx)) as string[];
  const sums = await sql<{ Table: string; Checksum: number }>`CHECKSUM TABLE ${sql.join(
    tables.map((name) => sql.table(name)),
  )}`.execute(ctx.db);
  const files = readdirSync(ctx.dir, { recursive: true }).map(String).sort();
  return JSON.stringify({ sums: sums.rows, files });
}

/** Text fields of a form from a JSON body, when the body has only scalars (else the form is not tried). */
function formFields(json: unknown): Record<string, string> | undefined {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return undefined;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(json)) {
    // A form cannot send null: it leaves the field out.
    if (value === undefined || value === null) continue;
    if (typeof value === 'object') return undefined;
    // Sent as UTF-8 bytes: half a surrogate pair arrives as U+FFFD, so that is what was sent.
    fields[name] = String(value).toWellFormed();
  }
  return fields;
}

async function send(env: FuzzEnv, route: RouteAccess, url: string, body: WriteBody, asForm: boolean) {
  const headers = bearer(env.token);
  const fields = asForm && 'json' in body ? formFields(body.json) : undefined;
  if (fields) {
    // A form carries one small image in `gambar`, the file field of the routes that require one.
    const form = multipart(fields, [
      { field: 'gambar', filename: 'foto.png', type: 'image/png', data: await smallPng() },
    ]);
    return {
      form: true,
      response: await env.ctx.app.inject({
        method: route.method as 'POST',
        url,
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      }),
    };
  }
  const payload = 'json' in body ? JSON.stringify(body.json) : body.raw;
  const response = await env.ctx.app.inject({
    method: route.method as 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload,
  });
  return { form: false, response };
}

/** The answer fits the schema the route declares for its status (errors: exactly `{ message, code }`). */
function expectInSchema(route: RouteAccess, status: number, answer: unknown, where: string): void {
  const declared = (route.schema?.response as Record<number, unknown> | undefined)?.[status];
  expect(declared, `${where}: status ${status} is not declared`).toBeDefined();
  expect(Value.Check(declared as never, answer), `${where}: answer outside its schema`).toBe(true);
  if (status >= 400) {
    expect(Object.keys(answer as object), where).toEqual(['message', 'code']);
    expect(ERROR_CODES, where).toContain((answer as { code: unknown }).code);
  }
}

/** The GET route that reads back what a write answered, if there is one. */
function readUrl(
  routes: readonly RouteAccess[],
  route: RouteAccess,
  url: string,
  data: unknown,
): string | undefined {
  const has = (pattern: string) => routes.some((r) => r.method === 'GET' && r.url === pattern);
  if (route.method === 'PUT' || /\/:id$/.test(route.url)) {
    // A password change reads back as the account it belongs to (which never shows the password).
    const own = route.url.replace(/\/password$/, '');
    return has(own) ? url.split('?')[0].replace(/\/password$/, '') : undefined;
  }
  const record = data as Record<string, unknown> | null;
  const idField = record && Object.keys(record).find((key) => key.startsWith('id_'));
  if (!idField || !has(`${route.url}/:id`)) return undefined;
  return `${url.split('?')[0]}/${record[idField]}`;
}

/** The body's fields the schema declares: the rest is stripped before the route sees the body. */
function declaredFields(schema: JsonSchema, sent: Record<string, unknown>): Record<string, unknown> {
  const names = Object.keys(schema.properties ?? {});
  return Object.fromEntries(Object.entries(sent).filter(([name]) => names.includes(name)));
}

/** Undeclared fields sent along (a file path, a creation time) never reach the stored record. */
function expectNotSmuggled(
  sent: Record<string, unknown>,
  declared: Record<string, unknown>,
  data: unknown,
  where: string,
) {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return;
  for (const [name, value] of Object.entries(sent)) {
    if (Object.hasOwn(declared, name) || !Object.hasOwn(data, name) || value === null) continue;
    expect((data as Record<string, unknown>)[name], `${where}: smuggled ${name} was stored`).not.toEqual(
      value,
    );
  }
}

export async function fuzzRoute(env: FuzzEnv, route: RouteAccess): Promise<RouteStats> {
  const key = `${route.method} ${route.url}`;
  const schema = bodySchemaOf(route) as JsonSchema;
  const stats: RouteStats = { route: key, sent: 0, invalid: 0, accepted: 0, refusedValid: 0, forms: 0 };
  const url = env.url(route);
  await env.refresh();
  let before = await snapshot(env.ctx);
  const cases = fc.tuple(bodyArbitrary(schema, env.overrides), fc.integer({ min: 0, max: 2 }));
  await fc.assert(
    fc.asyncProperty(cases, async ([body, dice]) => {
      const asForm = takesForm(route) && dice === 0;
      const { form, response } = await send(env, route, url, body, asForm);
      const where = `${key} ← ${JSON.stringify(body).slice(0, 300)}${form ? ' (form)' : ''}`;
      stats.sent++;
      if (form) stats.forms++;
      const status = response.statusCode;
      expect(status, `${where}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
      expect(response.headers['content-type'], where).toContain('application/json');
      const answer = response.json();
      expectInSchema(route, status, answer, where);
      // Form fields are text, coerced by the schema: only JSON bodies are judged valid or not here.
      const valid = 'json' in body && Value.Check(schema as never, body.json);
      if (!form && !valid) {
        stats.invalid++;
        expect(status, where).toBe(400);
      }
      const after = await snapshot(env.ctx);
      if (status >= 400) {
        if (valid) stats.refusedValid++;
        expectIndonesian(answer.message, where);
        if (!COUNTED_REFUSALS[key]?.(status, answer.message))
          expect(after, `${where}: a refusal changed data`).toBe(before);
      } else {
        stats.accepted++;
        // A form sends every value as text: that text is what must be stored.
        const json = ('json' in body ? body.json : {}) as Record<string, unknown>;
        env.accepted?.(route, json);
        const sent = form ? (formFields(json) ?? {}) : json;
        const declared = declaredFields(schema, sent);
        expectStored(key, declared, answer.data, where);
        expectNotSmuggled(sent, declared, answer.data, where);
        const read = readUrl(env.ctx.app.routeAccess, route, url, answer.data);
        if (read) {
          const fresh = await env.ctx.app.inject({ url: read, headers: bearer(env.token) });
          expect(fresh.statusCode, `${where}: read back ${read}`).toBe(200);
          expectStored(key, declared, fresh.json(), `${where} (read back)`);
          // A member's record read is itself logged (UU PDP): what the next refusal must keep is after it.
          before = await snapshot(env.ctx);
          return;
        }
      }
      before = after;
    }),
    // A failure prints its seed; FC_SEED=<seed> replays that run.
    {
      numRuns: BODIES_PER_ROUTE,
      endOnFailure: true,
      ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}),
    },
  );
  return stats;
}

/** Creates one record through its create route, from a valid generated body (a form with an image when needed). */
export async function createRecord(env: FuzzEnv, createUrl: string): Promise<Record<string, unknown>> {
  const route = env.ctx.app.routeAccess.find((r) => r.method === 'POST' && r.url === createUrl);
  if (!route) throw new Error(`No create route ${createUrl}`);
  const samples = fc.sample(validObject(bodySchemaOf(route) as JsonSchema, env.overrides), {
    numRuns: 40,
    seed: 7,
  });
  for (const body of samples) {
    for (const asForm of [false, true]) {
      const { response } = await send(env, route, createUrl, { json: body }, asForm);
      if (response.statusCode === 201) return response.json().data;
    }
  }
  throw new Error(`Could not create a record through ${createUrl}`);
}
