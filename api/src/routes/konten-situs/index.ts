import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { KontenSitus } from '@gkj/contract';
import { ok, routeSpecs } from '../../lib/route-spec.ts';
import halamanRoutes from './halaman-routes.ts';
import pengaturanRoutes from './pengaturan-routes.ts';
import qrisRoutes from './qris-routes.ts';
import { kontenSitus } from './queries.ts';
import slideRoutes from './slide-routes.ts';

/**
 * The site's own content: identity and page texts, the five churches with their service times and
 * gallery, the history and the home carousel. One public read for the static build; admin writes. The
 * offering QRIS is checked when uploaded, and a change of its merchant is shown to every admin.
 */
const kontenSitusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/konten-situs',
    routeSpecs('konten situs')('public', 'Seluruh konten situs: pengaturan, gereja, sejarah, slide', {
      response: ok(KontenSitus),
    }),
    async () => kontenSitus(app.db),
  );
  await app.register(pengaturanRoutes);
  await app.register(qrisRoutes);
  await app.register(halamanRoutes);
  await app.register(slideRoutes);
};

export default kontenSitusRoutes;
