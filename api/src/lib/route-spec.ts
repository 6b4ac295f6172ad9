import { ErrorResponses } from '@gkj/contract';
import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import type { AccessRule } from '../plugins/roles.ts';
import { type FileLimit, readMultipartBody } from '../plugins/uploads.ts';

/** A route's success answer beside the error answers every route may give. */
export const ok = <Answer extends TSchema>(answer: Answer) => ({ 200: answer, ...ErrorResponses });
export const created = <Answer extends TSchema>(answer: Answer) => ({ 201: answer, ...ErrorResponses });

/** What a route's schema declares besides its tags and summary (see routes/README.md). */
interface RouteSchema {
  description?: string;
  /** Only for a form read by its own hook; `multipart: true` declares this too. */
  consumes?: string[];
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response?: Record<number, TSchema>;
}

export type Hook = (request: FastifyRequest) => Promise<void>;

interface RouteExtras {
  /**
   * A multipart form: its text fields are read into the body (after `preValidation`), files aside. A
   * file limit of the route's own replaces UPLOAD_MAX_BYTES for its files.
   */
  multipart?: true | FileLimit;
  preValidation?: Hook | Hook[];
  /** Open while the account's password must be changed first (see roles.ts). */
  beforePasswordChange?: true;
}

/**
 * The options of one resource's routes, all under the same tags:
 * `spec('public', 'Satu jadwal ibadah', { params: IdParams, response: ok(JadwalRow) })`, the schema and
 * the route's extras in one object. The schema keeps its exact types, so handlers get typed `params`,
 * `query` and `body`.
 */
export function routeSpecs(...tags: string[]) {
  return <const Schema extends RouteSchema & RouteExtras>(
    access: AccessRule,
    summary: string,
    route: Schema,
  ) => {
    const { multipart, preValidation, beforePasswordChange, ...schema } = route;
    const hooks = [preValidation ?? [], multipart ? readMultipartBody : []].flat();
    const consumes = multipart ? { consumes: ['multipart/form-data'] } : {};
    const fileLimit = typeof multipart === 'object' ? { fileLimit: multipart } : {};
    return {
      ...(hooks.length > 0 && { preValidation: hooks.length === 1 ? hooks[0] : hooks }),
      schema: { tags, summary, ...consumes, ...schema },
      config: beforePasswordChange
        ? { access, beforePasswordChange: true as const, ...fileLimit }
        : { access, ...fileLimit },
    };
  };
}
