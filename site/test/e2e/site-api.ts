// The browser tests' reads of the API, from the test process: the content a page should show.
import { Writable } from 'node:stream';
import type { KontenSitus, Pengaturan } from '@gkj/contract';
import { rebuildSite } from '@gkj/scripts/rebuild-site';
import { inject } from 'vitest';
import { siteUrl } from './support.ts';

/** A field the demo data always fills, for a test that needs it: fails clearly when it is empty. */
export function filled<T>(value: T | null, name: string): T {
  if (value === null) throw new Error(`${name} kosong di data demo`);
  return value;
}

/** The site content with its settings, which the demo data always has. */
export async function siteContent(): Promise<KontenSitus & { pengaturan: Pengaturan }> {
  const konten = await api<KontenSitus>('/api/konten-situs');
  if (!konten.pengaturan) throw new Error('/api/konten-situs menjawab tanpa pengaturan');
  return { ...konten, pengaturan: konten.pengaturan };
}

/** A public API answer, read from the test process. */
export async function api<T>(path: string): Promise<T> {
  const response = await fetch(siteUrl(path));
  if (!response.ok) throw new Error(`${path} menjawab ${response.status}`);
  return (await response.json()) as T;
}

/** A Bearer token of the demo admin account. */
export async function adminToken(): Promise<string> {
  const response = await fetch(siteUrl('/api/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username_user: 'admin', password: inject('demoPassword') }),
  });
  if (!response.ok) throw new Error(`login menjawab ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** A write through the API as the demo admin would make it; answers the body of an answer with `status`. */
export function adminPost<Answer>(path: string, body: object | undefined, status: number): Promise<Answer> {
  return adminWrite<Answer>('POST', path, body, status);
}

/** A write of any method as the demo admin would make it; answers the body of an answer with `status`. */
export async function adminWrite<Answer>(
  method: 'POST' | 'PUT',
  path: string,
  body: object | undefined,
  status: number,
): Promise<Answer> {
  const response = await fetch(siteUrl(path), {
    method,
    headers: {
      authorization: `Bearer ${await adminToken()}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (response.status !== status)
    throw new Error(`${path} menjawab ${response.status}: ${await response.text()}`);
  return (await response.json()) as Answer;
}

/** Creates a record through the API as the admin would, and answers its saved row. */
export async function createThroughApi<Saved extends { data: unknown }>(
  path: string,
  body: object,
): Promise<Saved['data']> {
  return (await adminPost<Saved>(path, body, 201)).data;
}

/** Deletes what a test file created, so the other files count the demo content as the build saw it. */
export async function deleteThroughApi(paths: readonly string[]): Promise<void> {
  const token = await adminToken();
  for (const path of paths) {
    await fetch(siteUrl(path), { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  }
}

/**
 * Builds and publishes a new release from the API's content, as the rebuild hook does after an edit (the
 * browser tests' server does not publish by itself). The build's output is shown only when it fails.
 */
export async function rebuildLiveSite({
  log = () => {},
  fastRelease = false,
}: {
  log?: (line: string) => void;
  /** Go live first with a fast release of the edited pages, as the hook does (fast-release.test.ts). */
  fastRelease?: boolean;
} = {}): Promise<void> {
  let output = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      output = (output + chunk).slice(-4000);
      done();
    },
  });
  const baseUrl = inject('baseUrl');
  try {
    await rebuildSite({
      siteDir: inject('siteDir'),
      apiUrl: baseUrl,
      siteUrl: baseUrl,
      output: sink,
      log,
      // The other files want the whole build only: a fast release first would add seconds to each.
      env: { ...process.env, SITE_FAST_RELEASE: fastRelease ? '1' : '0' },
    });
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${output}`);
  }
}
