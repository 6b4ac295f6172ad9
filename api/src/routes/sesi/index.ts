import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Ended, SesiList, SesiParams } from '@gkj/contract';
import { httpError } from '../../lib/http-error.ts';
import { ok, routeSpecs } from '../../lib/route-spec.ts';
import { runWrite } from '../../lib/writes.ts';
import { currentUser } from '../../plugins/auth.ts';
import { endSessions, listActiveSessions } from './queries.ts';

const spec = routeSpecs('akun');

/**
 * The caller's own sessions (any signed-in role): which browsers are signed in, from where and when last
 * used, and ending one or all the others (a phone left signed in, a shared office computer). Each end is
 * in the audit log.
 */
const sesiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const idleMinutes = app.sessionIdleMinutes;

  app.get(
    '/sesi',
    spec('signed-in', 'Sesi aktif milik sendiri', { response: ok(SesiList) }),
    async (request) => {
      const user = currentUser(request);
      const rows = await listActiveSessions(app.db, user.id_user, idleMinutes);
      return {
        data: rows.map((row) => ({
          id_sesi: row.id_session,
          peramban: row.user_agent,
          alamat_ip: row.client_ip,
          dibuat: row.created_at,
          terakhir_dipakai: row.last_used,
          sesi_ini: row.jti === user.jti,
        })),
        batas_diam_menit: idleMinutes,
      };
    },
  );

  app.delete(
    '/sesi/:id',
    spec('signed-in', 'Akhiri satu sesi milik sendiri', { params: SesiParams, response: ok(Ended) }),
    async (request) => {
      const ended = await runWrite(request, async (trx, audit, user) => {
        const count = await endSessions(trx, user.id_user, { idSession: request.params.id });
        if (count > 0) await audit('session_end', 'auth_session', request.params.id);
        return count;
      });
      // Another user's session, or one already over: to this caller it does not exist.
      if (ended === 0) throw httpError(404, 'Sesi tidak ditemukan atau sudah berakhir.');
      return { message: 'Sesi diakhiri.', berakhir: ended };
    },
  );

  app.delete(
    '/sesi',
    spec('signed-in', 'Akhiri semua sesi lain milik sendiri', { response: ok(Ended) }),
    async (request) => {
      const ended = await runWrite(request, async (trx, audit, user) => {
        const count = await endSessions(trx, user.id_user, { exceptJti: user.jti });
        if (count > 0) await audit('session_end', 'auth_session', 'lainnya', { berakhir: count });
        return count;
      });
      return {
        message: ended > 0 ? `${ended} sesi lain diakhiri.` : 'Tidak ada sesi lain.',
        berakhir: ended,
      };
    },
  );
};

export default sesiRoutes;
