import { describeGeneratedBodies } from './support/generated-bodies.ts';

/**
 * The member import reads a spreadsheet file: every generated body lacks one and is refused, whatever its
 * two optional text fields hold (few of which are invalid). jemaat-import.test.ts covers its successes.
 */
const FILE_ONLY = new Set(['POST /api/jemaat-impor/pratinjau', 'POST /api/jemaat-impor']);

/**
 * Routes no generated body can pass: a sign-in with a generated password, and every step of a second
 * factor, which needs a code computed from a secret (two-factor.test.ts covers their successes).
 */
const STORES_NOTHING = new Set([
  'POST /api/login',
  'POST /api/login/kode',
  'POST /api/login/pasang',
  'POST /api/profile/2fa/aktifkan',
  'POST /api/profile/2fa/kode-cadangan',
  'POST /api/profile/2fa/nonaktifkan',
  ...FILE_ONLY,
]);

await describeGeneratedBodies('generated bodies: accounts, members, schedules, inventory', 'accounts', {
  storesNothing: STORES_NOTHING,
  fileOnly: FILE_ONLY,
});
