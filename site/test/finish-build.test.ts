import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { finishBuild } from '../finish-build.ts';

const page = (body: string) =>
  `<!doctype html><html lang="id"><head><title>Uji</title></head><body><main data-pagefind-body><h1>Uji</h1>${body}</main></body></html>`;

describe('the finishing step of a site build', () => {
  let dir: string;
  let outDir: string;
  let cacheDir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'finish-build-'));
    outDir = path.join(dir, 'out');
    cacheDir = path.join(dir, 'cache');
    mkdirSync(path.join(outDir, 'profile'), { recursive: true });
    mkdirSync(cacheDir);
    writeFileSync(path.join(cacheDir, 'incremental-build.json'), '{}');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('indexes a whole build for the search and keeps the page cache', async () => {
    mkdirSync(path.join(outDir, '_astro'));
    writeFileSync(path.join(outDir, '_astro', 'ada.css'), 'main{}');
    writeFileSync(
      path.join(outDir, 'index.html'),
      page('<link rel="stylesheet" href="/_astro/ada.css"><p>Kasih</p>'),
    );
    writeFileSync(path.join(outDir, 'profile', 'index.html'), page('<p>Sejarah gereja</p>'));
    const lines = await finishBuild(outDir, cacheDir);
    expect(lines[0]).toMatch(/^Indeks pencarian: 2 halaman dari 2 berkas HTML/);
    expect(existsSync(path.join(outDir, 'pagefind', 'pagefind-entry.json'))).toBe(true);
    expect(existsSync(path.join(cacheDir, 'incremental-build.json'))).toBe(true);
  });

  it('fails a build whose page points at a missing bundle, and drops the page cache so the next is whole', async () => {
    writeFileSync(
      path.join(outDir, 'profile', 'index.html'),
      page('<script src="/_astro/hilang.js"></script>'),
    );
    await expect(finishBuild(outDir, cacheDir)).rejects.toThrow(
      /Build situs tidak utuh: 1 berkas aset hilang \(profile\/index\.html: \/_astro\/hilang\.js\)/,
    );
    expect(existsSync(path.join(cacheDir, 'incremental-build.json'))).toBe(false);
    expect(existsSync(path.join(outDir, 'pagefind'))).toBe(false);
  });
});
