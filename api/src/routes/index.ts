import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiNotFound } from '../plugins/errors.ts';
import artikelRoutes from './artikel/index.ts';
import auditRoutes from './audit/index.ts';
import authRoutes from './auth/index.ts';
import batasUnggahanRoutes from './batas-unggahan/index.ts';
import duaLangkahRoutes from './dua-langkah/index.ts';
import galeriGerejaRoutes from './galeri-gereja/index.ts';
import gambarKegiatanRoutes from './gambar-kegiatan/index.ts';
import healthRoutes from './health/index.ts';
import inventarisRoutes from './inventarisasi-gereja/index.ts';
import jadwalIbadahRoutes from './jadwal-ibadah/index.ts';
import jemaatRoutes from './jemaat/index.ts';
import kategoriRoutes from './kategori-transaksi/index.ts';
import kegiatanRoutes from './kegiatan-gereja/index.ts';
import kemajelisanRoutes from './kemajelisan/index.ts';
import keuanganRoutes from './keuangan-gereja/index.ts';
import kontenRoutes from './konten/index.ts';
import kontenSitusRoutes from './konten-situs/index.ts';
import laporanRoutes from './laporan-keuangan/index.ts';
import pratinjauRoutes from './pratinjau/index.ts';
import profileRoutes from './profile/index.ts';
import sesiRoutes from './sesi/index.ts';
import siteBuildRoutes from './site-build/index.ts';
import tinjauanRoutes from './tinjauan/index.ts';
import userRoutes from './user/index.ts';
import wartaRoutes from './warta-jemaat/index.ts';

/**
 * Every resource of the API, registered under the `/api` prefix: a resource is one folder
 * (`routes/<resource>/index.ts` + `schemas.ts` + `queries.ts`) and one line here.
 */
const apiRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.setNotFoundHandler(apiNotFound);
  await api.register(healthRoutes);
  await api.register(authRoutes);
  await api.register(profileRoutes);
  await api.register(duaLangkahRoutes);
  await api.register(sesiRoutes);
  await api.register(auditRoutes);
  await api.register(userRoutes);
  await api.register(jemaatRoutes);
  await api.register(jadwalIbadahRoutes);
  await api.register(inventarisRoutes);
  await api.register(keuanganRoutes);
  await api.register(kategoriRoutes);
  await api.register(laporanRoutes);
  await api.register(kegiatanRoutes);
  await api.register(gambarKegiatanRoutes);
  await api.register(artikelRoutes);
  await api.register(tinjauanRoutes);
  await api.register(pratinjauRoutes);
  await api.register(kemajelisanRoutes);
  await api.register(kontenRoutes);
  await api.register(kontenSitusRoutes);
  await api.register(galeriGerejaRoutes);
  await api.register(siteBuildRoutes);
  await api.register(batasUnggahanRoutes);
  await api.register(wartaRoutes);
};

export default apiRoutes;
