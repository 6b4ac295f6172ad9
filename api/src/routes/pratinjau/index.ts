import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { JENIS_KONTEN, Pratinjau, PratinjauParams } from '@gkj/contract';
import { httpError } from '../../lib/http-error.ts';
import { ok, routeSpecs } from '../../lib/route-spec.ts';
import type { PreviewPayload } from '../../plugins/auth.ts';
import { findArtikel } from '../artikel/queries.ts';
import { allKegiatanWithGambar } from '../kegiatan-gereja/queries.ts';
import { findWarta } from '../warta-jemaat/queries.ts';

const spec = routeSpecs('pratinjau');

export const PREVIEW_INVALID_MESSAGE = 'Tautan pratinjau tidak berlaku atau sudah kedaluwarsa.';

function previewOf(app: Parameters<FastifyPluginAsyncTypebox>[0], token: string): PreviewPayload {
  try {
    const payload = app.jwt.verify<Partial<PreviewPayload>>(token);
    if (payload.tujuan === 'pratinjau' && JENIS_KONTEN.some((jenis) => jenis === payload.jenis)) {
      if (Number.isSafeInteger(payload.id)) return payload as PreviewPayload;
    }
  } catch {
    // A forged, altered or expired token: the same answer as an unknown one.
  }
  throw httpError(404, PREVIEW_INVALID_MESSAGE);
}

/**
 * A draft as the site's /pratinjau/ page draws it: whoever holds the signed address (staff send it to a
 * reviewer) reads the record as saved now, whatever its status. Never stored by a cache, never indexed.
 */
const pratinjauRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pratinjau/:token',
    spec('public', 'Isi pratinjau dari tautan bertanda tangan', {
      params: PratinjauParams,
      response: ok(Pratinjau),
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
      const { jenis, id } = previewOf(app, request.params.token);
      if (jenis === 'artikel') {
        const data = await findArtikel(app.db, id);
        if (!data) throw httpError(404, PREVIEW_INVALID_MESSAGE);
        return { jenis, data };
      }
      if (jenis === 'warta') {
        const data = await findWarta(app.db, id);
        if (!data) throw httpError(404, PREVIEW_INVALID_MESSAGE);
        return { jenis, data };
      }
      const [data] = await allKegiatanWithGambar(app.db, id);
      if (!data) throw httpError(404, PREVIEW_INVALID_MESSAGE);
      return { jenis, data };
    },
  );
};

export default pratinjauRoutes;
