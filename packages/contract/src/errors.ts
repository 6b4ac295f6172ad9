/**
 * Every refusal the API answers is `{ message, code }`: the Indonesian sentence is for people, the code
 * is for programs. Clients decide on the code, never on the wording, so a sentence can be improved
 * without breaking a screen. Plain values (no TypeBox), so the dashboard can import them as they are.
 */
export const ERROR_CODES = [
  /** 400: the request broke a rule of its schema or of the resource (the message names the field). */
  'VALIDATION',
  /** 401: no session, or one that ended; sign in (again). */
  'UNAUTHENTICATED',
  /** 403: the role may not do this. */
  'FORBIDDEN',
  /** 403: the account's password was reset; nothing but choosing a new one is allowed. */
  'PASSWORD_CHANGE_REQUIRED',
  /** 404: no such record or address. */
  'NOT_FOUND',
  /** 409: the write conflicts with stored data (a duplicate, a record still in use). */
  'CONFLICT',
  /** 409: someone saved the record after this form loaded it; reload before saving again. */
  'STALE_RECORD',
  /** 413: the body, a file or the number of files is over the limit. */
  'TOO_LARGE',
  /** 414: the address is longer than the server reads. */
  'URI_TOO_LONG',
  /** 415: a body of a type the route does not read. */
  'UNSUPPORTED_MEDIA_TYPE',
  /** 429: too many attempts; wait before trying again. */
  'RATE_LIMITED',
  /** 500: the server failed; the message never says more. */
  'SERVER_ERROR',
  /** 503: the database cannot be reached for now. */
  'DATABASE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code a refusal carries when the thrower named none: the usual meaning of its status. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'TOO_LARGE';
    case 414:
      return 'URI_TOO_LONG';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'DATABASE_UNAVAILABLE';
    default:
      return status >= 500 ? 'SERVER_ERROR' : 'VALIDATION';
  }
}

export const STALE_SAVE_MESSAGE =
  'Data ini sudah diubah oleh pengguna lain. Muat ulang halaman untuk melihat perubahan terbaru.';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password minimal ${PASSWORD_MIN_LENGTH} karakter.`;

/** A church's position (site content): the dashboard's form and the API refuse with the same words. */
export const KOORDINAT_MESSAGE = 'Lintang dan bujur harus diisi bersama-sama, atau kosongkan keduanya.';
export const LATITUDE_MESSAGE = 'Lintang harus berupa angka antara -90 dan 90.';
export const LONGITUDE_MESSAGE = 'Bujur harus berupa angka antara -180 dan 180.';
