import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { KontenTerbaruList } from '@gkj/contract';
import { ok, routeSpecs } from '../../lib/route-spec.ts';
import { recentContent } from './queries.ts';

const spec = routeSpecs('konten');

/** The home page's "Kegiatan dan Artikel Gereja": activities and articles together, newest first. */
const kontenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/konten/recent',
    spec('public', 'Kegiatan dan artikel terbaru (paling banyak 12)', { response: ok(KontenTerbaruList) }),
    async () => recentContent(app.db),
  );
};

export default kontenRoutes;
