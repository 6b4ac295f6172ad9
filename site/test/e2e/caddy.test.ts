// The built site behind Debian's Caddy with deploy/Caddyfile, as in production: every page type, feed and
// asset of the release the browser tests' server built is answered by Caddy from disk exactly as the server
// answers it (status, headers, body bytes; only the framing may differ), and the server's addresses go to it.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { answerDifferences, type CaddyServer, rawGet, startCaddy } from '@gkj/scripts/e2e/caddy';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');
const siteDir = inject('siteDir');
let caddy: CaddyServer | undefined;

beforeAll(async () => {
  caddy = await startCaddy(siteDir, baseUrl);
}, 60_000);
afterAll(async () => {
  await caddy?.stop();
});

/** The first entry of a folder of the live release that matches, as an address. */
function firstIn(folder: string, pattern: RegExp): string {
  const names = readdirSync(path.join(siteDir, 'current', folder)).filter((name) => pattern.test(name));
  if (names.length === 0) throw new Error(`Rilis tidak berisi ${folder}/${pattern}`);
  return `/${folder}/${names.sort()[0]}`;
}

function addresses(): string[] {
  return [
    '/',
    '/profile',
    '/visi-misi',
    '/struktur-kemajelisan',
    '/galeri-gereja',
    '/kegiatan',
    firstIn('kegiatan', /^\d+$/),
    '/artikel',
    firstIn('artikel', /^\d+$/),
    '/warta',
    firstIn('warta', /^\d+$/),
    '/cari?q=doa',
    '/pratinjau/',
    '/rss.xml',
    '/sitemap-index.xml',
    '/sitemap-0.xml',
    '/robots.txt',
    '/favicon.svg',
    '/manifest.webmanifest',
    firstIn('kalender', /\.ics$/),
    firstIn('_astro', /\.js$/),
    firstIn('_astro', /\.css$/),
    '/pagefind/pagefind-worker.js',
    // The server's: the 404 page, an article newer than the build, security.txt, the API, the dashboard.
    '/halaman-yang-tidak-ada',
    '/artikel/999999',
    '/.well-known/security.txt',
    '/api/health',
    '/login',
  ];
}

describe('the built site behind Caddy', () => {
  it('answers every page type, feed and asset as the server does', async () => {
    const differences: string[] = [];
    for (const url of addresses()) {
      for (const encoding of ['gzip, deflate, br', '']) {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
        const [fromServer, fromCaddy] = await Promise.all([
          rawGet(baseUrl + url, headers),
          rawGet(`${caddy?.url}${url}`, headers),
        ]);
        for (const difference of answerDifferences(fromServer, fromCaddy)) {
          differences.push(`${url} [${encoding || 'identity'}] ${difference}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });
});
