import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TinjauanList } from '@gkj/contract';
import { ok, routeSpecs } from '../../lib/route-spec.ts';
import { waitingForReview } from './queries.ts';

const spec = routeSpecs('tinjauan');

/** The review queue: what penulis submitted and admin or pendeta have not yet published or sent back. */
const tinjauanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/tinjauan',
    spec('terbitkan', 'Artikel, kegiatan dan warta jemaat yang menunggu tinjauan (terlama dulu)', {
      response: ok(TinjauanList),
    }),
    async () => waitingForReview(app.db),
  );
};

export default tinjauanRoutes;
