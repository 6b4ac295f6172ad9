// The hook and a renderer agree through @gkj/site-release: the answer's forms, the build's settings, the
// socket's place, and the working folders left by processes that are gone.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseRenderAnswer, processFolder, renderSocket, siteSettings } from '@gkj/site-release';
import { afterAll, describe, expect, it } from 'vitest';

describe('the render protocol', () => {
  it("reads a renderer's last line as its answer and refuses anything else", () => {
    expect(parseRenderAnswer('waktu: 12 ms\n{"berkas":["index.html"]}\n')).toEqual({
      berkas: ['index.html'],
    });
    expect(parseRenderAnswer('{"lewati":"halaman bertambah atau berkurang"}')).toEqual({
      lewati: 'halaman bertambah atau berkurang',
    });
    expect(parseRenderAnswer('{"gagal":"API tidak menjawab"}')).toEqual({ gagal: 'API tidak menjawab' });
    expect(() => parseRenderAnswer('{"berkas":"index.html"}')).toThrow('Jawaban perender tidak dikenal.');
    expect(() => parseRenderAnswer('')).toThrow();
  });

  it("passes the build's SITE_ settings and nothing else", () => {
    expect(
      siteSettings({
        SITE_API_URL: 'http://127.0.0.1:4000',
        SITE_URL: 'https://gkj.example',
        JWT_SECRET: 'x',
      }),
    ).toEqual({ SITE_API_URL: 'http://127.0.0.1:4000', SITE_URL: 'https://gkj.example' });
  });

  it('puts the socket in the renderer folder, and none where the path is too long for one', () => {
    expect(renderSocket('/srv/gkj/cache/renderer/2026-11-28T10-00-00-000Z')).toBe(
      '/srv/gkj/cache/renderer/2026-11-28T10-00-00-000Z/render.sock',
    );
    expect(renderSocket(`/srv/${'x'.repeat(100)}`)).toBeUndefined();
  });
});

describe('process folders', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'gkj-process-folders-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('removes the folders of processes that are gone and keeps those of running ones', () => {
    // A process that has surely ended: one that ran and exited.
    const gone = spawnSync(process.execPath, ['-e', '0']).pid as number;
    mkdirSync(path.join(root, `render-${gone}-abc`));
    mkdirSync(path.join(root, `render-${process.ppid}-def`));
    mkdirSync(path.join(root, `${gone}-other-prefix`));
    const mine = processFolder(root, 'render-');
    expect(path.basename(mine)).toMatch(new RegExp(`^render-${process.pid}-`));
    expect(existsSync(path.join(root, `render-${gone}-abc`))).toBe(false);
    expect(readdirSync(root).sort()).toEqual(
      [`${gone}-other-prefix`, `render-${process.ppid}-def`, path.basename(mine)].sort(),
    );
  });
});
