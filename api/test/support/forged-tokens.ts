import { createHmac, randomUUID } from 'node:crypto';
import type { Db } from '@gkj/db';
import { sql } from 'kysely';

/**
 * Hand-made JWTs for the token tests: expired, unsigned, signed with another secret or algorithm, or
 * changed after signing. Built byte by byte so no JWT library's defaults can soften them.
 */

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface Claims {
  sub: string;
  role: string;
  jti: string;
  iat?: number;
  exp?: number;
}

const HMAC_NAMES = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' } as const;

export function signToken(
  claims: Claims,
  secret: string,
  algorithm: keyof typeof HMAC_NAMES = 'HS256',
): string {
  const unsigned = `${encode({ alg: algorithm, typ: 'JWT' })}.${encode(claims)}`;
  const signature = createHmac(HMAC_NAMES[algorithm], secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

/** `alg: none`: a token that claims to need no signature at all. */
export function unsignedToken(claims: Claims): string {
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

/** The token with its payload changed and its original signature kept. */
export function tamperedToken(token: string, changes: Partial<Claims>): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
  return [header, encode({ ...claims, ...changes }), signature].join('.');
}

/** The token with one character of its signature changed (in the middle: never a padding bit). */
export function flippedSignature(token: string): string {
  const [header, payload, signature] = token.split('.');
  const at = Math.floor(signature.length / 2);
  const flipped = signature[at] === 'A' ? 'B' : 'A';
  return [header, payload, `${signature.slice(0, at)}${flipped}${signature.slice(at + 1)}`].join('.');
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A live session row for a hand-made token, so only the token itself can be what is refused. */
export async function openSession(db: Db, idUser: number): Promise<string> {
  const jti = randomUUID();
  await db
    .insertInto('auth_session')
    .values({ jti, id_user: idUser, expires_at: sql<string>`NOW() + INTERVAL 1 HOUR` })
    .execute();
  return jti;
}
