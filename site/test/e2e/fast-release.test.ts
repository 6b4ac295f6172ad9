// An edit goes live first as a fast release: the pages it changes rendered again with the bundle the live
// release's build kept, every other file a hard link to the live release. The whole build follows and
// replaces it, and must write those pages byte for byte as the fast release had them. The first edit after a
// build without fast releases loads the bundle itself; the next one finds a renderer waiting, and its links made.
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import type { ArtikelSaved } from '@gkj/contract';
import { CADDY_SITE_FILE, writeCaddySite } from '@gkj/scripts/site-caddy';
import { listReleases, releasesDir } from '@gkj/site-release';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, adminWrite, rebuildLiveSite } from './site-api.ts';
import { siteUrl } from './support.ts';

const MARK = 'Kalimat penanda jalur cepat.';
type Artikel = ArtikelSaved['data'];

/** The demo's first article as the admin reads it (with its version for a save). */
async function firstArticle(): Promise<Artikel> {
  const response = await fetch(siteUrl('/api/artikel/1'), {
    headers: { authorization: `Bearer ${await adminToken()}` },
  });
  return (await response.json()) as Artikel;
}

/** Saves the article's body as the form would. */
function saveBody(article: Artikel, isi_artikel: string): Promise<unknown> {
  const { judul_artikel, jenis_artikel, ayat_alkitab, catatan_artikel, updated_at } = article;
  return adminWrite(
    'PUT',
    '/api/artikel/1',
    { judul_artikel, jenis_artikel, ayat_alkitab, catatan_artikel, isi_artikel, updated_at },
    200,
  );
}

/** Every file of a release, relative to it. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

// The search index and the sitemap's dates are the whole build's to write; the compressed copies follow.
const WHOLE_BUILD_ONLY = /^(pagefind\/|sitemap-)|\.(br|gz)$|^\.caddy-/;

/** One edit published as the hook does: the releases before, of the fast path and of the whole build. */
interface Round {
  live: string;
  fast: string;
  whole: string;
  log: string[];
}

async function editAndPublish(body: string): Promise<Round> {
  const siteDir = inject('siteDir');
  const live = listReleases(siteDir).at(-1) as string;
  const log: string[] = [];
  await saveBody(await firstArticle(), body);
  await rebuildLiveSite({ log: (line) => log.push(line), fastRelease: true });
  const [fast, whole] = listReleases(siteDir).slice(-2);
  return { live, fast, whole, log };
}

/** Waits until the renderer the whole build left listens (it loads the bundle after the hook returned). */
async function rendererWaiting(release: string): Promise<void> {
  const socket = path.join(inject('siteDir'), 'cache', 'renderer', release, 'render.sock');
  for (let waited = 0; !existsSync(socket); waited += 100) {
    if (waited > 60_000) throw new Error('Perender tidak menunggu dalam 60 detik.');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let original: Artikel;
/** The first edit after a build without fast releases: rendered by a process of its own, linked meanwhile. */
let cold: Round;
/** The next edit: rendered by the renderer the first one's whole build left waiting, into prepared links. */
let warm: Round;

beforeAll(async () => {
  original = await firstArticle();
  // A build without fast releases leaves no renderer waiting (and the one an earlier build left stops).
  await rebuildLiveSite();
  cold = await editAndPublish(`${original.isi_artikel}\n\n${MARK}`);
  await rendererWaiting(cold.whole);
  warm = await editAndPublish(`${original.isi_artikel}\n\n${MARK} ${MARK}`);
}, 360_000);

afterAll(async () => {
  if (!original) return;
  await saveBody(await firstArticle(), original.isi_artikel);
  await rebuildLiveSite();
}, 240_000);

describe.each([
  ['the first edit', () => cold, 'perender baru'],
  ['the next edit', () => warm, 'perender siap'],
])('%s of an article', (_name, round, renderer) => {
  it('goes live first as a fast release of the pages it changed, then as the whole build', () => {
    const { live, fast, whole, log } = round();
    expect(fast > live && whole > fast).toBe(true);
    const fastLine = log.find((line) => line.startsWith(`Rilis cepat ${fast}:`));
    expect(fastLine).toMatch(/: \d+ berkas dibuat ulang/);
    expect(fastLine).toContain(`oleh ${renderer}`);
    const order = log.filter((line) => / tayang /.test(line));
    expect(order.map((line) => line.split(' ')[1])).toEqual([fast, whole]);
    const releases = releasesDir(inject('siteDir'));
    expect(readFileSync(path.join(releases, fast, 'artikel', '1', 'index.html'), 'utf8')).toContain(MARK);
  });

  it('writes those pages byte for byte as the whole build then does, and links every other file', () => {
    const { live, fast, whole } = round();
    const releases = releasesDir(inject('siteDir'));
    const files = filesOf(path.join(releases, fast)).filter((file) => !WHOLE_BUILD_ONLY.test(file));
    expect(files).toEqual(filesOf(path.join(releases, whole)).filter((file) => !WHOLE_BUILD_ONLY.test(file)));
    const different = files.filter(
      (file) =>
        !readFileSync(path.join(releases, fast, file)).equals(readFileSync(path.join(releases, whole, file))),
    );
    expect(different).toEqual([]);
    const inode = (release: string, file: string) => statSync(path.join(releases, release, file)).ino;
    const linked = files.filter((file) => inode(fast, file) === inode(live, file));
    const rendered = files.filter((file) => !linked.includes(file));
    expect(rendered).toContain('artikel/1/index.html');
    // The article's page and the few pages every build renders (home, lists, feeds), not the other pages.
    expect(rendered.length).toBeLessThan(files.length / 2);
  });

  it('serves them with the Caddy configuration a release made from nothing gets', () => {
    // The fast release took the headers of the files it shares with the live release from that release's
    // kept list instead of reading them again: the result must be what reading every file gives.
    const { fast } = round();
    const releases = releasesDir(inject('siteDir'));
    // Beside the releases: links cannot cross file systems.
    const copy = mkdtempSync(path.join(inject('siteDir'), 'caddy-check-'));
    try {
      for (const file of filesOf(path.join(releases, fast)).filter((name) => !name.startsWith('.caddy-'))) {
        mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
        linkSync(path.join(releases, fast, file), path.join(copy, file));
      }
      writeCaddySite(copy, fast);
      const config = (dir: string) => readFileSync(path.join(dir, CADDY_SITE_FILE), 'utf8');
      expect(config(path.join(releases, fast))).toBe(config(copy));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

/** The processes whose command line names `text` (Linux's /proc). */
function processesNaming(text: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('a waiting renderer', () => {
  it('leaves once a newer build replaced its folder', async () => {
    await rendererWaiting(warm.whole);
    const folder = path.join(inject('siteDir'), 'cache', 'renderer', warm.whole);
    expect(processesNaming(folder)).toHaveLength(1);
    await rebuildLiveSite();
    for (let waited = 0; processesNaming(folder).length > 0; waited += 200) {
      if (waited > 15_000)
        throw new Error('Perender lama masih berjalan 15 detik setelah foldernya diganti.');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 120_000);
});
