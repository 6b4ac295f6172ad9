import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findMissingAssets, referencedAssets } from '../src/lib/output-check.ts';

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
