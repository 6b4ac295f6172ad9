// `npm run create-admin -- <username> ["Nama Tampilan"]`: an admin account for a new installation, which in
// production starts with no accounts at all (the demo seed never runs there). The password comes from
// ADMIN_PASSWORD, else it is asked for on the terminal without being shown. The admin then signs in and, as
// TWO_FACTOR_ROLES asks, enrols an authenticator app at the first sign-in.
import './env-file.ts';
import { createInterface } from 'node:readline';
import { newPasswordProblem } from '@gkj/api/password-rules';
import { hashPassword } from '@gkj/api/passwords';
import { connectionProblem, createDb, ensureDatabase, migrateToLatest } from '@gkj/db';
import { openInstallationDatabase, projectRoot } from './backup/installation-database.ts';

const ADMIN_ROLE = 1;

function askHidden(question: string): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Echo nothing of what is typed, as a password prompt should.
  (terminal as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
  process.stdout.write(question);
  return new Promise((resolve) =>
    terminal.question('', (answer) => {
      terminal.close();
      process.stdout.write('\n');
      resolve(answer);
    }),
  );
}

/** The reason the account cannot be made, or undefined; then makes it. */
export async function createAdmin(
  databaseUrl: string,
  username: string,
  password: string,
  displayName: string,
): Promise<string | undefined> {
  if (!/^[A-Za-z0-9]{1,50}$/.test(username)) return 'Username hanya boleh huruf dan angka (maksimal 50).';
  const problem = await newPasswordProblem(password, username);
  if (problem) return problem;
  const db = createDb(databaseUrl);
  try {
    await migrateToLatest(db);
    const taken = await db
      .selectFrom('user')
      .select('id_user')
      .where('username_user', '=', username)
      .executeTakeFirst();
    if (taken) return `Username ${username} sudah dipakai.`;
    await db
      .insertInto('user')
      .values({
        username_user: username,
        nama_tampilan: displayName.trim().slice(0, 100) || username,
        password_user: await hashPassword(password),
        telp_user: '',
        id_role: ADMIN_ROLE,
      })
      .execute();
    return undefined;
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<number> {
  const [username, displayName = ''] = process.argv.slice(2);
  if (!username) {
    console.error('Pakai: npm run create-admin -- <username> ["Nama Tampilan"]');
    return 1;
  }
  const password = process.env.ADMIN_PASSWORD ?? (await askHidden(`Password untuk ${username}: `));
  const server = await openInstallationDatabase(projectRoot, 'share');
  try {
    await ensureDatabase(server.url, server.database);
    const refusal = await createAdmin(`${server.url}/${server.database}`, username, password, displayName);
    if (refusal) {
      console.error(refusal);
      return 1;
    }
    console.log(
      `Akun admin ${username} dibuat. Masuk di /login; nomor telepon dan nama dapat diubah di Kelola Profil.`,
    );
    return 0;
  } finally {
    await server.stop();
  }
}

if (import.meta.main) {
  process.exitCode = await main().catch((error) => {
    console.error(`Akun admin tidak dibuat: ${connectionProblem(error) ?? (error as Error).message}`);
    return 1;
  });
}
