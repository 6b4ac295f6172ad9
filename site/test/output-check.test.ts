import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  findMissingAssets,
  isMarkedForSearch,
  referencedAssets,
  scanPages,
  searchIndexProblems,
} from '../src/lib/output-check.ts';
import { writeSearchIndex } from '../src/lib/search-index.ts';

describe('referencedAssets', () => {
  it('finds bundle references in attributes and scripts, once each', () => {
    const html =
      '<link href="/_astro/a.B1.css"><astro-island component-url="/_astro/X.c2.js" renderer-url="/_astro/client.d3.js">' +
      '<script type="module">import("/_astro/X.c2.js")</script><img src="/uploads/a.webp">';
    expect(referencedAssets(html)).toEqual(['/_astro/a.B1.css', '/_astro/X.c2.js', '/_astro/client.d3.js']);
  });
});

describe('findMissingAssets', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names each page and asset that the build lacks', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'output-check-'));
    mkdirSync(path.join(dir, '_astro'));
    mkdirSync(path.join(dir, 'profile'));
    writeFileSync(path.join(dir, '_astro', 'ada.js'), '');
    writeFileSync(path.join(dir, 'index.html'), '<script src="/_astro/ada.js"></script>');
    writeFileSync(path.join(dir, 'profile', 'index.html'), '<link href="/_astro/hilang.css">');
    expect(findMissingAssets(dir)).toEqual([`${path.join('profile', 'index.html')}: /_astro/hilang.css`]);
  });
});

describe('the search index check', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const page = (lang: string, main: string) =>
    `<!doctype html><html lang="${lang}"><head><title>t</title></head><body><h1>Judul</h1>${main}</body></html>`;

  it('counts the pages marked for the index by a tag, not by text that names the mark', () => {
    expect(isMarkedForSearch('<main id="konten" data-pagefind-body>')).toBe(true);
    expect(isMarkedForSearch('<div data-pagefind-body="">')).toBe(true);
    expect(isMarkedForSearch('<main data-pagefind-bodyguard>')).toBe(false);
    expect(isMarkedForSearch('<p>Tulis data-pagefind-body di &lt;main data-pagefind-body&gt;.</p>')).toBe(
      false,
    );
  });

  it('passes a whole Indonesian index and names what is missing or left out', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
    writeFileSync(
      path.join(dir, 'a.html'),
      page('id', '<main data-pagefind-body><p>Jemaat berdoa.</p></main>'),
    );
    writeFileSync(path.join(dir, 'b.html'), page('id', '<main><p>Tidak diindeks.</p></main>'));
    expect(searchIndexProblems(dir, 1)).toEqual([
      'pagefind/pagefind.js tidak ada',
      'pagefind/pagefind-worker.js tidak ada',
      'pagefind/wasm.id.pagefind tidak ada',
      'pagefind/pagefind-entry.json tidak ada',
      'tidak ada indeks berbahasa Indonesia',
    ]);
    const { searchPages } = scanPages(dir);
    expect(searchPages).toBe(1);
    expect(await writeSearchIndex(dir)).toBe(2);
    expect(searchIndexProblems(dir, searchPages)).toEqual([]);
    // An index made before a page was added, or of part of the pages, is short of the marked pages.
    expect(searchIndexProblems(dir, 2)).toEqual(['indeks memuat 1 halaman, 2 halaman ditandai']);
  });

  it('refuses a marked page outside the Indonesian index', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
    writeFileSync(path.join(dir, 'a.html'), page('id', '<main data-pagefind-body><p>Satu.</p></main>'));
    writeFileSync(path.join(dir, 'b.html'), page('en', '<main data-pagefind-body><p>Two.</p></main>'));
    await writeSearchIndex(dir);
    expect(searchIndexProblems(dir, scanPages(dir).searchPages)).toEqual([
      'indeks memuat 1 halaman, 2 halaman ditandai',
      'halaman tanpa lang="id" diindeks sebagai en',
    ]);
  });
});
