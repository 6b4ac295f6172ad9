import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses, RebuildQueued, SiteBuildList } from '@gkj/contract';
import { httpError } from '../../lib/http-error.ts';
import { ok, routeSpecs } from '../../lib/route-spec.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { latestBuilds } from './queries.ts';

const spec = routeSpecs('sistem');

const PUBLISH_OFF = 'Pembangunan situs otomatis dimatikan di server ini (PUBLISH=off).';

/** The public site's builds: staff whose writes change the site see their status; admins ask for a rebuild now. */
const siteBuildRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/site-build',
    spec('publikasi', 'Status pembangunan situs publik (20 terakhir)', { response: ok(SiteBuildList) }),
    async () => ({ data: await latestBuilds(app.db) }),
  );

  app.post(
    '/site-build',
    spec('situs', 'Minta situs publik dibangun ulang sekarang', {
      response: { 202: RebuildQueued, ...ErrorResponses },
    }),
    async (request, reply) => {
      const user = currentUser(request);
      const pemicu = `Diminta manual oleh ${user.username_user}`;
      const id = await app.publisher.rebuildNow(pemicu);
      if (id === undefined) throw httpError(409, PUBLISH_OFF);
      // Who asked for a build is kept with the other staff actions; the build row itself says why it ran.
      await recordAudit(app.db, {
        user,
        aksi: 'create',
        tabel: 'site_build',
        id_record: id,
        perubahan: { pemicu },
      });
      return reply.code(202).send({ message: 'Pembangunan ulang situs dijadwalkan.' });
    },
  );
};

export default siteBuildRoutes;
