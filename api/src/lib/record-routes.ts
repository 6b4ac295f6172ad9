import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@gkj/contract';
import type { FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { AccessRule } from '../plugins/roles.ts';
import type { FileLimit } from '../plugins/uploads.ts';
import { deleteRecord, findRecord, type KindThat, type RecordKind } from './records.ts';
import { type Hook, ok, type routeSpecs } from './route-spec.ts';

/**
 * Routes that several resources register the same way: reading one record by its id, deleting it, and the
 * form update's two addresses. The resource says only what is its own (path, access, summary, answer, its
 * message or its update); reading and deleting are `findRecord` and `deleteRecord` unless the resource
 * brings its own delete, so every such route gives the same 404, audit and file clean-up.
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

/** How a delete route removes its record. */
type Removal<Row extends object, Values extends object> =
  | { kind: KindThat<'remove', Row, Values> }
  /** A write of the resource's own, for rows that take more than the kind's delete (checks, linked rows). */
  | { remove: (request: FastifyRequest, id: number) => Promise<unknown> };

/**
 * `DELETE <path>/:id`: deletes the record (and what its kind takes along), or runs the resource's own
 * `remove`, and answers `{ message }`.
 */
export function deleteRecordRoute<Row extends object, Values extends object>(
  app: App,
  spec: Spec,
  route: RecordRoute & Removal<Row, Values> & { message: string; preValidation?: Hook },
): void {
  const { access, summary, answer, preValidation } = route;
  app.delete(
    `${route.path}/:id`,
    spec(access, summary, { params: IdParams, response: ok(answer), preValidation }),
    async (request) => {
      const { id } = request.params;
      await ('remove' in route ? route.remove(request, id) : deleteRecord(request, route.kind, id));
      return { message: route.message };
    },
  );
}

/**
 * The spec's form update, as a browser form sends a file: `POST <path>/:id?_method=PUT`, and the same as a
 * plain `PUT <path>/:id`. Both take the same multipart body and run the same `update`; only the POST
 * needs the `_method` override in its query.
 */
export function formUpdateRoutes<Body extends TSchema, Answer extends TSchema>(
  app: App,
  spec: Spec,
  route: {
    path: string;
    access: AccessRule;
    /** What is changed, in the summaries: 'Ubah <name> (…)'. */
    name: string;
    /** What the POST's summary adds: how the form removes its stored file. */
    removeNote: string;
    body: Body;
    answer: Answer;
    methodOverride: TSchema;
    multipart: true | FileLimit;
    preValidation?: Hook;
    update: (request: FastifyRequest, id: number, body: Static<Body>) => Promise<Static<Answer>>;
  },
): void {
  const { path, access, name, body, answer, multipart, preValidation, update } = route;
  // The answer is checked against `update`'s type above; the route schema needs only its JSON schema.
  const schema = { params: IdParams, body, response: ok<TSchema>(answer), multipart, preValidation };
  // The body was validated against `body`; TypeScript cannot follow a generic schema through Fastify's types.
  const handler = async (request: FastifyRequest<{ Params: { id: number } }>) =>
    update(request, request.params.id, request.body as Static<Body>);
  app.post(
    `${path}/:id`,
    spec(access, `Ubah ${name} (multipart, ?_method=PUT); ${route.removeNote}`, {
      ...schema,
      querystring: route.methodOverride,
    }),
    handler,
  );
  app.put(`${path}/:id`, spec(access, `Ubah ${name} (sama dengan POST ?_method=PUT)`, schema), handler);
}
