import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { httpError } from '../../lib/http-error.ts';
import { ErrorResponses } from '../../lib/schema.ts';
import { saveUnlessStale } from '../../lib/stale-save.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listGereja, listSejarah, replaceSejarah, saveGereja } from './queries.ts';
import { GerejaBody, GerejaParams, GerejaSaved, SejarahBody, SejarahSaved } from './schemas.ts';

/** Page texts edited as a whole: a church's card (address, service times) and the history. */
const halamanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/konten-situs/gereja/:lokasi',
    {
      schema: {
        tags: ['konten situs'],
        summary: 'Simpan nama, alamat dan waktu ibadah tetap satu gereja (waktu_ibadah diganti seluruhnya)',
        params: GerejaParams,
        body: GerejaBody,
        response: { 200: GerejaSaved, ...ErrorResponses },
      },
      config: { access: 'situs' },
    },
    async (request) => {
      const user = currentUser(request);
      const { lokasi } = request.params;
      const values = { nama_gereja: request.body.nama_gereja.trim(), alamat: request.body.alamat.trim() };
      const waktu = request.body.waktu_ibadah.map((w) => ({ nama: w.nama.trim(), jam: w.jam.trim() }));
      const [data] = await app.db.transaction().execute(async (trx) => {
        await saveUnlessStale(trx, 'gereja', lokasi, request.body.updated_at, async () => {
          await saveGereja(trx, lokasi, values, waktu);
          await recordAudit(trx, {
            user,
            aksi: 'update',
            tabel: 'gereja',
            id_record: lokasi,
            perubahan: { ...values, waktu_ibadah: waktu },
          });
        });
        return listGereja(trx, lokasi);
      });
      if (!data) throw httpError(404, 'Gereja tidak ditemukan.');
      await app.publisher.contentChanged(`gereja ${lokasi} diperbarui`);
      return { message: 'Data gereja berhasil disimpan.', data };
    },
  );

  app.put(
    '/konten-situs/sejarah',
    {
      schema: {
        tags: ['konten situs'],
        summary: 'Simpan sejarah gereja (daftar berurutan, diganti seluruhnya)',
        body: SejarahBody,
        response: { 200: SejarahSaved, ...ErrorResponses },
      },
      config: { access: 'situs' },
    },
    async (request) => {
      const user = currentUser(request);
      const items = request.body.sejarah.map((item) => ({
        periode: item.periode.trim(),
        judul: item.judul.trim(),
        isi: item.isi.trim(),
      }));
      const data = await app.db.transaction().execute(async (trx) => {
        await replaceSejarah(trx, items);
        await recordAudit(trx, {
          user,
          aksi: 'update',
          tabel: 'sejarah_gereja',
          id_record: 'semua',
          perubahan: { sejarah: items.map(({ periode, judul }) => ({ periode, judul })) },
        });
        return listSejarah(trx);
      });
      await app.publisher.contentChanged('sejarah gereja diperbarui');
      return { message: 'Sejarah gereja berhasil disimpan.', data };
    },
  );
};

export default halamanRoutes;
