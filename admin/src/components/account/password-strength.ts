/**
 * A local estimate of how hard a new password is to guess, for the meter beside the field. It only
 * advises: the server's rules (length, not the username, not a common password) decide, and its list of
 * common passwords is too big to ship to the browser.
 */
export type StrengthLabel = 'Lemah' | 'Sedang' | 'Kuat';

export interface Strength {
  /** 1 to 3, the meter's value. */
  level: 1 | 2 | 3;
  label: StrengthLabel;
  /** What would make it stronger, when something would. */
  hint?: string;
}

export const PASSWORD_MIN_LENGTH = 8;

// Runs along these, either way, are among the first things tried.
const RUNS = ['abcdefghijklmnopqrstuvwxyz', '01234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

function isPredictable(password: string): boolean {
  const text = password.toLowerCase();
  const length = text.length;
  // One character or one short piece over and over: 'aaaaaaaa', 'abcabcabc'.
  for (let size = 1; size <= length / 2; size++) {
    if (length % size === 0 && text.slice(0, size).repeat(length / size) === text) return true;
  }
  return RUNS.some((run) => run.includes(text) || [...run].reverse().join('').includes(text));
}

const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/];

export function passwordStrength(password: string, username = ''): Strength | null {
  if (!password) return null;
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    return { level: 1, label: 'Lemah', hint: `Minimal ${PASSWORD_MIN_LENGTH} karakter.` };
  }
  if (username && password.trim().toLowerCase() === username.trim().toLowerCase()) {
    return { level: 1, label: 'Lemah', hint: 'Jangan sama dengan username.' };
  }
  if (isPredictable(password)) return { level: 1, label: 'Lemah', hint: 'Hindari deret dan pengulangan.' };
  const classes = CLASSES.filter((pattern) => pattern.test(password)).length;
  // Length counts most: a long phrase of plain words beats a short jumble.
  const score = (length >= 12 ? 2 : 1) + (length >= 16 ? 1 : 0) + (classes >= 3 ? 2 : classes === 2 ? 1 : 0);
  if (score <= 1)
    return { level: 1, label: 'Lemah', hint: 'Tambah panjangnya, atau campur angka dan simbol.' };
  if (score <= 3) return { level: 2, label: 'Sedang', hint: 'Lebih panjang lebih sulit ditebak.' };
  return { level: 3, label: 'Kuat' };
}
