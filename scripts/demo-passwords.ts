import { verifyPassword } from '@gkj/api/passwords';
import type { Db } from '@gkj/db';
import { DEMO_USERNAMES } from '@gkj/seed';

/** The password the demo accounts are seeded with, unless DEMO_PASSWORD chose another. */
export const DEFAULT_DEMO_PASSWORD = 'girimarto';

/**
 * The demo accounts that still open with a demo password (the default one, or DEMO_PASSWORD's): a
 * production server must not start with any of them, since the README publishes those passwords.
 */
export async function openDemoAccounts(db: Db, demoPassword = DEFAULT_DEMO_PASSWORD): Promise<string[]> {
  const passwords = [...new Set([DEFAULT_DEMO_PASSWORD, demoPassword])];
  const rows = await db
    .selectFrom('user')
    .select(['username_user', 'password_user'])
    .where('username_user', 'in', DEMO_USERNAMES)
    .orderBy('username_user')
    .execute();
  const open: string[] = [];
  for (const row of rows) {
    for (const password of passwords) {
      if (await verifyPassword(row.password_user, password)) {
        open.push(row.username_user);
        break;
      }
    }
  }
  return open;
}

export const demoPasswordsRefusal = (usernames: string[]) =>
  `Mode produksi tidak dijalankan: akun demo ${usernames.join(', ')} masih memakai password demo. ` +
  'Ganti password-nya (Kelola Profil, atau Data User oleh admin) atau hapus akunnya, lalu jalankan lagi.';
