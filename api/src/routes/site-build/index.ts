import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../../lib/schema.ts';
import { currentUser } from '../../plugins/auth.ts';
import { latestBuilds } from './queries.ts';
import { RebuildQueued, SiteBuildList } from './schemas.ts';

/** The public site's builds: any staff member sees their status; admins ask for a rebuild now. */
const siteBuildRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/site-build',
    {
      schema: {
        tags: ['sistem'],
        summary: 'Status pembangunan situs publik (20 terakhir)',
        response: { 200: SiteBuildList, ...ErrorResponses },
      },
      config: { access: 'signed-in' },
    },
    async () => ({ data: await latestBuilds(app.db) }),
  );

  app.post(
    '/site-build',
    {
      schema: {
        tags: ['sistem'],
        summary: 'Minta situs publik dibangun ulang sekarang',
        response: { 202: RebuildQueued, ...ErrorResponses },
      },
      config: { access: 'situs' },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await app.publisher.contentChanged(`Diminta manual oleh ${user.username_user}`);
      return reply.code(202).send({ message: 'Pembangunan ulang situs dijadwalkan.' });
    },
  );
};

export default siteBuildRoutes;
