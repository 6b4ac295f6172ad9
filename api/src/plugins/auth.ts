import { randomUUID } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import type { JenisKonten, RoleName } from '@gkj/contract';
import type { Db } from '@gkj/db';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { HttpError, httpError } from '../lib/http-error.ts';
import { sharedPlugin } from '../lib/plugin.ts';
import type { AppConfig } from './config.ts';

/** Who is calling, as routes see it in `request.user` (set only on routes that need sign-in). */
export interface AuthUser {
  id_user: number;
  username_user: string;
  nama_role: RoleName;
  jti: string;
  /** Set after an admin's reset: until the user chooses a new password, only a few routes answer. */
  harus_ganti_password: boolean;
}

interface TokenPayload {
  sub: string;
  role: string;
  jti: string;
}

/**
 * What a password alone earns when a second factor is due: a short-lived proof that the password was
 * right, to be exchanged with a code from the app ('kode') or after enrolling one ('pasang'). It has no
 * session row and no role, so no route but the second step takes it.
 */
export interface ChallengePayload {
  sub: string;
  jti: string;
  tujuan: 'kode' | 'pasang';
}

/**
 * A private preview address of a draft (lib/content-routes.ts): names one record, no user, no session,
 * so no route but the preview's takes it.
 */
export interface PreviewPayload {
  tujuan: 'pratinjau';
  jenis: JenisKonten;
  id: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload | ChallengePayload | PreviewPayload;
    user: AuthUser;
  }
}

const CHALLENGE_LIFETIME = '5m';

declare module 'fastify' {
  interface FastifyInstance {
    /** Verifies the Bearer token and its session row; sets and returns `request.user`, else throws 401. */
    authenticate(request: FastifyRequest): Promise<AuthUser>;
    /**
     * Optional sign-in, for public routes that show more to some roles: the caller's user when a
     * valid token is sent, otherwise undefined (a missing, bad or expired token is never a 401).
     */
    optionalUser(request: FastifyRequest): Promise<AuthUser | undefined>;
    /** Minutes after which an unused session ends (SESSION_IDLE_MINUTES). */
    sessionIdleMinutes: number;
    /** Signs a token for the user and records its session row (login; tests use a short `expiresIn`). */
    issueToken(
      user: { id_user: number; nama_role: string },
      options?: { expiresIn?: string },
    ): Promise<string>;
    /** Roles that must sign in with a second factor (TWO_FACTOR_ROLES). */
    twoFactorRoles: readonly RoleName[];
    issueChallenge(idUser: number, tujuan: ChallengePayload['tujuan']): string;
    /** The challenge's user id when the token is a valid, unexpired challenge of that purpose. */
    readChallenge(token: string, tujuan: ChallengePayload['tujuan']): number | undefined;
  }
}

export const SESSION_INVALID_MESSAGE = 'Sesi tidak valid atau sudah berakhir. Silakan masuk kembali.';
export const NOT_SIGNED_IN_MESSAGE = 'Anda belum masuk. Silakan masuk terlebih dahulu.';
export const PASSWORD_CHANGE_REQUIRED_MESSAGE =
  'Password Anda direset oleh admin. Ganti password terlebih dahulu sebelum melanjutkan.';

/** The signed-in user of a route whose access rule needs a token (set by the access check). */
export function currentUser(request: FastifyRequest): AuthUser {
  const user = request.user as AuthUser | undefined;
  if (!user?.username_user) throw httpError(401, NOT_SIGNED_IN_MESSAGE);
  return user;
}

/**
 * Ends the user's sessions, all of them or all but `exceptJti` (the caller's own). For password
 * changes and resets; a changed role needs nothing, since tokens carry the role they were issued for.
 */
export async function revokeSessions(db: Db, idUser: number, exceptJti?: string): Promise<void> {
  let update = db
    .updateTable('auth_session')
    .set({ revoked_at: sql<string>`NOW(3)` })
    .where('id_user', '=', idUser)
    .where('revoked_at', 'is', null);
  if (exceptJti) update = update.where('jti', '!=', exceptJti);
  await update.execute();
}

/**
 * Records when, from where and with which browser a session was last used (its owner sees this on the
 * profile page; the idle timeout reads it). At most once a minute per session, unless the address or the
 * browser changed, so a page's burst of requests writes once.
 */
async function touchSession(
  db: Db,
  jti: string,
  seen: { stale: number; client_ip: string | null; user_agent: string | null },
  request: FastifyRequest,
): Promise<void> {
  // The dashboard's own polling says so: it is no sign that the user is still there.
  if (request.headers['x-background'] === '1') return;
  const userAgent = (request.headers['user-agent'] ?? '').slice(0, 255) || null;
  if (!Number(seen.stale) && seen.client_ip === request.ip && seen.user_agent === userAgent) return;
  await db
    .updateTable('auth_session')
    .set({ last_used_at: sql<string>`NOW(3)`, client_ip: request.ip.slice(0, 45), user_agent: userAgent })
    .where('jti', '=', jti)
    .execute();
}

function isPayload(value: unknown): value is TokenPayload {
  const payload = value as Partial<TokenPayload> | null;
  return (
    typeof payload?.sub === 'string' &&
    /^\d+$/.test(payload.sub) &&
    typeof payload.role === 'string' &&
    typeof payload.jti === 'string' &&
    !('tujuan' in payload)
  );
}

export const authPlugin = sharedPlugin<{ config: AppConfig }>('auth', async (app, { config }) => {
  await app.register(fastifyJwt, {
    secret: config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: config.jwtExpiresIn },
    // Only HS256: tokens claiming another algorithm (or none) are refused outright.
    verify: { algorithms: ['HS256'] },
  });

  app.decorate('sessionIdleMinutes', config.sessionIdleMinutes);
  app.decorate('twoFactorRoles', config.twoFactorRoles);

  app.decorate('issueChallenge', (idUser, tujuan) =>
    app.jwt.sign({ sub: String(idUser), jti: randomUUID(), tujuan }, { expiresIn: CHALLENGE_LIFETIME }),
  );

  app.decorate('readChallenge', (token, tujuan) => {
    try {
      const payload = app.jwt.verify<Partial<ChallengePayload>>(token);
      if (payload.tujuan !== tujuan || !/^\d+$/.test(payload.sub ?? '')) return undefined;
      return Number(payload.sub);
    } catch {
      return undefined;
    }
  });

  app.decorate('issueToken', async (user, options = {}) => {
    const jti = randomUUID();
    const token = app.jwt.sign(
      { sub: String(user.id_user), role: user.nama_role, jti },
      { expiresIn: options.expiresIn ?? config.jwtExpiresIn },
    );
    const { exp } = app.jwt.decode<{ exp: number }>(token) ?? { exp: 0 };
    await app.db
      .insertInto('auth_session')
      // The session's connection runs in WIB, so FROM_UNIXTIME gives the WIB wall-clock expiry.
      .values({ jti, id_user: user.id_user, expires_at: sql<string>`FROM_UNIXTIME(${exp})` })
      .execute();
    return token;
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (!request.headers.authorization) throw httpError(401, NOT_SIGNED_IN_MESSAGE);
    let payload: unknown;
    try {
      payload = await request.jwtVerify();
    } catch {
      throw httpError(401, SESSION_INVALID_MESSAGE);
    }
    if (!isPayload(payload)) throw httpError(401, SESSION_INVALID_MESSAGE);
    const row = await app.db
      .selectFrom('auth_session as s')
      .innerJoin('user as u', 'u.id_user', 's.id_user')
      .innerJoin('role as r', 'r.id_role', 'u.id_role')
      .select([
        'u.id_user',
        'u.username_user',
        'r.nama_role',
        'u.harus_ganti_password',
        's.client_ip',
        's.user_agent',
      ])
      .select(sql<number>`s.last_used_at IS NULL OR s.last_used_at < NOW(3) - INTERVAL 1 MINUTE`.as('stale'))
      .where('s.jti', '=', payload.jti)
      .where('s.id_user', '=', Number(payload.sub))
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', sql<string>`NOW()`)
      // Idle: a session nobody used for SESSION_IDLE_MINUTES is over, however long its token would last.
      .where(
        sql<string>`COALESCE(s.last_used_at, s.created_at)`,
        '>',
        sql<string>`NOW(3) - INTERVAL ${sql.lit(config.sessionIdleMinutes)} MINUTE`,
      )
      .executeTakeFirst();
    // A role changed since sign-in invalidates the token: its permissions were granted to the old role.
    if (!row || row.nama_role !== payload.role) throw httpError(401, SESSION_INVALID_MESSAGE);
    await touchSession(app.db, payload.jti, row, request);
    const user: AuthUser = {
      id_user: row.id_user,
      username_user: row.username_user,
      nama_role: row.nama_role as RoleName,
      jti: payload.jti,
      harus_ganti_password: row.harus_ganti_password === 1,
    };
    request.user = user;
    return user;
  });

  app.decorate('optionalUser', async (request: FastifyRequest) => {
    if (!request.headers.authorization) return undefined;
    try {
      const user = await app.authenticate(request);
      // A session that must change its password first sees no more than a visitor does.
      return user.harus_ganti_password ? undefined : user;
    } catch (error) {
      // Only a refused token makes the caller a visitor: a database failure still answers 503.
      if (error instanceof HttpError && error.statusCode === 401) return undefined;
      throw error;
    }
  });
});
