import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@gkj/contract';
import type { TSchema } from 'typebox';
import type { AccessRule } from '../plugins/roles.ts';
import { deleteRecord, findRecord, type KindThat, type RecordKind } from './records.ts';
import { type Hook, ok, type routeSpecs } from './route-spec.ts';

/**
 * The two routes a record kind answers the same way wherever it is used: reading one record by its id and
 * deleting it. The resource says only what is its own (path, access, summary, answer, its message); the
 * steps are those of `findRecord` and `deleteRecord`, so every such route gives the same 404, audit and
 * file clean-up.
 */

type App = Parameters<FastifyPluginAsyncTypebox>[0];
type Spec = ReturnType<typeof routeSpecs>;

interface RecordRoute {
  /** The resource's path ('/jadwal-ibadah'); the route is `<path>/:id`. */
  path: string;
  access: AccessRule;
  summary: string;
  /** The schema of the 200 answer. */
  answer: TSchema;
}

/** `GET <path>/:id`: the record as its kind finds it, or the kind's 404. */
export function getRecordRoute<Row extends object, Values extends object>(
  app: App,
  spec: Spec,
  route: RecordRoute & { kind: RecordKind<Row, Values> },
): void {
  app.get(
    `${route.path}/:id`,
    spec(route.access, route.summary, { params: IdParams, response: ok(route.answer) }),
    async (request) => findRecord(app.db, route.kind, request.params.id),
  );
}

/** `DELETE <path>/:id`: deletes the record (and what its kind takes along) and answers `{ message }`. */
export function deleteRecordRoute<Row extends object, Values extends object>(
  app: App,
  spec: Spec,
  route: RecordRoute & { kind: KindThat<'remove', Row, Values>; message: string; preValidation?: Hook },
): void {
  const { access, summary, answer, preValidation } = route;
  app.delete(
    `${route.path}/:id`,
    spec(access, summary, { params: IdParams, response: ok(answer), preValidation }),
    async (request) => {
      await deleteRecord(request, route.kind, request.params.id);
      return { message: route.message };
    },
  );
}
