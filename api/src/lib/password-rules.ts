import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from '@gkj/contract';
import { httpError } from './http-error.ts';

/**
 * What a new password must be, wherever one is chosen (a new account, an admin's reset, one's own
 * change). The admin's strength meter only advises: these rules decide.
 */
export const PASSWORD_IS_USERNAME_MESSAGE = 'Password tidak boleh sama dengan username.';
export const PASSWORD_TOO_COMMON_MESSAGE = 'Password terlalu umum; pilih yang lebih sulit ditebak.';

// The list shipped inside @zxcvbn-ts/language-common (about 49,000 of the most used passwords, all
// lower case). Loaded on the first check, not at start-up: most requests never choose a password.
let commonPasswords: Promise<ReadonlySet<string>> | undefined;

function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return commonPasswords;
}

// Case and compatibility forms (fullwidth letters) do not make a password harder to guess.
const folded = (text: string) => text.normalize('NFKC').trim().toLowerCase();

/** The Indonesian reason the password may not be chosen by this user, or undefined when it may. */
export async function newPasswordProblem(password: string, username: string): Promise<string | undefined> {
  if ([...password].length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  const candidate = folded(password);
  if (candidate === folded(username)) return PASSWORD_IS_USERNAME_MESSAGE;
  if ((await loadCommonPasswords()).has(candidate)) return PASSWORD_TOO_COMMON_MESSAGE;
  return undefined;
}

/** Throws 400 with the reason when the password may not be chosen. */
export async function checkNewPassword(password: string, username: string): Promise<void> {
  const problem = await newPasswordProblem(password, username);
  if (problem) throw httpError(400, problem);
}
