import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../../lib/schema.ts';
import halamanRoutes from './halaman-routes.ts';
import pengaturanRoutes from './pengaturan-routes.ts';
import { kontenSitus } from './queries.ts';
import { KontenSitus } from './schemas.ts';
import slideRoutes from './slide-routes.ts';

/**
 * The site's own content: identity and page texts, the five churches with their service times and
 * gallery, the history and the home carousel. One public read for the static build; admin writes.
 */
const kontenSitusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/konten-situs',
    {
      schema: {
        tags: ['konten situs'],
        summary: 'Seluruh konten situs: pengaturan, gereja, sejarah, slide',
        response: { 200: KontenSitus, ...ErrorResponses },
      },
      config: { access: 'public' },
    },
    async () => kontenSitus(app.db),
  );
  await app.register(pengaturanRoutes);
  await app.register(halamanRoutes);
  await app.register(slideRoutes);
};

export default kontenSitusRoutes;
