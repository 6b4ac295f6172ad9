import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_RULES, type AccessRule } from '../src/plugins/roles.ts';
import { emptyDatabase, testApp } from './support/app.ts';
import { bearer, ROLES, tokenFor } from './support/users.ts';

const ctx = await testApp();
const { app, db } = ctx;
// One test-only route per rule, so the whole table is checked through real requests.
for (const rule of Object.keys(ACCESS_RULES) as AccessRule[]) {
  app.get(`/api/test-access/${rule}`, { config: { access: rule } }, async () => ({ ok: true }));
}
beforeEach(() => emptyDatabase(db));
afterAll(ctx.close);

describe('role table', () => {
  it('lets exactly the listed roles through each rule; no token is 401 unless public', async () => {
    const tokens = Object.fromEntries(
      await Promise.all(ROLES.map(async (role) => [role, (await tokenFor(app, role)).token] as const)),
    );
    for (const [rule, allowed] of Object.entries(ACCESS_RULES)) {
      const anonymous = await app.inject({ url: `/api/test-access/${rule}` });
      expect(anonymous.statusCode, `${rule} without token`).toBe(allowed === 'anyone' ? 200 : 401);
      for (const role of ROLES) {
        const response = await app.inject({ url: `/api/test-access/${rule}`, headers: bearer(tokens[role]) });
        const permitted = allowed === 'anyone' || (allowed as readonly string[]).includes(role);
        expect(response.statusCode, `${rule} as ${role}`).toBe(permitted ? 200 : 403);
        if (!permitted)
          expect(response.json()).toEqual({
            message: 'Anda tidak memiliki akses ke fitur ini.',
            code: 'FORBIDDEN',
          });
      }
    }
  });

  it('matches the architecture table for the restricted resources', () => {
    expect(ACCESS_RULES.jemaat).toEqual(['admin', 'pendeta']);
    expect(ACCESS_RULES.inventaris).toEqual(['admin', 'pendeta', 'petugas_inventaris']);
    expect(ACCESS_RULES.keuangan).toEqual(['admin']);
    expect(ACCESS_RULES.konten).toEqual(['admin', 'pendeta']);
    expect(ACCESS_RULES['artikel-write']).toEqual(['admin', 'pendeta', 'author']);
    expect(ACCESS_RULES.situs).toEqual(['admin']);
  });

  it('refuses the admin-only audit list to the other roles', async () => {
    for (const role of ROLES) {
      const { token } = await tokenFor(app, role);
      const response = await app.inject({ url: '/api/audit', headers: bearer(token) });
      expect(response.statusCode, role).toBe(role === 'admin' ? 200 : 403);
    }
  });
});

describe('start-up check', () => {
  it('fails when an /api route declares no access rule', async () => {
    const other = await testApp();
    try {
      expect(() => other.app.get('/api/lupa-aturan', async () => ({}))).toThrow(/declares no access rule/);
    } finally {
      await other.close();
    }
  });

  it('fails on an unknown rule name', async () => {
    const other = await testApp();
    try {
      expect(() =>
        other.app.get('/api/salah', { config: { access: 'semua' as AccessRule } }, async () => ({})),
      ).toThrow(/Unknown access rule/);
    } finally {
      await other.close();
    }
  });
});
