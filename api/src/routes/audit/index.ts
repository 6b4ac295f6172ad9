import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditList, AuditQuery } from '@gkj/contract';
import { ok, routeSpecs } from '../../lib/route-spec.ts';
import { listAudit } from './queries.ts';

const spec = routeSpecs('sistem');

/** Who changed what, and security events (admin only), newest first; filter by `tabel`, `id_record`, `kategori`. */
const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/audit',
    spec('admin', 'Jejak perubahan data', { querystring: AuditQuery, response: ok(AuditList) }),
    async (request) => listAudit(app.db, app.aggregates, request.query),
  );
};

export default auditRoutes;
