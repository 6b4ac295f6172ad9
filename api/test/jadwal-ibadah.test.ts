import { beforeEach, describe, expect, it, vi } from 'vitest';
import { auditChange } from './support/audit.ts';
import { apiSuite } from './support/suite.ts';
import { tokenFor } from './support/users.ts';

const { app, db, call, messageOf } = await apiSuite();
const contentChanged = vi.fn(async (_reason: string) => {});
app.publisher.contentChanged = contentChanged;
beforeEach(() => contentChanged.mockClear());

const SERVICE = {
  tanggal_ibadah: '2099-12-06T07:00',
  nama_ibadah: 'Ibadah Minggu Adven II',
  info_ibadah: '',
  lokasi_ibadah: 'Pepanthan Paseban',
  pemimpin_ibadah: 'Pdt. Yusak Nugroho',
  tema_ibadah: 'Berjaga-jaga dalam pengharapan',
};

describe('jadwal ibadah writes', () => {
  it('are for admin and pendeta only', async () => {
    for (const role of ['author', 'petugas_inventaris'] as const) {
      const { token } = await tokenFor(app, role);
      expect((await call(token, 'POST', '/jadwal-ibadah', SERVICE)).statusCode).toBe(403);
    }
    const anonymous = await app.inject({ method: 'DELETE', url: '/api/jadwal-ibadah/1' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('create a service from date T time, answer the stored time and republish', async () => {
    const { token } = await tokenFor(app, 'pendeta');
    const response = await call(token, 'POST', '/jadwal-ibadah', SERVICE);
    expect(response.statusCode).toBe(201);
    const { message, data } = response.json();
    expect(message).toBe('Data berhasil ditambahkan.');
    expect(data).toEqual({
      ...SERVICE,
      id_jadwal_ibadah: expect.any(Number),
      tanggal_ibadah: '2099-12-06 07:00:00',
      info_ibadah: null,
      updated_at: expect.any(String),
    });
    expect(contentChanged).toHaveBeenCalledWith(`jadwal ibadah ${data.id_jadwal_ibadah} ditambahkan`);
    const audit = await db.selectFrom('audit_log').selectAll().executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ aksi: 'create', tabel: 'jadwal_ibadah' });
  });

  it('answer the spec text for a missing or impossible date and time', async () => {
    const { token } = await tokenFor(app, 'admin');
    for (const tanggal_ibadah of [
      undefined,
      '',
      '2099-12-06',
      '2099-12-06T',
      '07:00',
      '2099-02-30T07:00',
      '2099-12-06T24:00',
      '2099-12-06T07:60',
    ]) {
      const response = await call(token, 'POST', '/jadwal-ibadah', { ...SERVICE, tanggal_ibadah });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Tanggal dan jam ibadah wajib diisi.');
    }
    expect(contentChanged).not.toHaveBeenCalled();
  });

  it('require name, location, leader and theme; info is optional', async () => {
    const { token } = await tokenFor(app, 'admin');
    const message = messageOf(token, 'POST', '/jadwal-ibadah', SERVICE);
    expect(await message({ nama_ibadah: '' })).toBe('Nama ibadah wajib diisi.');
    expect(await message({ pemimpin_ibadah: undefined })).toBe('Pemimpin ibadah wajib diisi.');
    expect(await message({ tema_ibadah: '   ' })).toBe('Tema ibadah wajib diisi.');
    expect(await message({ lokasi_ibadah: 'Wonogiri' })).toBe(
      'Lokasi ibadah harus salah satu dari: Induk Girimarto, Pepanthan Paseban, Pepanthan Sidoharjo, ' +
        'Pepanthan Gemawang, Pepanthan Simpar.',
    );
    const noInfo = await call(token, 'POST', '/jadwal-ibadah', { ...SERVICE, info_ibadah: undefined });
    expect(noInfo.statusCode).toBe(201);
  });

  it('update with a space and seconds, then delete, republishing each time', async () => {
    const { token } = await tokenFor(app, 'admin');
    const { data } = (await call(token, 'POST', '/jadwal-ibadah', SERVICE)).json();
    const id = data.id_jadwal_ibadah;
    const updated = await call(token, 'PUT', `/jadwal-ibadah/${id}`, {
      ...SERVICE,
      tanggal_ibadah: '2099-12-06 09:30:15',
      info_ibadah: 'Perjamuan Kudus',
    });
    expect(updated.json()).toMatchObject({
      message: 'Data berhasil diperbarui.',
      data: { tanggal_ibadah: '2099-12-06 09:30:15', info_ibadah: 'Perjamuan Kudus' },
    });
    expect(contentChanged).toHaveBeenLastCalledWith(`jadwal ibadah ${id} diperbarui`);
    expect(await auditChange(db, 'update')).toEqual({
      tanggal_ibadah: '2099-12-06 09:30:15',
      info_ibadah: 'Perjamuan Kudus',
    });

    const deleted = await call(token, 'DELETE', `/jadwal-ibadah/${id}`);
    expect(deleted.json()).toEqual({ message: 'Jadwal berhasil dihapus' });
    expect(contentChanged).toHaveBeenLastCalledWith(`jadwal ibadah ${id} dihapus`);
    expect((await app.inject({ url: `/api/jadwal-ibadah/${id}` })).json()).toEqual({
      message: 'Jadwal tidak ditemukan.',
      code: 'NOT_FOUND',
    });
    expect((await call(token, 'PUT', `/jadwal-ibadah/${id}`, SERVICE)).statusCode).toBe(404);
    expect((await call(token, 'DELETE', `/jadwal-ibadah/${id}`)).statusCode).toBe(404);
    expect(contentChanged).toHaveBeenCalledTimes(3);
  });
});
