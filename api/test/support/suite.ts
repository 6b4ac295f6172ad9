import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeEach, vi } from 'vitest';
import type { Env } from '../../src/plugins/config.ts';
import { emptyDatabase, testApp } from './app.ts';
import { bearer } from './users.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A test file's app, its database emptied before each test and the app closed after the file; `call`
 * sends a JSON request to an /api path with a token. Call it first: later hooks run after these.
 */
export async function apiSuite(env: Env = {}) {
  const ctx = await testApp(env);
  beforeEach(() => emptyDatabase(ctx.db));
  afterAll(ctx.close);
  const call = (token: string, method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
  /** The message answered to a JSON body: `base` with `change` over it (a validation table's row). */
  const messageOf = (token: string, method: Method, url: string, base: object) => async (change: object) =>
    (await call(token, method, url, { ...base, ...change })).json().message;
  return { ...ctx, call, messageOf };
}

/** The same, with `published` recording what the publisher was told in the test. */
export async function publishingSuite(env: Env = {}) {
  const suite = await apiSuite(env);
  const published = vi.spyOn(suite.app.publisher, 'contentChanged');
  beforeEach(() => published.mockClear());
  return { ...suite, published };
}

/**
 * The same for a resource that keeps images in one uploads folder: the folder is emptied with the
 * database and `storedFiles` lists it.
 */
export async function imageSuite(folderName: string, env: Env = {}) {
  const suite = await publishingSuite(env);
  const folder = path.join(suite.config.uploadDir, folderName);
  beforeEach(() => rmSync(folder, { recursive: true, force: true }));
  const storedFiles = () => (existsSync(folder) ? readdirSync(folder) : []);
  return { ...suite, folder, storedFiles };
}
