import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  GerejaBody,
  GerejaParams,
  GerejaSaved,
  KOORDINAT_MESSAGE,
  SejarahBody,
  SejarahSaved,
} from '@gkj/contract';
import type { Db, Lokasi } from '@gkj/db';
import type { Static } from 'typebox';
import { httpError } from '../../lib/http-error.ts';
import { ok, routeSpecs } from '../../lib/route-spec.ts';
import { saveUnlessStale } from '../../lib/stale-save.ts';
import { runWrite } from '../../lib/writes.ts';
import { findKoordinat, listGereja, listSejarah, replaceSejarah, saveGereja } from './queries.ts';

/** Six decimals, as the column keeps them (about 10 cm), so the audit shows what was stored. */
const toColumn = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/**
 * The position to store: a coordinate the body leaves out stays as stored (clients that send only the
 * name, address and times keep working); the pair must end up both set or both empty.
 */
async function koordinatOf(db: Db, lokasi: Lokasi, body: Static<typeof GerejaBody>) {
  const stored = await findKoordinat(db, lokasi);
  const latitude = body.latitude === undefined ? stored.latitude : body.latitude;
  const longitude = body.longitude === undefined ? stored.longitude : body.longitude;
  if ((latitude === null) !== (longitude === null)) throw httpError(400, KOORDINAT_MESSAGE);
  return {
    latitude: latitude === null ? null : toColumn(latitude),
    longitude: longitude === null ? null : toColumn(longitude),
  };
}

/** Page texts edited as a whole: a church's card (address, position, service times) and the history. */
const halamanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const spec = routeSpecs('konten situs');

  app.put(
    '/konten-situs/gereja/:lokasi',
    spec(
      'situs',
      'Simpan nama, alamat, koordinat dan waktu ibadah tetap satu gereja (waktu_ibadah diganti seluruhnya)',
      { params: GerejaParams, body: GerejaBody, response: ok(GerejaSaved) },
    ),
    async (request) => {
      const { lokasi } = request.params;
      const texts = { nama_gereja: request.body.nama_gereja.trim(), alamat: request.body.alamat.trim() };
      const waktu = request.body.waktu_ibadah.map((w) => ({ nama: w.nama.trim(), jam: w.jam.trim() }));
      const data = await runWrite(
        request,
        async (trx, audit) => {
          await saveUnlessStale(trx, 'gereja', lokasi, request.body.updated_at, async () => {
            const values = { ...texts, ...(await koordinatOf(trx, lokasi, request.body)) };
            await saveGereja(trx, lokasi, values, waktu);
            await audit('update', 'gereja', lokasi, { ...values, waktu_ibadah: waktu });
          });
          const [saved] = await listGereja(trx, lokasi);
          if (!saved) throw httpError(404, 'Gereja tidak ditemukan.');
          return saved;
        },
        { published: () => `gereja ${lokasi} diperbarui` },
      );
      return { message: 'Data gereja berhasil disimpan.', data };
    },
  );

  app.put(
    '/konten-situs/sejarah',
    spec('situs', 'Simpan sejarah gereja (daftar berurutan, diganti seluruhnya)', {
      body: SejarahBody,
      response: ok(SejarahSaved),
    }),
    async (request) => {
      const items = request.body.sejarah.map(({ periode, judul, isi }) => ({
        periode: periode.trim(),
        judul: judul.trim(),
        isi: isi.trim(),
      }));
      const data = await runWrite(
        request,
        async (trx, audit) => {
          await replaceSejarah(trx, items);
          const sejarah = items.map(({ periode, judul }) => ({ periode, judul }));
          await audit('update', 'sejarah_gereja', 'semua', { sejarah });
          return listSejarah(trx);
        },
        { published: () => 'sejarah gereja diperbarui' },
      );
      return { message: 'Sejarah gereja berhasil disimpan.', data };
    },
  );
};

export default halamanRoutes;
