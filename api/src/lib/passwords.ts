import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id is the library default; its default cost (19 MiB, 2 passes) is OWASP's recommendation.
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash. Without a hash (unknown user) it still runs one
 * verification against a throw-away hash, so the answer takes about as long either way.
 */
export async function verifyPassword(storedHash: string | undefined, plain: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash(randomBytes(16).toString('hex'));
    await verify(await dummyHash, plain).catch(() => false);
    return false;
  }
  return verify(storedHash, plain).catch(() => false);
}
