import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { httpError } from '../../lib/http-error.ts';
import { ErrorResponses } from '../../lib/schema.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { endSessions, listActiveSessions } from './queries.ts';
import { Ended, SesiList, SesiParams } from './schemas.ts';

/**
 * The caller's own sessions (any signed-in role): which browsers are signed in, from where and when last
 * used, and ending one or all the others (a phone left signed in, a shared office computer). Each end is
 * in the audit log.
 */
const sesiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const idleMinutes = app.sessionIdleMinutes;

  app.get(
    '/sesi',
    {
      schema: {
        tags: ['akun'],
        summary: 'Sesi aktif milik sendiri',
        response: { 200: SesiList, ...ErrorResponses },
      },
      config: { access: 'signed-in' },
    },
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
    {
      schema: {
        tags: ['akun'],
        summary: 'Akhiri satu sesi milik sendiri',
        params: SesiParams,
        response: { 200: Ended, ...ErrorResponses },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      const user = currentUser(request);
      const ended = await app.db.transaction().execute(async (trx) => {
        const count = await endSessions(trx, user.id_user, { idSession: request.params.id });
        if (count > 0) {
          await recordAudit(trx, {
            user,
            aksi: 'session_end',
            tabel: 'auth_session',
            id_record: request.params.id,
          });
        }
        return count;
      });
      // Another user's session, or one already over: to this caller it does not exist.
      if (ended === 0) throw httpError(404, 'Sesi tidak ditemukan atau sudah berakhir.');
      return { message: 'Sesi diakhiri.', berakhir: ended };
    },
  );

  app.delete(
    '/sesi',
    {
      schema: {
        tags: ['akun'],
        summary: 'Akhiri semua sesi lain milik sendiri',
        response: { 200: Ended, ...ErrorResponses },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      const user = currentUser(request);
      const ended = await app.db.transaction().execute(async (trx) => {
        const count = await endSessions(trx, user.id_user, { exceptJti: user.jti });
        if (count > 0) {
          await recordAudit(trx, {
            user,
            aksi: 'session_end',
            tabel: 'auth_session',
            id_record: 'lainnya',
            perubahan: { berakhir: count },
          });
        }
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
