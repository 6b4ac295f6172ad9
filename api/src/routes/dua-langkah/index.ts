import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CodeBody,
  Enrolment,
  IdParams,
  Message,
  PasswordConfirmBody,
  RecoveryCodes,
  TwoFactorStatus,
} from '@gkj/contract';
import { httpError } from '../../lib/http-error.ts';
import { ok, routeSpecs } from '../../lib/route-spec.ts';
import { enrolmentOf } from '../../lib/two-factor.ts';
import { currentUser, revokeSessions } from '../../plugins/auth.ts';
import { confirmOwnPassword } from '../auth/own-password.ts';
import {
  ALREADY_ON_MESSAGE,
  ENROL_CODE_MESSAGE,
  NO_ENROLMENT_MESSAGE,
  NOT_ON_MESSAGE,
  REQUIRED_FOR_ROLE_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from './messages.ts';
import {
  confirmEnrolment,
  findTwoFactor,
  regenerateRecoveryCodes,
  removeTwoFactor,
  startEnrolment,
} from './queries.ts';
import secondStepRoutes from './second-step.ts';
import { recordTwoFactorEvent } from './security-events.ts';

const spec = routeSpecs('akun');
const userSpec = routeSpecs('user');

/**
 * Two-factor sign-in: the user's own enrolment on the profile page (QR code, first code, recovery codes),
 * turning it off or renewing the codes with the password, and an admin's reset for a lost phone.
 */
const twoFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(secondStepRoutes);

  const ownState = async (idUser: number) => {
    const state = await findTwoFactor(app.db, idUser);
    if (!state) throw httpError(404, 'Pengguna tidak ditemukan.');
    return state;
  };

  app.get(
    '/profile/2fa',
    spec('signed-in', 'Status verifikasi dua langkah sendiri', { response: ok(TwoFactorStatus) }),
    async (request) => {
      const user = currentUser(request);
      const state = await ownState(user.id_user);
      return {
        aktif: state.totp_rahasia !== null,
        aktif_sejak: state.totp_aktif_sejak,
        wajib: app.twoFactorRoles.includes(user.nama_role),
        sisa_kode_cadangan: state.sisa_kode_cadangan,
      };
    },
  );

  app.post(
    '/profile/2fa/mulai',
    spec('signed-in', 'Mulai memasang aplikasi autentikator: kunci baru dan kode QR-nya', {
      response: ok(Enrolment),
    }),
    async (request) => {
      const user = currentUser(request);
      if ((await ownState(user.id_user)).totp_rahasia !== null) throw httpError(409, ALREADY_ON_MESSAGE);
      return enrolmentOf(await startEnrolment(app.db, user.id_user), user.username_user);
    },
  );

  app.post(
    '/profile/2fa/aktifkan',
    spec('signed-in', 'Aktifkan dengan kode pertama dari aplikasi; menjawab kode cadangan (sekali tampil)', {
      body: CodeBody,
      response: ok(RecoveryCodes),
    }),
    async (request) => {
      const user = currentUser(request);
      const state = await ownState(user.id_user);
      if (state.totp_rahasia !== null) throw httpError(409, ALREADY_ON_MESSAGE);
      if (state.totp_rahasia_baru === null) throw httpError(409, NO_ENROLMENT_MESSAGE);
      const codes = await confirmEnrolment(app.db, user.id_user, request.body.kode);
      if (!codes) throw httpError(400, ENROL_CODE_MESSAGE);
      await recordTwoFactorEvent(app.db, user, 'mfa_on', request.ip);
      return { message: 'Verifikasi dua langkah aktif.', kode_cadangan: codes };
    },
  );

  app.post(
    '/profile/2fa/kode-cadangan',
    spec('signed-in', 'Buat kode cadangan baru (yang lama tidak berlaku lagi); perlu password', {
      body: PasswordConfirmBody,
      response: ok(RecoveryCodes),
    }),
    async (request, reply) => {
      const user = currentUser(request);
      if ((await ownState(user.id_user)).totp_rahasia === null) throw httpError(409, NOT_ON_MESSAGE);
      await confirmOwnPassword(app, request, reply, user, request.body.password, WRONG_PASSWORD_MESSAGE);
      const codes = await regenerateRecoveryCodes(app.db, user.id_user);
      await recordTwoFactorEvent(app.db, user, 'mfa_codes', request.ip);
      return { message: 'Kode cadangan baru dibuat; kode lama tidak berlaku lagi.', kode_cadangan: codes };
    },
  );

  app.post(
    '/profile/2fa/nonaktifkan',
    spec('signed-in', 'Matikan verifikasi dua langkah sendiri; perlu password', {
      body: PasswordConfirmBody,
      response: ok(Message),
    }),
    async (request, reply) => {
      const user = currentUser(request);
      if (app.twoFactorRoles.includes(user.nama_role)) throw httpError(403, REQUIRED_FOR_ROLE_MESSAGE);
      if ((await ownState(user.id_user)).totp_rahasia === null) throw httpError(409, NOT_ON_MESSAGE);
      await confirmOwnPassword(app, request, reply, user, request.body.password, WRONG_PASSWORD_MESSAGE);
      await removeTwoFactor(app.db, user.id_user);
      await recordTwoFactorEvent(app.db, user, 'mfa_off', request.ip);
      return { message: 'Verifikasi dua langkah dimatikan.' };
    },
  );

  app.delete(
    '/user/:id/2fa',
    userSpec('admin', 'Reset verifikasi dua langkah user lain (ponsel hilang); semua sesinya berakhir', {
      params: IdParams,
      response: ok(Message),
    }),
    async (request) => {
      const actor = currentUser(request);
      const id = request.params.id;
      if (id === actor.id_user) {
        throw httpError(400, 'Verifikasi dua langkah sendiri diatur di Kelola Profil, bukan direset.');
      }
      const target = await app.db
        .selectFrom('user')
        .select('username_user')
        .where('id_user', '=', id)
        .executeTakeFirst();
      if (!target) throw httpError(404, 'Data tidak ditemukan.');
      if (!(await removeTwoFactor(app.db, id)))
        throw httpError(409, 'User ini belum memakai verifikasi dua langkah.');
      await revokeSessions(app.db, id);
      await recordTwoFactorEvent(app.db, actor, 'mfa_reset', request.ip, {
        id,
        username_user: target.username_user,
      });
      return { message: `Verifikasi dua langkah ${target.username_user} direset.` };
    },
  );
};

export default twoFactorRoutes;
