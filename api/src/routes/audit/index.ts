import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../../lib/schema.ts';
import { listAudit } from './queries.ts';
import { AuditList, AuditQuery } from './schemas.ts';

/** Who changed what, and security events (admin only), newest first; filter by `tabel`, `id_record`, `kategori`. */
const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        tags: ['sistem'],
        summary: 'Jejak perubahan data',
        querystring: AuditQuery,
        response: { 200: AuditList, ...ErrorResponses },
      },
      config: { access: 'admin' },
    },
    async (request) => listAudit(app.db, request.query),
  );
};

export default auditRoutes;
