// The two sides of the rebuild protocol (@gkj/site-release): what the publisher writes, the hook reads.
import {
  hookEnvironment,
  parseResultLine,
  readHookRequest,
  rebuildHookCommand,
  resultLine,
} from '@gkj/site-release';
import { describe, expect, it } from 'vitest';

describe('the rebuild protocol', () => {
  it('hands the hook the request the publisher made', () => {
    const env = hookEnvironment({
      siteDir: '/srv/gkj/site',
      apiUrl: 'http://127.0.0.1:3000',
      buildId: 12,
      trigger: 'artikel 3 diperbarui',
      claimedBy: 'server-a:4242:0a1b2c',
    });
    expect(readHookRequest(env)).toEqual({
      siteDir: '/srv/gkj/site',
      apiUrl: 'http://127.0.0.1:3000',
      rebuildHookUrl: undefined,
      buildId: '12',
      trigger: 'artikel 3 diperbarui',
      claimedBy: 'server-a:4242:0a1b2c',
      reportJson: true,
    });
  });

  it('reads the result from the last line the hook writes, and nothing from a line that is no result', () => {
    const line = resultLine({ rilis: '2026-11-27T10-15-11-440Z', halaman: 40 });
    expect(parseResultLine(`a stray line\n${line}\n`)).toEqual({
      rilis: '2026-11-27T10-15-11-440Z',
      halaman: 40,
    });
    expect(parseResultLine(resultLine({ rilis: null, halaman: null }))).toEqual({
      rilis: null,
      halaman: null,
    });
    expect(parseResultLine('Situs diperbarui.')).toBeUndefined();
    expect(parseResultLine('')).toBeUndefined();
  });

  it('runs the hook on this Node from the project root', () => {
    expect(rebuildHookCommand('/srv/gkj')).toEqual([process.execPath, '/srv/gkj/scripts/rebuild-site.ts']);
  });
});
