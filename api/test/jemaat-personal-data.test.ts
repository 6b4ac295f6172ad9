// A member's rights under UU PDP: a complete copy of what is held about them, and erasure that leaves
// nothing of their personal data in any table (the audit log included) while the record still counts;
// a delete takes the personal values of earlier audit entries with it.
import { sql } from 'kysely';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyAuditRetention, RETAINED_NOTE } from '../src/plugins/audit-retention.ts';
import { ERASED_NAME } from '../src/routes/jemaat/personal-data.ts';
import { emptyDatabase, testApp } from './support/app.ts';
import { bearer, tokenFor } from './support/users.ts';

const { app, db, close } = await testApp();
beforeEach(() => emptyDatabase(db));
afterAll(close);

const MEMBER = {
  no_induk_jemaat: 'GRM-7731',
  nama_jemaat: 'Sriyati Rahayu Wibisono',
  jenis_kelamin_jemaat: 'Perempuan',
  alamat_jemaat: 'Dusun Ngrandu RT 03 RW 07',
  kewargaan: 'GKJ Girimarto',
  no_telp_jemaat: '081234560099',
  tanggal_lahir_jemaat: '1975-08-17',
  status_bergereja: 'aktif',
  pendidikan: 'Sarjana Keperawatan',
  baptis_sidi: {
    tanggal_baptis: '1976-01-04',
    tempat_baptis: 'GKJ Wonogiri Pusat',
    petugas_baptis: 'Pdt. Mardiko Hadisumarto',
  },
  menikah: {
    pasangan: 'Bambang Suhartono Wibisono',
    tanggal_nikah: '1999-06-12',
    tempat_nikah: 'GKJ Girimarto',
  },
};
/** Values only this member has: none may remain anywhere after erasure. */
const PERSONAL_TEXTS = [
  'GRM-7731',
  'Sriyati',
  'Ngrandu',
  '081234560099',
  'Sarjana Keperawatan',
  'Wonogiri Pusat',
  'Mardiko',
  'Bambang Suhartono',
];

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });

/** A member added and edited through the API, so the audit log holds their values as it would. */
async function memberWithHistory(token: string): Promise<number> {
  const created = await call(token, 'POST', '/jemaat', MEMBER);
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id_jemaat;
  const edited = await call(token, 'PUT', `/jemaat/${id}`, {
    ...MEMBER,
    alamat_jemaat: 'Dusun Ngrandu RT 04 RW 07',
  });
  expect(edited.statusCode, edited.body).toBe(200);
  return id;
}

/** Every row of every table, as text: where a personal value would still be found. */
async function everything(): Promise<string> {
  const tables = await db.introspection.getTables();
  const dumps = await Promise.all(
    tables.map(async (table) =>
      JSON.stringify(await sql`SELECT * FROM ${sql.table(table.name)}`.execute(db)),
    ),
  );
  return dumps.join('\n');
}

describe("a member's personal data", () => {
  it('can be handed over whole: record, links and the history of changes', async () => {
    const { token } = await tokenFor(app, 'pendeta');
    const id = await memberWithHistory(token);
    const answer = await call(token, 'GET', `/jemaat/${id}/data-pribadi`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="data-pribadi-jemaat-${id}.json"`,
    );
    const data = answer.json();
    expect(data.jemaat).toMatchObject({
      nama_jemaat: MEMBER.nama_jemaat,
      tempat_baptis: 'GKJ Wonogiri Pusat',
    });
    expect(data.riwayat.map((entry: { aksi: string }) => entry.aksi)).toEqual(['create', 'update']);
    expect(data).toHaveProperty('majelis');
    expect(data).toHaveProperty('pengguna');
  });

  it('is erased everywhere, the audit log included, while the record still counts', async () => {
    const { token } = await tokenFor(app, 'admin');
    const id = await memberWithHistory(token);
    const countsBefore = (await call(token, 'GET', '/jemaat-per-status')).json();
    const before = await everything();
    for (const text of PERSONAL_TEXTS) expect(before, text).toContain(text);

    const erased = await call(token, 'POST', `/jemaat/${id}/hapus-data-pribadi`);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toEqual({ message: 'Data pribadi jemaat telah dihapus.' });

    const after = await everything();
    for (const text of PERSONAL_TEXTS) expect(after, text).not.toContain(text);
    expect(after).not.toContain('1975-08-17');
    const record = (await call(token, 'GET', `/jemaat/${id}`)).json();
    expect(record).toMatchObject({
      nama_jemaat: ERASED_NAME,
      kewargaan: 'GKJ Girimarto',
      status_bergereja: 'aktif',
      jenis_kelamin_jemaat: 'Perempuan',
      tanggal_lahir_jemaat: null,
    });
    expect((await call(token, 'GET', '/jemaat-per-status')).json()).toEqual(countsBefore);
  });

  it('is not erased while the member sits on the council: that is ended first', async () => {
    const { token } = await tokenFor(app, 'admin');
    const id = await memberWithHistory(token);
    await db
      .insertInto('kemajelisan')
      .values({ id_jemaat: id, nama: MEMBER.nama_jemaat, jabatan: 'Penatua' })
      .execute();
    const refused = await call(token, 'POST', `/jemaat/${id}/hapus-data-pribadi`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Lepaskan keterkaitan itu terlebih dahulu');
    expect((await call(token, 'GET', `/jemaat/${id}`)).json().nama_jemaat).toBe(MEMBER.nama_jemaat);
  });

  it('leaves the audit log with a delete: the earlier entries lose address, phone and dates', async () => {
    const { token } = await tokenFor(app, 'pendeta');
    const id = await memberWithHistory(token);
    expect((await call(token, 'DELETE', `/jemaat/${id}`)).statusCode).toBe(200);
    const log = JSON.stringify(await db.selectFrom('audit_log').selectAll().execute());
    for (const text of ['Ngrandu', '081234560099', '1975-08-17', 'Wonogiri Pusat', 'Bambang Suhartono']) {
      expect(log, text).not.toContain(text);
    }
    // What was deleted is still said, by name and number, until the retention period ends.
    expect(log).toContain('delete');
  });
});

describe('reads and exports of personal data', () => {
  it("are recorded (who, when, which member) and listed under 'akses' in the audit log", async () => {
    const pendeta = await tokenFor(app, 'pendeta');
    const admin = await tokenFor(app, 'admin');
    const id = await memberWithHistory(pendeta.token);
    expect((await call(pendeta.token, 'GET', `/jemaat/${id}`)).statusCode).toBe(200);
    expect((await call(pendeta.token, 'GET', `/jemaat/${id}/data-pribadi`)).statusCode).toBe(200);
    const akses = (await call(admin.token, 'GET', '/audit?kategori=akses&sort=created_at&order=asc')).json();
    expect(
      akses.data.map((row: { aksi: string; tabel: string; id_record: string; username: string }) => [
        row.aksi,
        row.tabel,
        row.id_record,
        row.username,
      ]),
    ).toEqual([
      ['read', 'jemaat', String(id), pendeta.user.username_user],
      ['export', 'jemaat', String(id), pendeta.user.username_user],
    ]);
    // Data changes are not access, nor the other way round.
    const changes = (await call(admin.token, 'GET', '/audit?kategori=data')).json();
    expect(
      changes.data.every((row: { aksi: string }) => ['create', 'update', 'delete'].includes(row.aksi)),
    ).toBe(true);
  });
});

describe('the retention period of personal values in the audit log', () => {
  // Stamps are the database's own: an old entry is written with raw SQL, as time would have left it.
  const entry = (tabel: string, daysAgo: number) =>
    sql`INSERT INTO audit_log (username, aksi, tabel, id_record, perubahan, created_at)
        VALUES ('admin', 'update', ${tabel}, '1', ${JSON.stringify({ alamat_jemaat: 'Dusun Lama RT 01' })},
                NOW(3) - INTERVAL ${sql.lit(daysAgo)} DAY)`.execute(db);
  const values = async () =>
    (await db.selectFrom('audit_log').select(['tabel', 'perubahan']).orderBy('id_audit').execute()).map(
      (row) => [row.tabel, row.perubahan],
    );

  it('clears the values of member and account entries older than AUDIT_RETENTION_DAYS, at start-up', async () => {
    await entry('jemaat', 800);
    await entry('user', 731);
    await entry('jemaat', 10);
    await entry('jadwal_ibadah', 800);
    const started = await testApp({ AUDIT_RETENTION_DAYS: '730' });
    try {
      await started.app.ready();
      await expect.poll(values).toEqual([
        ['jemaat', RETAINED_NOTE],
        ['user', RETAINED_NOTE],
        ['jemaat', { alamat_jemaat: 'Dusun Lama RT 01' }],
        ['jadwal_ibadah', { alamat_jemaat: 'Dusun Lama RT 01' }],
      ]);
      // Done once: a second run finds nothing more to clear.
      expect(await applyAuditRetention(db, 730)).toBe(0);
    } finally {
      await started.close();
    }
  });

  it('runs again every day while the server stays up', async () => {
    // Only the daily interval is faked: the database work runs in real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const running = await testApp({ AUDIT_RETENTION_DAYS: '730' });
    try {
      await entry('jemaat', 731);
      await running.app.ready();
      await expect.poll(values).toEqual([['jemaat', RETAINED_NOTE]]);
      // An entry that grows old while the server runs waits for the next day's run.
      await entry('user', 731);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await values())[1]).toEqual(['user', { alamat_jemaat: 'Dusun Lama RT 01' }]);
      vi.advanceTimersByTime(24 * 60 * 60 * 1000);
      await expect.poll(values).toEqual([
        ['jemaat', RETAINED_NOTE],
        ['user', RETAINED_NOTE],
      ]);
    } finally {
      await running.close();
      vi.useRealTimers();
    }
  });
});
