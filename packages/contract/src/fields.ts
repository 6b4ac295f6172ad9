import { type Static, type TProperties, type TSchema, Type } from 'typebox';
import { Nullable } from './answers.ts';
import { LOKASI } from './enums.ts';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from './errors.ts';

/**
 * The TypeBox building blocks of every request schema in the contract (answers: answers.ts). The validation formatter recognises these
 * patterns and words its Indonesian messages from them ('… hanya boleh berisi angka.').
 */
export const PATTERNS = {
  digits: '^[0-9]+$',
  alnum: '^[A-Za-z0-9]+$',
  notBlank: '\\S',
  date: '^\\d{4}-\\d{2}-\\d{2}$',
  dateTime: '^\\d{4}-\\d{2}-\\d{2}[ T]\\d{2}:\\d{2}(:\\d{2})?$',
} as const;

type Extra = { errorMessage?: string | Record<string, string>; description?: string };

/** A text a form must fill, as typed (a code, a password to confirm); empty reads as `emptyMessage`. */
export const Filled = (maxLength: number, emptyMessage: string) =>
  Type.String({ minLength: 1, maxLength, errorMessage: { minLength: emptyMessage } });

/** A required text: not empty, not only spaces. */
export const Text = (options: { maxLength: number; minLength?: number } & Extra) =>
  Type.String({ minLength: 1, pattern: PATTERNS.notBlank, ...options });

/**
 * An optional text that may also be sent as null; the API stores it trimmed, null when blank. Its limits and
 * `errorMessage` belong to the text, so a too-long value reads '<Label> maksimal N karakter.'.
 */
export const OptionalText = (options: { maxLength: number } & Extra) =>
  Type.Optional(Nullable(Type.String(options)));

/**
 * An optional choice, date or id that a form may also send blank: null and '' both mean none (store
 * `value || null`). `errorMessage` here speaks for any failure of the field.
 */
export const Blankable = <T extends TSchema>(schema: T, options: Extra = {}) =>
  Type.Optional(Type.Union([schema, Type.Literal(''), Type.Null()], options));

export const Digits = (options: { maxLength: number; minLength?: number } & Extra) =>
  Type.String({ minLength: 1, pattern: PATTERNS.digits, ...options });

export const Alnum = (options: { maxLength: number; minLength?: number } & Extra) =>
  Type.String({ minLength: 1, pattern: PATTERNS.alnum, ...options });

/** 'YYYY-MM-DD' (a WIB calendar date). */
export const DateString = (options: Extra & { pattern?: string } = {}) =>
  Type.String({ format: 'date', ...options });

/** An optional 'YYYY-MM-DD' that a form may also send blank (null or ''); store `value || null`. */
export const OptionalDate = (options: { pattern?: string } = {}) =>
  Blankable(DateString(options), { errorMessage: '{label} harus berupa tanggal yang valid (YYYY-MM-DD).' });

/** 'YYYY-MM-DD HH:MM[:SS]' or with 'T' (the API stores it as 'YYYY-MM-DD HH:MM:SS'). */
export const DateTimeString = (options: Extra = {}) =>
  Type.String({ pattern: PATTERNS.dateTime, ...options });

export const Lokasi = (options: Extra = {}) => Type.Enum(LOKASI, options);

/** The largest key an `INT UNSIGNED` column holds: a bigger id names no record (and would not fit a write). */
export const MAX_ID = 4_294_967_295;

export const Id = (options: Extra = {}) => Type.Integer({ minimum: 1, maximum: MAX_ID, ...options });

/** Params of `/<resource>/:id`. A bad id answers 404 (see the validation formatter). */
export const IdParams = Type.Object({ id: Id() });

/** The search text of a list, and of any answer that follows a list's search (the finance totals). */
export const SearchText = Type.String({ maxLength: 100 });

/**
 * The one way to ask for a list: `q`, `sort`, `order`, `page`, `per_page` → `{ data, total }`.
 * `listQuery(['nama_ibadah', 'tanggal_ibadah'])` gives the querystring schema, sort limited to those keys.
 */
export function listQuery<
  const Sort extends readonly string[],
  Extra extends TProperties = Record<never, never>,
>(sortKeys: Sort, extra: Extra = {} as Extra) {
  return Type.Object({
    q: Type.Optional(SearchText),
    sort: Type.Optional(Type.Enum(sortKeys)),
    order: Type.Optional(Type.Enum(['asc', 'desc'] as const)),
    page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
    per_page: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
    ...extra,
  });
}

/**
 * A list's sort names with the column each sorts by, declared once: the querystring schema takes its
 * names (`sortedListQuery`), the API's list query its columns. `sortColumns('nama', 'jabatan')` is the
 * map of names that are their own column.
 */
export const sortColumns = <const Names extends readonly string[]>(...names: Names) =>
  Object.fromEntries(names.map((name) => [name, name])) as { [Name in Names[number]]: Name };

/** `listQuery` whose sort names are the keys of a sort map, in its order. */
export function sortedListQuery<
  const Sort extends Record<string, string>,
  Extra extends TProperties = Record<never, never>,
>(sort: Sort, extra: Extra = {} as Extra) {
  return listQuery(Object.keys(sort) as Extract<keyof Sort, string>[], extra);
}

// As read answers carry it ('2026-03-01 10:15:42.123'); a 'T' and 0-6 fraction digits are accepted too.
const STAMP = '^\\d{4}-\\d{2}-\\d{2}[ T]\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?$';

/**
 * The version a form loaded: every update body may carry the `updated_at` of the record as the form
 * read it (null or '' = not sent), and the API refuses the save with `STALE_RECORD` when it moved on.
 */
export const UpdatedAt = () =>
  Blankable(Type.String({ pattern: STAMP }), {
    errorMessage: 'Penanda versi data (updated_at) tidak valid. Muat ulang halaman lalu coba lagi.',
  });

/** The version a restore must carry: the same stamp as `UpdatedAt`, but required. */
export const RequiredUpdatedAt = () =>
  Type.String({
    pattern: STAMP,
    errorMessage:
      'Penanda versi data (updated_at) wajib dikirim dan harus valid. Muat ulang halaman lalu coba lagi.',
  });

/** A form's "remove the stored image" switch: true, '1' or 'true' removes it when no new one is sent. */
export const RemoveFlag = () =>
  Type.Optional(Type.Union([Type.Boolean(), Type.Enum(['1', '0', 'true', 'false', ''])]));

/** A new password in a request body: its length is checked here, the rest by the API's password rules. */
export const NewPassword = () =>
  Type.String({
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: 200,
    errorMessage: { minLength: PASSWORD_TOO_SHORT_MESSAGE },
  });

/** The name the public sees for an account (bylines), never its login name. */
export const NamaTampilan = () => Text({ maxLength: 100 });

export type { Static };
