// The deploy folder as a server would load it: the systemd units pass `systemd-analyze verify` (no unknown
// key, every command executable, the timer's calendar readable), and the Caddyfile passes Caddy's own
// adapter, proxying to the server's default port and importing the live release's own configuration (how
// Caddy then answers is tested in caddy-serving.test.ts). Each check runs where its tool is installed.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const deploy = path.resolve(import.meta.dirname, '..', '..', 'deploy');
const units = ['gkj-girimarto.service', 'gkj-girimarto-backup.service', 'gkj-girimarto-backup.timer'];
const installed = (tool: string) =>
  ['/usr/bin', '/usr/local/bin', '/bin'].some((dir) => existsSync(path.join(dir, tool)));

describe('deploy files', () => {
  it.runIf(installed('systemd-analyze'))('systemd units verify without a warning', async () => {
    const result = await run('systemd-analyze', ['verify', ...units], { cwd: deploy }).catch(
      (error: { stdout: string; stderr: string; code: number }) => error,
    );
    expect(`${result.stderr}${result.stdout}`.trim()).toBe('');
  });

  it('the timer starts the backup service nightly, and the services run the npm scripts', () => {
    const timer = readFileSync(path.join(deploy, 'gkj-girimarto-backup.timer'), 'utf8');
    expect(timer).toMatch(/^OnCalendar=\*-\*-\* 02:30:00$/m);
    expect(timer).toMatch(/^Persistent=true$/m);
    expect(readFileSync(path.join(deploy, 'gkj-girimarto-backup.service'), 'utf8')).toMatch(
      /^ExecStart=\/usr\/bin\/npm run backup$/m,
    );
    expect(readFileSync(path.join(deploy, 'gkj-girimarto.service'), 'utf8')).toMatch(
      /^ExecStart=\/usr\/bin\/npm start$/m,
    );
    const scripts = JSON.parse(readFileSync(path.join(deploy, '..', 'package.json'), 'utf8')).scripts;
    expect(Object.keys(scripts)).toEqual(expect.arrayContaining(['start', 'backup', 'create-admin']));
  });

  it("the Caddyfile sets no Content-Security-Policy of its own: pages get their release's", () => {
    // A policy set for the whole site would replace the per-page ones (inline script hashes; WebAssembly for
    // the search page and its worker only) that the server sends and each release's configuration writes.
    const directives = readFileSync(path.join(deploy, 'Caddyfile'), 'utf8').replace(/#.*$/gm, '');
    expect(directives).not.toMatch(/content-security-policy/i);
    expect(directives).toMatch(/reverse_proxy \{\$GKJ_SERVER:127\.0\.0\.1:3000\}/);
    expect(directives).toMatch(/import \{\$SITE_DIR:[^}]+\}\/current\/\.caddy-site\*/);
  });

  it.runIf(installed('caddy'))(
    'the Caddyfile adapts, with TLS for the domain and the server behind it',
    async () => {
      const { stdout } = await run('caddy', ['adapt', '--config', 'Caddyfile', '--adapter', 'caddyfile'], {
        cwd: deploy,
        env: { ...process.env, SITE_DOMAIN: 'gkj.example.org' },
      });
      const config = JSON.stringify(JSON.parse(stdout));
      expect(config).toContain('"host":["gkj.example.org"]');
      expect(config).toContain('"dial":"127.0.0.1:3000"');
    },
  );
});
