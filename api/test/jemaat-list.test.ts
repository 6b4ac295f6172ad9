import { describe, expect, it } from 'vitest';
import { insertMembers, memberNames } from './support/members.ts';
import { apiSuite } from './support/suite.ts';
import { tokenFor } from './support/users.ts';

const { app, db, call } = await apiSuite();

const seedMembers = () =>
  insertMembers(db, [
    {
      nama_jemaat: 'Agustinus Purnomo',
      no_induk_jemaat: 'A-03',
      kewargaan: 'GKJ Girimarto',
      status_bergereja: 'aktif',
    },
    {
      nama_jemaat: 'Bernadeta Susanti',
      no_induk_jemaat: 'A-01',
      kewargaan: 'GKJ Girimarto Pepanthan Paseban',
      status_bergereja: 'boro',
    },
    {
      nama_jemaat: 'Christina Purwanti',
      no_induk_jemaat: 'A-02',
      kewargaan: 'GKJ Girimarto Pepanthan Paseban',
      status_bergereja: 'aktif',
    },
  ]);

describe('jemaat list', () => {
  it('searches the column `field` chooses, case-insensitively', async () => {
    const { token } = await tokenFor(app, 'pendeta');
    await seedMembers();
    expect(memberNames((await call(token, 'GET', '/jemaat?q=PUR')).json())).toEqual([
      'Agustinus Purnomo',
      'Christina Purwanti',
    ]);
    const kelompok = (await call(token, 'GET', '/jemaat?field=kelompok&q=paseban')).json();
    expect(kelompok.total).toBe(2);
    const status = (await call(token, 'GET', '/jemaat?field=status&q=boro')).json();
    expect(memberNames(status)).toEqual(['Bernadeta Susanti']);
    expect(status.data[0]).toEqual({
      id_jemaat: expect.any(Number),
      nama_jemaat: 'Bernadeta Susanti',
      no_induk_jemaat: 'A-01',
      jenis_kelamin_jemaat: null,
      kewargaan: 'GKJ Girimarto Pepanthan Paseban',
      status_bergereja: 'boro',
      updated_at: expect.any(String),
    });
    const badField = await call(token, 'GET', '/jemaat?field=alamat&q=x');
    expect(badField.json()).toEqual({ message: 'Kolom pencarian tidak valid.', code: 'VALIDATION' });
  });

  it('sorts by a whitelisted column and pages', async () => {
    const { token } = await tokenFor(app, 'admin');
    await seedMembers();
    const page = (
      await call(token, 'GET', '/jemaat?sort=no_induk_jemaat&order=desc&per_page=2&page=2')
    ).json();
    expect(page.total).toBe(3);
    expect(memberNames(page)).toEqual(['Bernadeta Susanti']);
    expect((await call(token, 'GET', '/jemaat?sort=alamat_jemaat')).statusCode).toBe(400);
  });

  it('offers the dropdown by name, narrowed by q and capped by limit or per_page', async () => {
    const { token } = await tokenFor(app, 'admin');
    const ids = await seedMembers();
    const all = (await call(token, 'GET', '/jemaat-dropdown')).json();
    expect(all).toEqual([
      { id_jemaat: ids['Agustinus Purnomo'], nama_jemaat: 'Agustinus Purnomo' },
      { id_jemaat: ids['Bernadeta Susanti'], nama_jemaat: 'Bernadeta Susanti' },
      { id_jemaat: ids['Christina Purwanti'], nama_jemaat: 'Christina Purwanti' },
    ]);
    expect((await call(token, 'GET', '/jemaat-dropdown?q=purw')).json()).toHaveLength(1);
    expect((await call(token, 'GET', '/jemaat-dropdown?limit=2')).json()).toHaveLength(2);
    expect((await call(token, 'GET', '/jemaat-dropdown?per_page=1')).json()).toHaveLength(1);
    expect((await call(token, 'GET', '/jemaat-dropdown?limit=500')).statusCode).toBe(400);
  });
});

describe('jemaat update and delete', () => {
  it('updates the fields sent, keeps the absent ones and audits the change', async () => {
    const { token } = await tokenFor(app, 'admin');
    const ids = await seedMembers();
    const id = ids['Agustinus Purnomo'];
    const response = await call(token, 'PUT', `/jemaat/${id}`, {
      nama_jemaat: 'Agustinus Purnomo',
      status_bergereja: 'pindah',
      no_induk_jemaat: null,
      baptis_sidi: { tempat_baptis: 'GKJ Wonogiri' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Data berhasil diperbarui!',
      data: {
        status_bergereja: 'pindah',
        no_induk_jemaat: null,
        kewargaan: 'GKJ Girimarto',
        tempat_baptis: 'GKJ Wonogiri',
      },
    });
    const audit = await db.selectFrom('audit_log').select('perubahan').executeTakeFirstOrThrow();
    expect(audit.perubahan).toEqual({
      status_bergereja: 'pindah',
      no_induk_jemaat: null,
      tempat_baptis: 'GKJ Wonogiri',
    });
  });
});
