import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../../lib/schema.ts';
import { recentContent } from './queries.ts';
import { KontenTerbaruList } from './schemas.ts';

/** The home page's "Kegiatan dan Artikel Gereja": activities and articles together, newest first. */
const kontenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/konten/recent',
    {
      schema: {
        tags: ['konten'],
        summary: 'Kegiatan dan artikel terbaru (paling banyak 12)',
        response: { 200: KontenTerbaruList, ...ErrorResponses },
      },
      config: { access: 'public' },
    },
    async () => recentContent(app.db),
  );
};

export default kontenRoutes;
