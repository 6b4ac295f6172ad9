import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Dipulihkan,
  IdParams,
  type JenisKonten,
  PratinjauLinkSaved,
  PulihkanBody,
  Revisi,
  RevisiList,
  RevisiParams,
} from '@gkj/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessRule } from '../plugins/roles.ts';
import {
  findRevision,
  listRevisions,
  type Restoring,
  type RevisionFields,
  type RevisionTable,
} from './revisions.ts';
import { ok, routeSpecs } from './route-spec.ts';

/**
 * The routes every piece of content with a workflow has beside its own: its history (the revisions, one
 * of them with its fields, restoring one) and a private preview address. Registered by the article,
 * activity and bulletin routes with their own access rule and checks, so each stays in the role matrix.
 */

/** How long a preview address works: long enough to send to a reviewer and be read in a few days. */
export const PREVIEW_DAYS = 7;

export interface ContentRouteOptions {
  /** '/artikel', '/kegiatan-gereja' or '/warta-jemaat' */
  path: string;
  tag: string;
  table: RevisionTable;
  /** The preview page's kind of item. */
  jenis: JenisKonten;
  access: AccessRule;
  /** Refuses a caller who may not read the record (404 for an unknown one, 403 for someone else's). */
  mayRead: (request: FastifyRequest, id: number) => Promise<void>;
  /**
   * Writes a revision's fields back as a new save (with the version the form loaded) that `restoring`
   * names as a restore; its own checks.
   */
  restore: (
    request: FastifyRequest,
    id: number,
    fields: RevisionFields,
    version: string | null | undefined,
    restoring: Restoring,
  ) => Promise<unknown>;
}

/** A signed, expiring token naming one record; the site's /pratinjau/ page trades it for the record. */
export function previewToken(app: FastifyInstance, jenis: JenisKonten, id: number): string {
  return app.jwt.sign({ tujuan: 'pratinjau', jenis, id }, { expiresIn: `${PREVIEW_DAYS}d` });
}

export function contentRoutes(options: ContentRouteOptions): FastifyPluginAsyncTypebox {
  const { path, table, access, mayRead } = options;
  return async (app) => {
    const spec = routeSpecs(options.tag);

    app.get(
      `${path}/:id/revisi`,
      spec(access, 'Riwayat revisi (terbaru dulu)', { params: IdParams, response: ok(RevisiList) }),
      async (request) => {
        await mayRead(request, request.params.id);
        return { data: await listRevisions(app.db, table, request.params.id) };
      },
    );

    app.get(
      `${path}/:id/revisi/:id_revisi`,
      spec(access, 'Satu revisi dengan isinya', { params: RevisiParams, response: ok(Revisi) }),
      async (request) => {
        await mayRead(request, request.params.id);
        return findRevision(app.db, table, request.params.id, request.params.id_revisi);
      },
    );

    app.post(
      `${path}/:id/revisi/:id_revisi/pulihkan`,
      spec(access, 'Pulihkan revisi (disimpan sebagai revisi baru)', {
        params: RevisiParams,
        body: PulihkanBody,
        response: ok(Dipulihkan),
      }),
      async (request) => {
        const { id, id_revisi } = request.params;
        await mayRead(request, id);
        const revision = await findRevision(app.db, table, id, id_revisi);
        await options.restore(request, id, revision.isi, request.body.updated_at, {
          nomor: revision.nomor,
        });
        return { message: `Revisi ${revision.nomor} berhasil dipulihkan.` };
      },
    );

    app.post(
      `${path}/:id/pratinjau`,
      spec(access, 'Alamat pratinjau pribadi (bertanda tangan, berlaku 7 hari)', {
        params: IdParams,
        response: ok(PratinjauLinkSaved),
      }),
      async (request) => {
        await mayRead(request, request.params.id);
        const token = previewToken(app, options.jenis, request.params.id);
        const until = new Date(Date.now() + PREVIEW_DAYS * 86_400_000 + 7 * 3_600_000);
        return {
          message: 'Tautan pratinjau dibuat.',
          data: {
            url: `/pratinjau/#${token}`,
            berlaku_sampai: until.toISOString().slice(0, 19).replace('T', ' '),
          },
        };
      },
    );
  };
}
