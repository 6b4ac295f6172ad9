import { type TSchema, Type } from 'typebox';

/**
 * Shared TypeBox building blocks for route schemas. The validation formatter recognises these
 * patterns and words its Indonesian messages from them ('… hanya boleh berisi angka.').
 */
export const PATTERNS = {
  digits: '^[0-9]+$',
  alnum: '^[A-Za-z0-9]+$',
  notBlank: '\\S',
  date: '^\\d{4}-\\d{2}-\\d{2}$',
  dateTime: '^\\d{4}-\\d{2}-\\d{2}[ T]\\d{2}:\\d{2}(:\\d{2})?$',
} as const;

export const LOKASI = [
  'Induk Girimarto',
  'Pepanthan Paseban',
  'Pepanthan Sidoharjo',
  'Pepanthan Gemawang',
  'Pepanthan Simpar',
] as const;

export const ROLE_NAMES = ['admin', 'pendeta', 'petugas_inventaris', 'author'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

type Extra = { errorMessage?: string | Record<string, string>; description?: string };

/** A required text: not empty, not only spaces. */
export const Text = (options: { maxLength: number; minLength?: number } & Extra) =>
  Type.String({ minLength: 1, pattern: PATTERNS.notBlank, ...options });

/** A value or null (answer columns; see OptionalText and Blankable for optional body fields). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * An optional text that may also be sent as null; store it through `textOrNull`. Its limits and
 * `errorMessage` belong to the text, so a too-long value reads '<Label> maksimal N karakter.'.
 */
export const OptionalText = (options: { maxLength: number } & Extra) =>
  Type.Optional(Nullable(Type.String(options)));

/** The stored form of an optional text: trimmed, and null when nothing is left. */
export const textOrNull = (value: string | null | undefined): string | null => value?.trim() || null;

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

/** 'YYYY-MM-DD HH:MM[:SS]' or with 'T'; store it through `toDateTime`. */
export const DateTimeString = (options: Extra = {}) =>
  Type.String({ pattern: PATTERNS.dateTime, ...options });

/** Normalises an accepted date-time to the WIB wall-clock form MariaDB stores: 'YYYY-MM-DD HH:MM:SS'. */
export function toDateTime(value: string): string {
  const [date, time] = value.split(/[ T]/);
  return `${date} ${time.length === 5 ? `${time}:00` : time}`;
}

export const Lokasi = (options: Extra = {}) => Type.Enum(LOKASI, options);

/** The largest key an `INT UNSIGNED` column holds: a bigger id names no record (and would not fit a write). */
export const MAX_ID = 4_294_967_295;

export const Id = (options: Extra = {}) => Type.Integer({ minimum: 1, maximum: MAX_ID, ...options });

/** Params of `/<resource>/:id`. A bad id answers 404 (see the validation formatter). */
export const IdParams = Type.Object({ id: Id() });

export const Message = Type.Object({ message: Type.String() });

/** Write answers of the contract: `{ message, data }` (create 201, update 200). */
export const MessageWithData = <T extends TSchema>(data: T) => Type.Object({ message: Type.String(), data });

/** The error bodies a route can answer, for the OpenAPI page. Spread into `response`. */
export const ErrorResponses = {
  400: Message,
  401: Message,
  403: Message,
  404: Message,
  409: Message,
  413: Message,
  429: Message,
  503: Message,
} as const;
