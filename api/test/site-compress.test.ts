// The compressed copies the rebuild hook writes beside a release's text files: right bytes, reuse of the
// previous release's copies for unchanged files (hard links, never written through), nothing left behind.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressRelease } from '@gkj/scripts/site-compress';
import { beforeEach, describe, expect, it } from 'vitest';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'gkj-compress-test-'));
  return () => rmSync(dir, { recursive: true, force: true });
});

const page = (title: string) =>
  `<!doctype html><html lang="id"><body><h1>${title}</h1>${'<p>Firman Tuhan.</p>'.repeat(200)}</body></html>`;

function release(name: string, files: Record<string, string>): string {
  const root = path.join(dir, name);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

const inode = (file: string) => statSync(file).ino;
const allFiles = (root: string) => readdirSync(root, { recursive: true }).map(String).sort();

describe('precompressRelease', () => {
  it('writes .br and .gz that decode to each text file; small and binary files get none', async () => {
    const root = release('a', {
      'index.html': page('Beranda'),
      'artikel/1/index.html': page('Renungan'),
      'robots.txt': 'User-agent: *',
      'logo.webp': 'x'.repeat(4000),
      'kalender/semua.ics': `BEGIN:VCALENDAR\r\n${'BEGIN:VEVENT\r\nEND:VEVENT\r\n'.repeat(100)}END:VCALENDAR`,
    });
    expect(await precompressRelease(root)).toEqual({ compressed: 3, reused: 0 });
    for (const file of ['index.html', 'artikel/1/index.html', 'kalender/semua.ics']) {
      const plain = readFileSync(path.join(root, file), 'utf8');
      expect(brotliDecompressSync(readFileSync(path.join(root, `${file}.br`))).toString()).toBe(plain);
      expect(gunzipSync(readFileSync(path.join(root, `${file}.gz`))).toString()).toBe(plain);
    }
    expect(allFiles(root)).not.toContain('robots.txt.br');
    expect(allFiles(root)).not.toContain('logo.webp.br');
    expect(allFiles(root).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('links the previous release copies of unchanged files and compresses only what changed', async () => {
    const before = release('before', { 'index.html': page('Beranda'), 'artikel/1/index.html': page('Lama') });
    await precompressRelease(before);
    const oldCopy = readFileSync(path.join(before, 'artikel/1/index.html.br'));
    const after = release('after', { 'index.html': page('Beranda'), 'artikel/1/index.html': page('Baru') });

    expect(await precompressRelease(after, before)).toEqual({ compressed: 1, reused: 1 });
    expect(inode(path.join(after, 'index.html.br'))).toBe(inode(path.join(before, 'index.html.br')));
    expect(inode(path.join(after, 'index.html.gz'))).toBe(inode(path.join(before, 'index.html.gz')));
    const changed = path.join(after, 'artikel/1/index.html.br');
    expect(inode(changed)).not.toBe(inode(path.join(before, 'artikel/1/index.html.br')));
    expect(brotliDecompressSync(readFileSync(changed)).toString()).toContain('Baru');
    // The previous release, possibly still being served, is exactly as it was.
    expect(readFileSync(path.join(before, 'artikel/1/index.html.br')).equals(oldCopy)).toBe(true);
  });

  it('replaces a copy that links to another release instead of writing through it', async () => {
    const before = release('before', { 'index.html': page('Beranda') });
    await precompressRelease(before);
    const kept = readFileSync(path.join(before, 'index.html.br'));
    const after = release('after', { 'index.html': page('Beranda') });
    await precompressRelease(after, before);
    // The same release compressed again after its page changed (a hook run cut short, then repeated).
    writeFileSync(path.join(after, 'index.html'), page('Beranda baru'));
    await precompressRelease(after);
    expect(brotliDecompressSync(readFileSync(path.join(after, 'index.html.br'))).toString()).toContain(
      'Beranda baru',
    );
    expect(readFileSync(path.join(before, 'index.html.br')).equals(kept)).toBe(true);
  });
});
