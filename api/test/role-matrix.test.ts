import { ROLE_NAMES, type RoleName } from '@gkj/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, type TestContext, testApp } from './support/app.ts';
import { bearer, createUser, type TestUser } from './support/users.ts';

// Who may call each route, written out by hand from ARCHITECTURE.md's role table (not derived from the
// code's table, so a wrong rule in the code fails here). A route registered without a row fails too.
const PUBLIC = 'public';
const SIGNED_IN: readonly RoleName[] = ROLE_NAMES;
const ADMIN: readonly RoleName[] = ['admin'];
const JEMAAT: readonly RoleName[] = ['admin', 'pendeta'];
const INVENTARIS: readonly RoleName[] = ['admin', 'pendeta', 'petugas_inventaris'];
const KONTEN: readonly RoleName[] = ['admin', 'pendeta'];
const ARTIKEL: readonly RoleName[] = ['admin', 'pendeta', 'author'];
// Roles whose writes change the public site see its build state (ARCHITECTURE.md's role table).
const PUBLIKASI: readonly RoleName[] = ['admin', 'pendeta', 'author'];

const EXPECTED: Record<string, typeof PUBLIC | readonly RoleName[]> = {
  'GET /api/health': PUBLIC,
  'GET /api/ping': PUBLIC,
  'POST /api/login': PUBLIC,
  'POST /api/login/kode': PUBLIC,
  'POST /api/login/pasang': PUBLIC,
  'POST /api/logout': SIGNED_IN,
  'GET /api/profile': SIGNED_IN,
  'PUT /api/profile': SIGNED_IN,
  'PUT /api/profile/password': SIGNED_IN,
  'GET /api/profile/2fa': SIGNED_IN,
  'POST /api/profile/2fa/mulai': SIGNED_IN,
  'POST /api/profile/2fa/aktifkan': SIGNED_IN,
  'POST /api/profile/2fa/kode-cadangan': SIGNED_IN,
  'POST /api/profile/2fa/nonaktifkan': SIGNED_IN,
  'GET /api/sesi': SIGNED_IN,
  'DELETE /api/sesi': SIGNED_IN,
  'DELETE /api/sesi/:id': SIGNED_IN,
  'GET /api/audit': ADMIN,

  'GET /api/user': ADMIN,
  'GET /api/user/:id': ADMIN,
  'POST /api/user': ADMIN,
  'PUT /api/user/:id': ADMIN,
  'PUT /api/user/:id/password': ADMIN,
  'DELETE /api/user/:id': ADMIN,
  'DELETE /api/user/:id/2fa': ADMIN,

  'GET /api/jemaat': JEMAAT,
  'GET /api/jemaat/:id': JEMAAT,
  'POST /api/jemaat': JEMAAT,
  'PUT /api/jemaat/:id': JEMAAT,
  'DELETE /api/jemaat/:id': JEMAAT,
  'GET /api/jemaat/:id/data-pribadi': JEMAAT,
  'POST /api/jemaat/:id/hapus-data-pribadi': JEMAAT,
  'GET /api/jemaat-dropdown': JEMAAT,
  'GET /api/jemaat-per-status': JEMAAT,
  'GET /api/jemaat/:id/keterkaitan': JEMAAT,
  'GET /api/jemaat-statistik': JEMAAT,
  'GET /api/jemaat-ulang-tahun': JEMAAT,
  'GET /api/jemaat-ekspor': JEMAAT,
  'POST /api/jemaat-impor/pratinjau': JEMAAT,
  'POST /api/jemaat-impor': JEMAAT,
  'GET /api/jemaat-impor/templat': JEMAAT,

  'GET /api/jadwal-ibadah': PUBLIC,
  'GET /api/jadwal-ibadah/:id': PUBLIC,
  'GET /api/jadwal-ibadah-lokasi/:lokasi': PUBLIC,
  'GET /api/publikasi/jadwal': PUBLIC,
  'POST /api/jadwal-ibadah': KONTEN,
  'PUT /api/jadwal-ibadah/:id': KONTEN,
  'DELETE /api/jadwal-ibadah/:id': KONTEN,

  'GET /api/inventarisasi-gereja': INVENTARIS,
  'GET /api/inventarisasi-gereja/:id': INVENTARIS,
  'POST /api/inventarisasi-gereja': INVENTARIS,
  'PUT /api/inventarisasi-gereja/:id': INVENTARIS,
  'DELETE /api/inventarisasi-gereja/:id': INVENTARIS,

  'GET /api/keuangan-gereja': ADMIN,
  'GET /api/keuangan-gereja/:id': ADMIN,
  'POST /api/keuangan-gereja': ADMIN,
  'POST /api/keuangan-gereja/:id': ADMIN,
  'PUT /api/keuangan-gereja/:id': ADMIN,
  'DELETE /api/keuangan-gereja/:id': ADMIN,
  'GET /api/total-transaksi': ADMIN,
  'GET /api/keuangan-gereja/ekspor': ADMIN,
  'GET /api/kategori-transaksi': ADMIN,
  'POST /api/kategori-transaksi': ADMIN,
  'PUT /api/kategori-transaksi/:id': ADMIN,
  'DELETE /api/kategori-transaksi/:id': ADMIN,
  'GET /api/laporan-keuangan': ADMIN,
  'GET /api/laporan-keuangan/ekspor': ADMIN,

  'GET /api/kegiatan-gereja': PUBLIC,
  'GET /api/kegiatan-gereja/:id': PUBLIC,
  'GET /api/kegiatan-dengan-thumbnail': PUBLIC,
  'GET /api/publikasi/kegiatan': PUBLIC,
  'POST /api/kegiatan-gereja': KONTEN,
  'PUT /api/kegiatan-gereja/:id': KONTEN,
  'DELETE /api/kegiatan-gereja/:id': KONTEN,
  'GET /api/kegiatan-gereja/:id/revisi': KONTEN,
  'GET /api/kegiatan-gereja/:id/revisi/:id_revisi': KONTEN,
  'POST /api/kegiatan-gereja/:id/revisi/:id_revisi/pulihkan': KONTEN,
  'POST /api/kegiatan-gereja/:id/pratinjau': KONTEN,

  'GET /api/gambar-kegiatan/by-kegiatan/:id': PUBLIC,
  'POST /api/gambar-kegiatan': KONTEN,
  'POST /api/gambar-kegiatan/:id/thumbnail': KONTEN,
  'DELETE /api/gambar-kegiatan/:id': KONTEN,

  'GET /api/artikel': PUBLIC,
  'GET /api/artikel/:id': PUBLIC,
  'GET /api/publikasi/artikel': PUBLIC,
  'POST /api/artikel': ARTIKEL,
  'POST /api/artikel/:id': ARTIKEL,
  'PUT /api/artikel/:id': ARTIKEL,
  'DELETE /api/artikel/:id': ARTIKEL,
  'GET /api/artikel/:id/revisi': ARTIKEL,
  'GET /api/artikel/:id/revisi/:id_revisi': ARTIKEL,
  'POST /api/artikel/:id/revisi/:id_revisi/pulihkan': ARTIKEL,
  'POST /api/artikel/:id/pratinjau': ARTIKEL,
  'GET /api/warta-jemaat': PUBLIC,
  'GET /api/warta-jemaat/:id': PUBLIC,
  'GET /api/publikasi/warta-jemaat': PUBLIC,
  'POST /api/warta-jemaat': KONTEN,
  'POST /api/warta-jemaat/:id': KONTEN,
  'PUT /api/warta-jemaat/:id': KONTEN,
  'DELETE /api/warta-jemaat/:id': KONTEN,
  'GET /api/warta-jemaat/:id/revisi': KONTEN,
  'GET /api/warta-jemaat/:id/revisi/:id_revisi': KONTEN,
  'POST /api/warta-jemaat/:id/revisi/:id_revisi/pulihkan': KONTEN,
  'POST /api/warta-jemaat/:id/pratinjau': KONTEN,

  // Publishing, scheduling and sending back are checked per request (content-workflow.ts); the queue:
  'GET /api/tinjauan': KONTEN,
  // The preview's signed address is its own proof.
  'GET /api/pratinjau/:token': PUBLIC,

  'GET /api/kemajelisan': PUBLIC,
  'GET /api/kemajelisan/:id': PUBLIC,
  'GET /api/list-struktur': PUBLIC,
  'POST /api/kemajelisan': ADMIN,
  'PUT /api/kemajelisan/:id': ADMIN,
  'DELETE /api/kemajelisan/:id': ADMIN,

  'GET /api/konten/recent': PUBLIC,
  'GET /api/konten-situs': PUBLIC,
  'PUT /api/konten-situs/pengaturan': ADMIN,
  'PUT /api/konten-situs/gereja/:lokasi': ADMIN,
  'PUT /api/konten-situs/sejarah': ADMIN,
  'POST /api/konten-situs/slides': ADMIN,
  'PUT /api/konten-situs/slides/:id': ADMIN,
  'DELETE /api/konten-situs/slides/:id': ADMIN,
  'PUT /api/konten-situs/slides-urutan': ADMIN,
  'PUT /api/konten-situs/gambar/:kolom': ADMIN,
  'DELETE /api/konten-situs/gambar/:kolom': ADMIN,
  'POST /api/konten-situs/qris/periksa': ADMIN,
  'GET /api/konten-situs/qris/perubahan': ADMIN,

  'GET /api/galeri-gereja': PUBLIC,
  'GET /api/galeri-gereja/:id': PUBLIC,
  'POST /api/galeri-gereja': ADMIN,
  'PUT /api/galeri-gereja/:id': ADMIN,
  'DELETE /api/galeri-gereja/:id': ADMIN,

  'GET /api/site-build': PUBLIKASI,
  'GET /api/batas-unggahan': SIGNED_IN,
  'POST /api/site-build': ADMIN,
};

const PARAMS: Record<string, string> = {
  id: '999999',
  lokasi: encodeURIComponent('Induk Girimarto'),
  kolom: 'logo',
};
const fill = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? '1');

let ctx: TestContext;
const users = {} as Record<RoleName, TestUser>;

beforeAll(async () => {
  ctx = await testApp();
  await emptyDatabase(ctx.db);
  for (const role of ROLE_NAMES) users[role] = await createUser(ctx.db, role);
});
afterAll(() => ctx.close());

async function statusFor(method: string, url: string, role: RoleName | 'anonymous'): Promise<number> {
  // A fresh token per request: some routes (logout) end the session they are called with.
  const headers = role === 'anonymous' ? {} : bearer(await ctx.app.issueToken(users[role]));
  const body = method === 'GET' || method === 'DELETE' ? undefined : {};
  const response = await ctx.app.inject({ method: method as 'GET', url: fill(url), headers, payload: body });
  return response.statusCode;
}

describe('role matrix: every registered /api route × every role', () => {
  it('has an expected row for every registered route, and a route for every row', () => {
    const registered = ctx.app.routeAccess
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url}`);
    expect(registered.filter((key) => !(key in EXPECTED))).toEqual([]);
    expect(Object.keys(EXPECTED).filter((key) => !registered.includes(key))).toEqual([]);
  });

  for (const [key, allowed] of Object.entries(EXPECTED)) {
    const [method, url] = key.split(' ');
    it(`${key}: ${allowed === PUBLIC ? 'anyone' : allowed.join(', ')}`, async () => {
      const anonymous = await statusFor(method, url, 'anonymous');
      if (allowed === PUBLIC) expect(anonymous).not.toBe(401);
      else expect(anonymous).toBe(401);
      for (const role of ROLE_NAMES) {
        const status = await statusFor(method, url, role);
        if (allowed === PUBLIC || allowed.includes(role)) expect([401, 403]).not.toContain(status);
        else expect(status, `${role} on ${key}`).toBe(403);
      }
    });
  }
});
