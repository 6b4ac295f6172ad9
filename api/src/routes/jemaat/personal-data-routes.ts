import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses, IdParams, Message } from '@gkj/contract';
import { Type } from 'typebox';
import { ok, routeSpecs } from '../../lib/route-spec.ts';
import { runWrite } from '../../lib/writes.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { lockUnlinked } from './links.ts';
import { erasePersonalData, personalDataOf } from './personal-data.ts';

const spec = routeSpecs('jemaat');
const access = 'jemaat' as const;

/**
 * The member's rights under UU PDP, for the pastor to act on a request: a complete copy of what is
 * held about them (JSON, and the dashboard prints it), and erasure of their personal data.
 */
const personalDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/jemaat/:id/data-pribadi',
    spec(access, 'Semua data yang disimpan tentang satu jemaat (hak akses UU PDP)', {
      params: IdParams,
      response: { 200: Type.Unknown(), ...ErrorResponses },
    }),
    async (request, reply) => {
      const data = await personalDataOf(app.db, request.params.id);
      await recordAudit(app.db, {
        user: currentUser(request),
        aksi: 'export',
        tabel: 'jemaat',
        id_record: request.params.id,
      });
      reply.header(
        'content-disposition',
        `attachment; filename="data-pribadi-jemaat-${request.params.id}.json"`,
      );
      return { dibuat_pada: new Date().toISOString(), ...data };
    },
  );

  app.post(
    '/jemaat/:id/hapus-data-pribadi',
    spec(access, 'Hapus data pribadi satu jemaat (hak penghapusan UU PDP); hitungan tetap utuh', {
      params: IdParams,
      response: ok(Message),
    }),
    async (request) => {
      const id = request.params.id;
      await runWrite(request, async (trx, audit) => {
        // A council seat or an account is public or in use: those are ended first, by hand.
        await lockUnlinked(
          trx,
          id,
          (keterangan) =>
            `${keterangan} Lepaskan keterkaitan itu terlebih dahulu, lalu hapus data pribadinya.`,
        );
        await erasePersonalData(trx, id);
        await audit('update', 'jemaat', id, { data_pribadi: 'dihapus' });
      });
      return { message: 'Data pribadi jemaat telah dihapus.' };
    },
  );
};

export default personalDataRoutes;
