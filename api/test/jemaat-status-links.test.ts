import { describe, expect, it } from 'vitest';
import { auditChange } from './support/audit.ts';
import { insertMembers, memberNames } from './support/members.ts';
import { apiSuite } from './support/suite.ts';
import { createUser, tokenFor } from './support/users.ts';

const { app, db, call } = await apiSuite();

/** Two active members, one who moved away, one who died, one without a status. */
const seedMembers = () =>
  insertMembers(db, [
    { nama_jemaat: 'Agustinus Purnomo', status_bergereja: 'aktif' },
    { nama_jemaat: 'Bernadeta Susanti', status_bergereja: 'pindah' },
    { nama_jemaat: 'Christina Purwanti', status_bergereja: 'aktif' },
    { nama_jemaat: 'Daniel Purba', status_bergereja: 'meninggal' },
    { nama_jemaat: 'Elisabet Wulan', status_bergereja: null },
  ]);

describe('jemaat by status', () => {
  it('filters the list by status_bergereja; without one, or with semua, it lists everyone', async () => {
    const { token } = await tokenFor(app, 'pendeta');
    await seedMembers();
    const list = async (query: string) => (await call(token, 'GET', `/jemaat?${query}`)).json();
    const aktif = await list('status=aktif');
    expect(memberNames(aktif)).toEqual(['Agustinus Purnomo', 'Christina Purwanti']);
    expect(aktif.total).toBe(2);
    expect(memberNames(await list('status=meninggal'))).toEqual(['Daniel Purba']);
    expect(memberNames(await list('status=boro'))).toEqual([]);
    expect((await list('status=semua')).total).toBe(5);
    expect((await list('')).total).toBe(5);
    // With the search: both apply.
    expect(memberNames(await list('status=aktif&q=purw'))).toEqual(['Christina Purwanti']);
  });

  it('refuses an unknown status in Indonesian', async () => {
    const { token } = await tokenFor(app, 'admin');
    for (const status of ['Aktif', 'wafat', '']) {
      const answer = await call(token, 'GET', `/jemaat?status=${status}`);
      expect(answer.statusCode, status).toBe(400);
      expect(answer.json(), status).toEqual({
        message: 'Status bergereja harus salah satu dari: aktif, boro, pindah, keluar, meninggal, semua.',
        code: 'VALIDATION',
      });
    }
  });

  it('counts members per status, following the search but not the status filter', async () => {
    const { token } = await tokenFor(app, 'admin');
    await seedMembers();
    expect((await call(token, 'GET', '/jemaat-per-status')).json()).toEqual({
      aktif: 2,
      boro: 0,
      pindah: 1,
      keluar: 0,
      meninggal: 1,
      tanpa_status: 1,
      semua: 5,
    });
    expect((await call(token, 'GET', '/jemaat-per-status?q=pur')).json()).toEqual({
      aktif: 2,
      boro: 0,
      pindah: 0,
      keluar: 0,
      meninggal: 1,
      tanpa_status: 0,
      semua: 3,
    });
    const byStatus = await call(token, 'GET', '/jemaat-per-status?field=status&q=ak');
    expect(byStatus.json()).toMatchObject({ aktif: 2, semua: 2 });
    expect((await call(token, 'GET', '/jemaat-per-status?field=alamat')).json()).toEqual({
      message: 'Kolom pencarian tidak valid.',
      code: 'VALIDATION',
    });
    const author = await tokenFor(app, 'author');
    expect((await call(author.token, 'GET', '/jemaat-per-status')).statusCode).toBe(403);
  });
});

describe('jemaat links', () => {
  /** The member as a Penatua of 2024–2029 and the account 'penulisku'. */
  async function linkMember(id: number) {
    const account = await createUser(db, 'author', { username: 'penulisku' });
    await db.updateTable('user').set({ id_jemaat: id }).where('id_user', '=', account.id_user).execute();
    const council = await db
      .insertInto('kemajelisan')
      .values({
        id_jemaat: id,
        nama: 'Christina',
        jabatan: 'Penatua',
        periode_mulai: '2024-01-01',
        periode_selesai: '2029-12-31',
      })
      .executeTakeFirstOrThrow();
    return { account, councilId: Number(council.insertId) };
  }

  it('tells what links to a member, with one sentence, to admin and pendeta', async () => {
    const ids = await seedMembers();
    const id = ids['Christina Purwanti'];
    const { account, councilId } = await linkMember(id);
    const { token } = await tokenFor(app, 'pendeta');
    const answer = await call(token, 'GET', `/jemaat/${id}/keterkaitan`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      majelis: [{ id_kemajelisan: councilId, jabatan: 'Penatua', periode: '2024–2029' }],
      pengguna: [{ id_user: account.id_user, username_user: 'penulisku' }],
      keterangan:
        'Jemaat ini tercatat sebagai majelis (Penatua, 2024–2029) dan terhubung ke akun pengguna penulisku.',
    });
    const free = await call(token, 'GET', `/jemaat/${ids['Agustinus Purnomo']}/keterkaitan`);
    expect(free.json()).toEqual({ majelis: [], pengguna: [], keterangan: null });
    expect((await call(token, 'GET', '/jemaat/424242/keterkaitan')).statusCode).toBe(404);
    const inventaris = await tokenFor(app, 'petugas_inventaris');
    expect((await call(inventaris.token, 'GET', `/jemaat/${id}/keterkaitan`)).statusCode).toBe(403);
  });

  it('refuses to delete a linked member (409, saying why) and keeps every row; deletes once unlinked', async () => {
    const ids = await seedMembers();
    const id = ids['Christina Purwanti'];
    const { account } = await linkMember(id);
    const { token } = await tokenFor(app, 'admin');

    const refused = await call(token, 'DELETE', `/jemaat/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message:
        'Jemaat ini tercatat sebagai majelis (Penatua, 2024–2029) dan terhubung ke akun pengguna penulisku. ' +
        'Data ini tidak dapat dihapus: ubah status bergerejanya, atau lepaskan keterkaitan itu terlebih dahulu.',
      code: 'CONFLICT',
    });
    expect((await call(token, 'GET', `/jemaat/${id}`)).statusCode).toBe(200);
    const user = await db
      .selectFrom('user')
      .select('id_jemaat')
      .where('id_user', '=', account.id_user)
      .executeTakeFirstOrThrow();
    expect(user.id_jemaat).toBe(id);
    expect(await db.selectFrom('audit_log').selectAll().where('aksi', '=', 'delete').execute()).toEqual([]);

    // What the screen offers instead: the status changes, the links stay.
    const moved = await call(token, 'PUT', `/jemaat/${id}`, {
      nama_jemaat: 'Christina Purwanti',
      status_bergereja: 'meninggal',
    });
    expect(moved.json().data.status_bergereja).toBe('meninggal');

    // Once the council entry and the account point elsewhere, the member can go.
    await db.deleteFrom('kemajelisan').where('id_jemaat', '=', id).execute();
    await db.updateTable('user').set({ id_jemaat: ids['Agustinus Purnomo'] }).execute();
    const deleted = await call(token, 'DELETE', `/jemaat/${id}`);
    expect(deleted.json()).toEqual({ message: 'Data berhasil dihapus' });
    expect((await call(token, 'GET', `/jemaat/${id}`)).statusCode).toBe(404);
    expect(await auditChange(db, 'delete')).toEqual({
      nama_jemaat: 'Christina Purwanti',
      no_induk_jemaat: null,
    });
  });
});
