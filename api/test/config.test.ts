import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadEnvFile } from '@gkj/scripts/env-file';
import { afterAll, describe, expect, it } from 'vitest';
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
      publishDebounceMs: 250,
      buildClaimMs: 30_000,
      readCacheMs: 1000,
      rebuildHookUrl: undefined,
      production: false,
      twoFactorRoles: ['admin'],
      s3: undefined,
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
    [
      { SITE_BUILD_CLAIM_MS: '500' },
      'SITE_BUILD_CLAIM_MS harus berupa bilangan bulat antara 3000 dan 600000.',
    ],
    [{ REBUILD_HOOK_URL: 'bukan url' }, 'REBUILD_HOOK_URL bukan alamat URL yang valid.'],
    [{ DATABASE_URL: 'postgres://x' }, 'DATABASE_URL harus memakai skema mysql atau mariadb.'],
    [{ STORAGE: 'ftp' }, 'STORAGE harus local atau s3.'],
    [{ STORAGE: 's3' }, 'S3_BUCKET wajib disetel bila STORAGE=s3.'],
    [
      { STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' },
      'S3_ENDPOINT harus memakai skema http atau https.',
    ],
    [
      { STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'kunci' },
      'S3_ACCESS_KEY_ID dan S3_SECRET_ACCESS_KEY harus disetel bersama.',
    ],
    [
      { STORAGE: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'kadang' },
      'S3_FORCE_PATH_STYLE harus bernilai on atau off.',
    ],
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

  it('reads the bucket of STORAGE=s3, and keeps the folders without it', () => {
    const s3 = (env: Record<string, string>) => loadConfig({ JWT_SECRET: SECRET, ...env }, root).s3;
    expect(s3({ S3_BUCKET: 'diabaikan' })).toBeUndefined();
    expect(s3({ STORAGE: 'local', S3_BUCKET: 'diabaikan' })).toBeUndefined();
    expect(s3({ STORAGE: 'S3', S3_BUCKET: 'gkj-unggahan' })).toEqual({
      bucket: 'gkj-unggahan',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(
      s3({
        STORAGE: 's3',
        S3_BUCKET: 'gkj-unggahan',
        S3_REGION: 'auto',
        S3_ENDPOINT: 'https://akun.r2.cloudflarestorage.com',
        S3_FORCE_PATH_STYLE: 'on',
        S3_ACCESS_KEY_ID: 'kunci',
        S3_SECRET_ACCESS_KEY: 'rahasia',
      }),
    ).toEqual({
      bucket: 'gkj-unggahan',
      region: 'auto',
      endpoint: 'https://akun.r2.cloudflarestorage.com',
      forcePathStyle: true,
      credentials: { accessKeyId: 'kunci', secretAccessKey: 'rahasia' },
    });
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
