// A production start refuses to run while a demo account still opens with a demo password (the README
// publishes them): the check names exactly the accounts that do, under the default or DEMO_PASSWORD.

import { demoPasswordsRefusal, openDemoAccounts } from '@gkj/scripts/demo-passwords';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyDatabase, testApp } from './support/app.ts';
import { createUser } from './support/users.ts';

const ctx = await testApp();
afterAll(ctx.close);
beforeEach(() => emptyDatabase(ctx.db));

describe('demo passwords in production', () => {
  it('names the demo accounts that still open with the default or the chosen demo password', async () => {
    await createUser(ctx.db, 'admin', { username: 'admin', password: 'girimarto' });
    await createUser(ctx.db, 'pendeta', { username: 'pendeta', password: 'Kidung-Baru-2026' });
    await createUser(ctx.db, 'author', { username: 'penulis', password: 'demo-pilihan-7' });
    // Not a demo account, whatever its password.
    await createUser(ctx.db, 'admin', { username: 'bendahara', password: 'girimarto' });
    expect(await openDemoAccounts(ctx.db)).toEqual(['admin']);
    expect(await openDemoAccounts(ctx.db, 'demo-pilihan-7')).toEqual(['admin', 'penulis']);
    expect(demoPasswordsRefusal(['admin'])).toMatch(/^Mode produksi tidak dijalankan: akun demo admin masih/);
  });

  it('lets production start once every demo password was changed', async () => {
    await createUser(ctx.db, 'admin', { username: 'admin', password: 'Sudah-Diganti-2026' });
    expect(await openDemoAccounts(ctx.db)).toEqual([]);
  });
});
