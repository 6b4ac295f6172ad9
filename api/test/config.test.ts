import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnvFile } from '../../scripts/env-file.ts';
import { loadConfig } from '../src/plugins/config.ts';

const root = mkdtempSync(path.join(tmpdir(), 'gkj-config-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const SECRET = 'x'.repeat(32);

describe('loadConfig', () => {
  it('has the documented defaults, with paths resolved against the project root', () => {
    const config = loadConfig({ JWT_SECRET: SECRET }, root);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      jwtExpiresIn: '8h',
      uploadDir: path.join(root, '.data/uploads'),
      privateUploadDir: path.join(root, '.data/private-uploads'),
      uploadMaxBytes: 10 * 1024 * 1024,
      uploadMaxFiles: 20,
      siteDir: path.join(root, '.data/site'),
      adminDir: path.join(root, 'admin/dist'),
      publish: true,
      publishDebounceMs: 1000,
      readCacheMs: 1000,
      rebuildHookUrl: undefined,
      production: false,
      twoFactorRoles: ['admin'],
    });
  });

  it('creates a development secret in .data/jwt-secret once and reuses it', () => {
    const first = loadConfig({}, root).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(root, '.data', 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({}, root).jwtSecret).toBe(first);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT harus berupa bilangan bulat antara 1 dan 65535.'],
    [{ JWT_SECRET: 'pendek' }, 'JWT_SECRET minimal 32 karakter.'],
    [
      { JWT_SECRET: undefined, NODE_ENV: 'production' },
      'JWT_SECRET wajib disetel di mode produksi (minimal 32 karakter).',
    ],
    [{ JWT_EXPIRES_IN: 'besok' }, 'JWT_EXPIRES_IN harus berupa durasi seperti 8h, 30m atau 3600 (detik).'],
    [{ PUBLISH: 'mungkin' }, 'PUBLISH harus bernilai on atau off.'],
    [{ UPLOAD_MAX_FILES: '0' }, 'UPLOAD_MAX_FILES harus berupa bilangan bulat antara 1 dan 1000.'],
    [{ REBUILD_HOOK_URL: 'bukan url' }, 'REBUILD_HOOK_URL bukan alamat URL yang valid.'],
    [{ DATABASE_URL: 'postgres://x' }, 'DATABASE_URL harus memakai skema mysql atau mariadb.'],
    [
      { TWO_FACTOR_ROLES: 'admin,bendahara' },
      'TWO_FACTOR_ROLES berisi peran yang tidak dikenal (bendahara): pilih dari admin, pendeta, petugas_inventaris, author, atau none.',
    ],
  ])('refuses %j with one Indonesian line', (env, message) => {
    expect(() => loadConfig({ JWT_SECRET: SECRET, ...env }, root)).toThrow(new Error(message));
  });

  it('reads on/off and numbers', () => {
    const config = loadConfig(
      { JWT_SECRET: SECRET, PUBLISH: 'off', PORT: '8080', JWT_EXPIRES_IN: '3600' },
      root,
    );
    expect(config).toMatchObject({ publish: false, port: 8080, jwtExpiresIn: '3600s' });
  });

  it('reads the roles that must sign in with a second factor', () => {
    const roles = (value: string) =>
      loadConfig({ JWT_SECRET: SECRET, TWO_FACTOR_ROLES: value }, root).twoFactorRoles;
    expect(roles('Admin, pendeta')).toEqual(['admin', 'pendeta']);
    expect(roles('none')).toEqual([]);
    expect(roles('')).toEqual(['admin']);
  });

  it('reads settings from a .env file, where the environment does not set them', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'gkj-env-'));
    writeFileSync(path.join(folder, '.env'), '# pengaturan\nGKJ_UJI_PORT=8081\nGKJ_UJI_HOST=dari-berkas\n');
    process.env.GKJ_UJI_HOST = 'dari-lingkungan';
    try {
      expect(loadEnvFile(folder)).toBe(true);
      expect(process.env.GKJ_UJI_PORT).toBe('8081');
      expect(process.env.GKJ_UJI_HOST).toBe('dari-lingkungan');
      expect(loadEnvFile(root)).toBe(false);
    } finally {
      delete process.env.GKJ_UJI_PORT;
      delete process.env.GKJ_UJI_HOST;
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
