// The publishing workflow of articles and activities: who may set which status, what the public sees
// of drafts and scheduled items (nothing, on every public route, exactly as for an unknown id), the
// review queue, the audit of each step, and the rules' 4xx answers.
import { sql } from 'kysely';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyDatabase, testApp } from './support/app.ts';
import { auditLog } from './support/audit.ts';
import { bearer, tokenFor } from './support/users.ts';

const ctx = await testApp();
const { app, db } = ctx;
afterAll(ctx.close);
beforeEach(() => emptyDatabase(db));

const ARTIKEL = {
  judul_artikel: 'Renungan Adven',
  jenis_artikel: 'renungan',
  isi_artikel: 'Berjaga-jagalah.',
};
const KEGIATAN = { nama_kegiatan_gereja: 'Retret Pemuda', waktu_kegiatan_gereja: '2030-01-10' };

type Body = Record<string, unknown>;
const write = (method: 'POST' | 'PUT', url: string, token: string, payload: Body) =>
  app.inject({ method, url, payload, headers: bearer(token) });

/** 'YYYY-MM-DDTHH:MM:SS' in WIB, `seconds` from the database's now. */
async function wibIn(seconds: number): Promise<string> {
  const { rows } = await sql<{ at: string }>`
    SELECT DATE_FORMAT(NOW() + INTERVAL ${seconds} SECOND, '%Y-%m-%dT%H:%i:%s') AS at`.execute(db);
  return rows[0].at;
}

async function created(
  url: string,
  token: string,
  payload: Body,
): Promise<{ id: number; updated_at: string }> {
  const response = await write('POST', url, token, payload);
  expect(response.statusCode, response.body).toBe(201);
  const data = response.json().data;
  return { id: data.id_artikel ?? data.id_kegiatan_gereja, updated_at: data.updated_at };
}

const anonymous = (url: string) => app.inject({ url });

/** The workflow steps the audit log holds for articles (not the ordinary creates and edits), oldest first. */
async function auditSteps() {
  return (await auditLog(db, 'artikel')).filter((row) => row.aksi !== 'create' && row.aksi !== 'update');
}

/** Every public answer that could carry an article or activity, as one text to search. */
async function publicText(): Promise<string> {
  const urls = [
    '/api/artikel?per_page=100',
    '/api/publikasi/artikel',
    '/api/kegiatan-gereja?per_page=100',
    '/api/kegiatan-gereja?per_page=100&sort=nama_kegiatan_gereja',
    '/api/kegiatan-dengan-thumbnail',
    '/api/publikasi/kegiatan',
    '/api/konten/recent',
  ];
  const answers = await Promise.all(urls.map((url) => anonymous(url)));
  for (const answer of answers) expect(answer.statusCode).toBe(200);
  return answers.map((answer) => answer.body).join('\n');
}

describe('what the public sees', () => {
  it('answers drafts, items under review and future schedules as unknown on every public route', async () => {
    const { token } = await tokenFor(app, 'admin');
    const hidden: number[] = [];
    const hiddenActivities: number[] = [];
    for (const [index, status] of (['draf', 'tinjauan', 'terjadwal'] as const).entries()) {
      const terbit_pada = status === 'terjadwal' ? await wibIn(3600) : undefined;
      const extra = { status, terbit_pada };
      hidden.push(
        (await created('/api/artikel', token, { ...ARTIKEL, judul_artikel: `Rahasia ${index}`, ...extra }))
          .id,
      );
      hiddenActivities.push(
        (
          await created('/api/kegiatan-gereja', token, {
            ...KEGIATAN,
            nama_kegiatan_gereja: `Tertutup ${index}`,
            ...extra,
          })
        ).id,
      );
    }
    const shown = await created('/api/artikel', token, { ...ARTIKEL, judul_artikel: 'Terbuka' });
    await created('/api/kegiatan-gereja', token, { ...KEGIATAN, nama_kegiatan_gereja: 'Terbuka juga' });

    const text = await publicText();
    expect(text).toContain('Terbuka');
    expect(text).toContain('Terbuka juga');
    expect(text).not.toMatch(/Rahasia|Tertutup/);
    expect((await anonymous('/api/artikel')).json().total).toBe(1);
    expect((await anonymous('/api/kegiatan-gereja')).json().total).toBe(1);

    const unknownArticle = await anonymous('/api/artikel/999999');
    const unknownActivity = await anonymous('/api/kegiatan-gereja/999999');
    const unknownImages = await anonymous('/api/gambar-kegiatan/by-kegiatan/999999');
    for (const id of hidden) {
      const answer = await anonymous(`/api/artikel/${id}`);
      expect([answer.statusCode, answer.json()]).toEqual([unknownArticle.statusCode, unknownArticle.json()]);
    }
    for (const id of hiddenActivities) {
      const answer = await anonymous(`/api/kegiatan-gereja/${id}`);
      expect([answer.statusCode, answer.json()]).toEqual([404, unknownActivity.json()]);
      const images = await anonymous(`/api/gambar-kegiatan/by-kegiatan/${id}`);
      expect([images.statusCode, images.json()]).toEqual([404, unknownImages.json()]);
    }
    // Staff of other areas read as visitors do.
    const { token: inventaris } = await tokenFor(app, 'petugas_inventaris');
    const asInventaris = await app.inject({ url: `/api/artikel/${hidden[0]}`, headers: bearer(inventaris) });
    expect(asInventaris.statusCode).toBe(404);
    expect((await anonymous(`/api/artikel/${shown.id}`)).statusCode).toBe(200);
  });

  it('shows a scheduled item once its time has come, before the scheduler has even run', async () => {
    const { token } = await tokenFor(app, 'pendeta');
    const { id } = await created('/api/artikel', token, {
      ...ARTIKEL,
      status: 'terjadwal',
      terbit_pada: await wibIn(3600),
    });
    expect((await anonymous(`/api/artikel/${id}`)).statusCode).toBe(404);
    await db.updateTable('artikel').set({ terbit_pada: sql`NOW() - INTERVAL 1 SECOND` }).execute();
    const answer = await anonymous(`/api/artikel/${id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().status).toBe('terjadwal');
    expect(await publicText()).toContain('Renungan Adven');
  });

  it('lets admin and pendeta list every status and filter by one; a penulis sees their own drafts too', async () => {
    const admin = await tokenFor(app, 'admin');
    const writer = await tokenFor(app, 'author');
    const other = await tokenFor(app, 'author');
    await created('/api/artikel', admin.token, { ...ARTIKEL, judul_artikel: 'Terbit' });
    await created('/api/artikel', writer.token, { ...ARTIKEL, judul_artikel: 'Draf sendiri' });
    await created('/api/artikel', other.token, { ...ARTIKEL, judul_artikel: 'Draf orang lain' });

    const titles = async (token: string, query = '') => {
      const answer = await app.inject({
        url: `/api/artikel?sort=judul&order=asc${query}`,
        headers: bearer(token),
      });
      return answer
        .json()
        .data.map((row: { judul_artikel: string; status: string }) => `${row.judul_artikel}:${row.status}`);
    };
    expect(await titles(admin.token)).toEqual(['Draf orang lain:draf', 'Draf sendiri:draf', 'Terbit:terbit']);
    expect(await titles(admin.token, '&status=draf')).toEqual(['Draf orang lain:draf', 'Draf sendiri:draf']);
    expect(await titles(admin.token, '&status=terbit')).toEqual(['Terbit:terbit']);
    expect(await titles(writer.token)).toEqual(['Draf sendiri:draf', 'Terbit:terbit']);
  });

  it('filters the activity list by status for admin, in both orders; the filter opens nothing to others', async () => {
    const { token } = await tokenFor(app, 'admin');
    for (const status of ['draf', 'tinjauan', 'terbit'] as const) {
      await created('/api/kegiatan-gereja', token, { ...KEGIATAN, nama_kegiatan_gereja: status, status });
    }
    await created('/api/kegiatan-gereja', token, {
      ...KEGIATAN,
      nama_kegiatan_gereja: 'terjadwal',
      status: 'terjadwal',
      terbit_pada: await wibIn(3600),
    });
    const names = async (query: string, token?: string) => {
      const answer = await app.inject({
        url: `/api/kegiatan-gereja?per_page=100${query}`,
        headers: token ? bearer(token) : {},
      });
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      const rows = body.data.map((row: { nama_kegiatan_gereja: string; status: string }) => {
        expect(row.status).toBe(row.nama_kegiatan_gereja);
        return row.nama_kegiatan_gereja;
      });
      expect(body.total).toBe(rows.length);
      return rows.sort();
    };
    // Upcoming first (the list's own order) and sorted by a column (the table's headers) filter alike.
    for (const order of ['', '&sort=nama_kegiatan_gereja&order=asc']) {
      expect(await names(order, token)).toEqual(['draf', 'terbit', 'terjadwal', 'tinjauan']);
      expect(await names(`${order}&status=semua`, token)).toEqual([
        'draf',
        'terbit',
        'terjadwal',
        'tinjauan',
      ]);
      for (const status of ['draf', 'tinjauan', 'terjadwal', 'terbit']) {
        expect(await names(`${order}&status=${status}`, token), `${order} ${status}`).toEqual([status]);
      }
    }
    // A penulis does not manage activities: they, like a visitor, see the published ones whatever they ask.
    const { token: writer } = await tokenFor(app, 'author');
    for (const who of [writer, undefined]) {
      expect(await names('&status=draf', who)).toEqual([]);
      expect(await names('&status=terjadwal', who)).toEqual([]);
      expect(await names('', who)).toEqual(['terbit']);
    }
  });
});

describe('the review', () => {
  it('takes a penulis draft through review, a return with a note, a schedule, and audits each step', async () => {
    const writer = await tokenFor(app, 'author');
    const pendeta = await tokenFor(app, 'pendeta');
    const draft = await created('/api/artikel', writer.token, ARTIKEL);
    const stored = async () =>
      (await app.inject({ url: `/api/artikel/${draft.id}`, headers: bearer(pendeta.token) })).json();
    expect((await stored()).status).toBe('draf');

    // A penulis never publishes nor schedules, not even their own.
    for (const status of ['terbit', 'terjadwal']) {
      const refused = await write('PUT', `/api/artikel/${draft.id}`, writer.token, {
        ...ARTIKEL,
        status,
        terbit_pada: await wibIn(600),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
    }
    const submitted = await write('PUT', `/api/artikel/${draft.id}`, writer.token, {
      ...ARTIKEL,
      status: 'tinjauan',
    });
    expect(submitted.statusCode).toBe(200);
    const queue = await app.inject({ url: '/api/tinjauan', headers: bearer(pendeta.token) });
    expect(queue.json()).toMatchObject({
      total: 1,
      data: [{ jenis: 'artikel', id: draft.id, judul: 'Renungan Adven' }],
    });
    expect((await app.inject({ url: '/api/tinjauan', headers: bearer(writer.token) })).statusCode).toBe(403);

    // Sent back: the note is required, and the writer sees it.
    const noNote = await write('PUT', `/api/artikel/${draft.id}`, pendeta.token, {
      ...ARTIKEL,
      status: 'draf',
    });
    expect([noNote.statusCode, noNote.json().message]).toEqual([
      400,
      'Catatan untuk penulis wajib diisi saat mengembalikan konten.',
    ]);
    await write('PUT', `/api/artikel/${draft.id}`, pendeta.token, {
      ...ARTIKEL,
      status: 'draf',
      catatan_tinjauan: 'Tambahkan ayat bacaan.',
    });
    const returned = await app.inject({ url: `/api/artikel/${draft.id}`, headers: bearer(writer.token) });
    expect(returned.json()).toMatchObject({
      status: 'draf',
      catatan_tinjauan: 'Tambahkan ayat bacaan.',
      dapat_diubah: true,
    });
    expect((await app.inject({ url: '/api/tinjauan', headers: bearer(pendeta.token) })).json().total).toBe(0);

    await write('PUT', `/api/artikel/${draft.id}`, writer.token, {
      ...ARTIKEL,
      ayat_alkitab: 'Matius 24:42',
      status: 'tinjauan',
    });
    const past = await write('PUT', `/api/artikel/${draft.id}`, pendeta.token, {
      ...ARTIKEL,
      status: 'terjadwal',
      terbit_pada: await wibIn(-60),
    });
    expect([past.statusCode, past.json().message]).toEqual([400, 'Waktu terbit harus di masa mendatang.']);
    const noTime = await write('PUT', `/api/artikel/${draft.id}`, pendeta.token, {
      ...ARTIKEL,
      status: 'terjadwal',
    });
    expect(noTime.statusCode).toBe(400);
    const at = await wibIn(3600);
    const scheduled = await write('PUT', `/api/artikel/${draft.id}`, pendeta.token, {
      ...ARTIKEL,
      ayat_alkitab: 'Matius 24:42',
      status: 'terjadwal',
      terbit_pada: at,
    });
    expect(scheduled.json().data).toMatchObject({
      status: 'terjadwal',
      terbit_pada: at.replace('T', ' '),
      // Listed where it will stand once published; the note is done with.
      tanggal_artikel: at.replace('T', ' '),
      catatan_tinjauan: null,
    });

    // Released: the writer no longer changes or deletes it, and is told why.
    const late = await write('PUT', `/api/artikel/${draft.id}`, writer.token, { ...ARTIKEL, status: 'draf' });
    expect([late.statusCode, late.json().message]).toEqual([
      403,
      'Konten yang sudah terbit atau terjadwal hanya dapat diubah oleh admin atau pendeta.',
    ]);
    const remove = await app.inject({
      method: 'DELETE',
      url: `/api/artikel/${draft.id}`,
      headers: bearer(writer.token),
    });
    expect(remove.statusCode).toBe(403);
    expect(
      (await app.inject({ url: `/api/artikel/${draft.id}`, headers: bearer(writer.token) })).json()
        .dapat_diubah,
    ).toBe(false);

    const steps = await db
      .selectFrom('audit_log')
      .select(['aksi', 'username'])
      .where('tabel', '=', 'artikel')
      .where('aksi', 'not in', ['create', 'update'])
      .orderBy('id_audit')
      .execute();
    expect(steps).toEqual([
      { aksi: 'submit', username: writer.user.username_user },
      { aksi: 'return', username: pendeta.user.username_user },
      { aksi: 'submit', username: writer.user.username_user },
      { aksi: 'schedule', username: pendeta.user.username_user },
    ]);
  });

  it("refuses a penulis who publishes or schedules another writer's draft, and changes nothing", async () => {
    const writer = await tokenFor(app, 'author');
    const other = await tokenFor(app, 'author');
    const draft = await created('/api/artikel', writer.token, ARTIKEL);
    for (const status of ['terbit', 'terjadwal', 'tinjauan']) {
      const refused = await write('PUT', `/api/artikel/${draft.id}`, other.token, {
        ...ARTIKEL,
        judul_artikel: 'Diambil alih',
        status,
        terbit_pada: status === 'terjadwal' ? await wibIn(600) : undefined,
      });
      expect([refused.statusCode, refused.json().code], status).toEqual([403, 'FORBIDDEN']);
    }
    const { token: admin } = await tokenFor(app, 'admin');
    const stored = (await app.inject({ url: `/api/artikel/${draft.id}`, headers: bearer(admin) })).json();
    expect(stored).toMatchObject({ judul_artikel: ARTIKEL.judul_artikel, status: 'draf', terbit_pada: null });
    expect(stored.updated_at).toBe(draft.updated_at);
    expect((await anonymous(`/api/artikel/${draft.id}`)).statusCode).toBe(404);
    expect(await auditSteps()).toEqual([]);
  });

  it('audits a publish by a person with who took it and from which status', async () => {
    const writer = await tokenFor(app, 'author');
    const pendeta = await tokenFor(app, 'pendeta');
    const draft = await created('/api/artikel', writer.token, ARTIKEL);
    await write('PUT', `/api/artikel/${draft.id}`, writer.token, { ...ARTIKEL, status: 'tinjauan' });
    const published = await write('PUT', `/api/artikel/${draft.id}`, pendeta.token, {
      ...ARTIKEL,
      status: 'terbit',
    });
    expect(published.json().data.status).toBe('terbit');
    expect((await anonymous(`/api/artikel/${draft.id}`)).statusCode).toBe(200);
    const steps = await auditSteps();
    expect(steps.map(({ aksi, username }) => [aksi, username])).toEqual([
      ['submit', writer.user.username_user],
      ['publish', pendeta.user.username_user],
    ]);
    expect(steps[1]).toMatchObject({
      id_user: pendeta.user.id_user,
      id_record: String(draft.id),
      perubahan: { status: { dari: 'tinjauan', ke: 'terbit' } },
    });
  });

  it('answers a malformed or impossible schedule time with a 400 in Indonesian', async () => {
    const { token } = await tokenFor(app, 'admin');
    for (const terbit_pada of ['2030-02-30T10:00', '2030-13-01T10:00', 'besok pagi']) {
      const answer = await write('POST', '/api/artikel', token, {
        ...ARTIKEL,
        status: 'terjadwal',
        terbit_pada,
      });
      expect(answer.statusCode, terbit_pada).toBe(400);
      expect(answer.json().message).toMatch(/^Waktu terbit harus berupa tanggal dan jam yang valid/);
    }
  });

  it('takes activities through the same statuses; unpublishing hides one again', async () => {
    const { token } = await tokenFor(app, 'admin');
    const { id } = await created('/api/kegiatan-gereja', token, KEGIATAN);
    expect((await anonymous(`/api/kegiatan-gereja/${id}`)).statusCode).toBe(200);
    const back = await write('PUT', `/api/kegiatan-gereja/${id}`, token, { ...KEGIATAN, status: 'draf' });
    expect(back.json().data.status).toBe('draf');
    expect((await anonymous(`/api/kegiatan-gereja/${id}`)).statusCode).toBe(404);
    const step = await db
      .selectFrom('audit_log')
      .select('aksi')
      .where('tabel', '=', 'kegiatan_gereja')
      .where('aksi', '=', 'unpublish')
      .execute();
    expect(step).toHaveLength(1);
  });
});
