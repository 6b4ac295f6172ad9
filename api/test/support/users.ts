import { ROLE_NAMES, type RoleName } from '@gkj/contract';
import type { Db } from '@gkj/db';
import type { App } from '../../src/app.ts';
import { hashPassword } from '../../src/lib/passwords.ts';

export const ROLES = ROLE_NAMES;
export const TEST_PASSWORD = 'rahasia-123';

const ROLE_IDS: Record<RoleName, number> = { admin: 1, pendeta: 2, petugas_inventaris: 3, author: 4 };
let counter = 0;
// Hashing is the slow part of creating users; every test user shares one hash of TEST_PASSWORD.
let sharedHash: Promise<string> | undefined;

export interface TestUser {
  id_user: number;
  username_user: string;
  /** The public byline; null for an account that has none yet. */
  nama_tampilan: string | null;
  password: string;
  nama_role: RoleName;
}

export async function createUser(
  db: Db,
  role: RoleName,
  options: { username?: string; password?: string; nama_tampilan?: string | null } = {},
): Promise<TestUser> {
  const username = options.username ?? `${role.replace(/_/g, '')}${++counter}`;
  // A display name that shares nothing with the username, so a leak of either is told apart.
  const namaTampilan =
    options.nama_tampilan === undefined ? `Saudara Uji ${++counter}` : options.nama_tampilan;
  const password = options.password ?? TEST_PASSWORD;
  sharedHash ??= hashPassword(TEST_PASSWORD);
  const passwordHash = options.password ? await hashPassword(password) : await sharedHash;
  const result = await db
    .insertInto('user')
    .values({
      username_user: username,
      nama_tampilan: namaTampilan,
      password_user: passwordHash,
      telp_user: '081234567890',
      id_role: ROLE_IDS[role],
    })
    .executeTakeFirstOrThrow();
  return {
    id_user: Number(result.insertId),
    username_user: username,
    nama_tampilan: namaTampilan,
    password,
    nama_role: role,
  };
}

/** A fresh user of the role and a valid token for it, without going through /api/login. */
export async function tokenFor(app: App, role: RoleName): Promise<{ token: string; user: TestUser }> {
  const user = await createUser(app.db, role);
  return { token: await app.issueToken(user), user };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function login(app: App, username: string, password: string, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username_user: username, password },
    remoteAddress,
  });
}
