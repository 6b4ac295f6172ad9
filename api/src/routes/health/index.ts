import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '@gkj/db';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { routeSpecs } from '../../lib/route-spec.ts';

const spec = routeSpecs('sistem');

const Health = Type.Object({ status: Type.Literal('ok'), database: Type.Enum(['ok', 'down'] as const) });
const Pong = Type.Object({ status: Type.Literal('ok') });

async function databaseReachable(db: Db): Promise<boolean> {
  const timeout = new Promise<boolean>((resolve) => setTimeout(resolve, 2000, false).unref());
  const probe = sql`SELECT 1`.execute(db).then(
    () => true,
    () => false,
  );
  return Promise.race([probe, timeout]);
}

/** Liveness for load balancers and `npm start`: 503 while the database cannot be reached. */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    spec('public', 'Status API dan basis data', { response: { 200: Health, 503: Health } }),
    async (_request, reply) => {
      const up = await databaseReachable(app.db);
      return reply.code(up ? 200 : 503).send({ status: 'ok', database: up ? 'ok' : 'down' });
    },
  );

  // The same server's cost of a request that does no work: the baseline `npm run bench` compares with.
  app.get(
    '/ping',
    spec('public', 'Jawaban tetap tanpa basis data', { response: { 200: Pong } }),
    async () => ({ status: 'ok' as const }),
  );
};

export default healthRoutes;
