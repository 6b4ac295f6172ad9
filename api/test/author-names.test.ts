import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EDITORIAL_BYLINE } from '../src/lib/byline.ts';
import { emptyDatabase, testApp } from './support/app.ts';
import { addJemaat } from './support/members.ts';
import { insertKegiatan, postArtikel } from './support/rows.ts';
import { bearer, createUser, type TestUser } from './support/users.ts';

// Authors are people: the public sees their display name, never the login name (half a credential).
const ctx = await testApp();
const { app, db } = ctx;
const published = vi.spyOn(app.publisher, 'contentChanged');
afterAll(ctx.close);
beforeEach(async () => {
  await emptyDatabase(db);
  published.mockClear();
});

/** An article the user wrote, published (a penulis's draft as a reviewer would publish it). */
async function write(user: TestUser, judul: string): Promise<number> {
  const fields = { judul_artikel: judul, jenis_artikel: 'renungan', isi_artikel: 'Isi renungan.' };
  const id = await postArtikel(app, await app.issueToken(user), fields);
  await db.updateTable('artikel').set({ status: 'terbit' }).where('id_artikel', '=', id).execute();
  return id;
}

/** Some public content of every kind, so each public route answers with rows. */
async function publicContent(): Promise<Record<string, string>> {
  const kegiatan = await insertKegiatan(db, 'Retret Pemuda', '2026-07-01');
  const jadwal = await db
    .insertInto('jadwal_ibadah')
    .values({
      nama_ibadah: 'Ibadah Minggu',
      lokasi_ibadah: 'Induk Girimarto',
      tema_ibadah: 'Kasih',
      tanggal_ibadah: '2099-01-04 07:00:00',
      pemimpin_ibadah: 'Pdt. Yohanes Dwi Santosa',
    })
    .executeTakeFirstOrThrow();
  const majelis = await db
    .insertInto('kemajelisan')
    .values({ nama: 'Pnt. Bambang Sutrisno', jabatan: 'Penatua' })
    .executeTakeFirstOrThrow();
  return {
    kegiatan: String(kegiatan),
    jadwal: String(jadwal.insertId),
    kemajelisan: String(majelis.insertId),
  };
}

describe('author names', () => {
  it('answers the display name, else the editorial byline, on every public route; never a username', async () => {
    const pastor = await createUser(db, 'pendeta', {
      username: 'yohanesds',
      nama_tampilan: 'Pdt. Yohanes Dwi Santosa',
    });
    const unnamed = await createUser(db, 'author', { username: 'penulisrina', nama_tampilan: null });
    await createUser(db, 'admin', { username: 'sekretarisgrm', nama_tampilan: 'Pnt. Bambang Sutrisno' });
    const byPastor = await write(pastor, 'Renungan Pastor');
    const byUnnamed = await write(unnamed, 'Renungan Redaksi');
    const ids = await publicContent();

    const artikel = (await app.inject({ url: `/api/artikel/${byPastor}` })).json();
    expect(artikel.author).toBe('Pdt. Yohanes Dwi Santosa');
    expect((await app.inject({ url: `/api/artikel/${byUnnamed}` })).json().author).toBe(EDITORIAL_BYLINE);
    const list = (await app.inject({ url: '/api/artikel' })).json();
    expect(list.data.map((a: { author: string }) => a.author).sort()).toEqual([
      'Pdt. Yohanes Dwi Santosa',
      EDITORIAL_BYLINE,
    ]);
    // The public search by author finds the display name.
    expect((await app.inject({ url: '/api/artikel?q=Yohanes' })).json().total).toBe(1);

    const param: Record<string, string> = {
      id: String(byPastor),
      lokasi: encodeURIComponent('Induk Girimarto'),
    };
    const byResource: Record<string, string> = {
      'kegiatan-gereja': ids.kegiatan,
      'gambar-kegiatan': ids.kegiatan,
      'jadwal-ibadah': ids.jadwal,
      kemajelisan: ids.kemajelisan,
    };
    const urls = app.routeAccess
      .filter((r) => r.method === 'GET' && r.access === 'public' && r.url.startsWith('/api/'))
      .filter((r) => !r.url.startsWith('/api/docs'))
      .map((r) => {
        const resource = r.url.split('/')[2];
        return r.url.replace(/:(\w+)/g, (_, name: string) =>
          name === 'id' && byResource[resource] ? byResource[resource] : (param[name] ?? '1'),
        );
      });
    expect(urls).toContain('/api/publikasi/artikel');
    expect(urls).toContain('/api/konten/recent');

    const usernames = (await db.selectFrom('user').select('username_user').execute()).map((u) =>
      u.username_user.toLowerCase(),
    );
    expect(usernames).toHaveLength(3);
    for (const url of urls) {
      const response = await app.inject({ url });
      const text = response.body.toLowerCase();
      for (const username of usernames) expect(text, `${url} carries ${username}`).not.toContain(username);
    }
  });

  it('carries a new display name to the articles already written, and rebuilds the site', async () => {
    const admin = await createUser(db, 'admin');
    const writer = await createUser(db, 'author', { username: 'penulisdewi' });
    const id = await write(writer, 'Warta Minggu');
    const before = await db.selectFrom('artikel').select('updated_at').executeTakeFirstOrThrow();
    published.mockClear();

    const response = await app.inject({
      method: 'PUT',
      url: `/api/user/${writer.id_user}`,
      headers: bearer(await app.issueToken(admin)),
      payload: {
        username_user: 'penulisdewi',
        nama_tampilan: 'Dewi Lestari',
        telp_user: '0812',
        id_jemaat: await addJemaat(db, 'Dewi'),
        id_role: 4,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.nama_tampilan).toBe('Dewi Lestari');
    expect((await app.inject({ url: `/api/artikel/${id}` })).json().author).toBe('Dewi Lestari');
    expect(published).toHaveBeenCalledTimes(1);
    // Not an edit of the article: an editor who has it open is not told it changed under them.
    const after = await db.selectFrom('artikel').select('updated_at').executeTakeFirstOrThrow();
    expect(after.updated_at).toBe(before.updated_at);

    // Through the own profile too; saving the same name again publishes nothing.
    const own = bearer(await app.issueToken(writer));
    const profile = { username_user: 'penulisdewi', nama_tampilan: 'Ibu Dewi Lestari', telp_user: '0812' };
    expect(
      (await app.inject({ method: 'PUT', url: '/api/profile', headers: own, payload: profile })).statusCode,
    ).toBe(200);
    expect((await app.inject({ url: `/api/artikel/${id}` })).json().author).toBe('Ibu Dewi Lestari');
    expect(published).toHaveBeenCalledTimes(2);
    await app.inject({ method: 'PUT', url: '/api/profile', headers: own, payload: profile });
    expect(published).toHaveBeenCalledTimes(2);
  });

  it('keeps the byline of an article whose writer’s account is deleted', async () => {
    const admin = await createUser(db, 'admin');
    const writer = await createUser(db, 'author', { nama_tampilan: 'Maria Wulandari' });
    const id = await write(writer, 'Kenangan');
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/user/${writer.id_user}`,
      headers: bearer(await app.issueToken(admin)),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await app.inject({ url: `/api/artikel/${id}` })).json().author).toBe('Maria Wulandari');
  });
});
