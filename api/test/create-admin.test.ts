// `npm run create-admin`: the first admin of a production installation (which seeds no accounts), under
// the same password rules as every other new password, signing in afterwards.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { createAdmin } from '@gkj/scripts/create-admin';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyDatabase, testApp } from './support/app.ts';
import { login } from './support/users.ts';

const ctx = await testApp();
afterAll(ctx.close);
beforeEach(() => emptyDatabase(ctx.db));
const databaseUrl = ctx.config.databaseUrl as string;
const script = path.resolve(import.meta.dirname, '..', '..', 'scripts', 'create-admin.ts');

describe('npm run create-admin', () => {
  it('makes an admin who signs in with the chosen password', async () => {
    const run = await promisify(execFile)(process.execPath, [script, 'sekretaris', 'Pnt. Sri Lestari'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, ADMIN_PASSWORD: 'Majelis-Girimarto-2026' },
    });
    expect(run.stdout).toContain('Akun admin sekretaris dibuat.');
    const answer = await login(ctx.app, 'sekretaris', 'Majelis-Girimarto-2026');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().user.nama_role).toBe('admin');
    const row = await ctx.db.selectFrom('user').select('nama_tampilan').executeTakeFirstOrThrow();
    expect(row.nama_tampilan).toBe('Pnt. Sri Lestari');
  });

  it('refuses a weak password, a bad username and a username in use, in Indonesian', async () => {
    expect(await createAdmin(databaseUrl, 'sekretaris', 'password', '')).toBe(
      'Password terlalu umum; pilih yang lebih sulit ditebak.',
    );
    expect(await createAdmin(databaseUrl, 'sekre taris', 'Majelis-Girimarto-2026', '')).toMatch(
      /huruf dan angka/,
    );
    expect(await createAdmin(databaseUrl, 'sekretaris', 'Majelis-Girimarto-2026', '')).toBeUndefined();
    expect(await createAdmin(databaseUrl, 'sekretaris', 'Lain-Lagi-Sandi-2026', '')).toBe(
      'Username sekretaris sudah dipakai.',
    );
  });
});
