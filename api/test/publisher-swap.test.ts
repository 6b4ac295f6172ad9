// Visitors during a swap: while another process swaps `current` between two releases as fast as it can,
// pages fetched through the real server are always 200 and always one whole page of one release.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeLive, newReleaseId, releasesDir } from '@gkj/site-release';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from './support/app.ts';

const ctx = await testApp();
const { app, config } = ctx;
afterAll(ctx.close);

const PAGES = ['index.html', 'artikel/7/index.html'];
const URLS: Record<string, string> = { '/': 'index.html', '/artikel/7/': 'artikel/7/index.html' };

/** A page big enough to be sent in many chunks, so a torn read would show. */
const bigPage = (release: string, page: string) =>
  `<!doctype html><html><body><h1>${page} ${release}</h1>${`<p>${release} `.repeat(4000)}</body></html>\n`;

function writeRelease(id: string): Record<string, string> {
  const bodies: Record<string, string> = {};
  for (const page of PAGES) {
    const file = path.join(releasesDir(config.siteDir), id, page);
    mkdirSync(path.dirname(file), { recursive: true });
    bodies[page] = bigPage(id, page);
    writeFileSync(file, bodies[page]);
  }
  return bodies;
}

/** Swaps `current` between the two releases in a separate process until killed. */
function startSwapper(a: string, b: string) {
  const module = import.meta.resolve('@gkj/site-release');
  const code = `import { makeLive } from ${JSON.stringify(module)};
    const [dir, a, b] = process.argv.slice(1);
    for (let i = 0; ; i++) { makeLive(dir, i % 2 ? a : b); await new Promise((r) => setImmediate(r)); }`;
  return spawn(process.execPath, ['--input-type=module', '--eval', code, config.siteDir, a, b], {
    stdio: 'ignore',
  });
}

describe('requests during a swap', () => {
  it('never get a 404 or a half-written page', async () => {
    const a = newReleaseId(config.siteDir);
    const bodiesA = writeRelease(a);
    const b = newReleaseId(config.siteDir);
    const bodiesB = writeRelease(b);
    makeLive(config.siteDir, a);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;

    const swapper = startSwapper(a, b);
    const seen = new Set<string>();
    const problems: string[] = [];
    // Enough requests to see both releases on both URLs many times over, however busy the machine is.
    // The limit is only a guard: on a loaded machine the requests take longer, never fewer are checked.
    const giveUpAt = Date.now() + 50_000;
    let requests = 0;
    const client = async () => {
      while ((requests < 400 || seen.size < 4) && Date.now() < giveUpAt) {
        for (const [url, page] of Object.entries(URLS)) {
          const response = await fetch(base + url);
          const body = await response.text();
          requests++;
          if (response.status !== 200) problems.push(`${url}: ${response.status}`);
          else if (body === bodiesA[page]) seen.add(`${url} ${a}`);
          else if (body === bodiesB[page]) seen.add(`${url} ${b}`);
          else problems.push(`${url}: a body of ${body.length} characters that is no whole page`);
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: 8 }, client));
    } finally {
      swapper.kill('SIGKILL');
    }
    expect(problems).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(400);
    // Both releases were served to both URLs: the swaps really happened under the requests.
    expect(seen.size).toBe(4);
  }, 60_000);
});
