import fc from 'fast-check';

/**
 * fast-check generators built from a route's body schema (the JSON schema TypeBox produces): valid
 * values of every field, and hostile ones (wrong types, objects where text belongs, huge texts, SQL and
 * HTML metacharacters, impossible dates and near-miss choices) to put in their place.
 */

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Valid values the schema cannot tell (ids of existing records): return undefined to use the schema. */
export type Overrides = (field: string, schema: JsonSchema) => fc.Arbitrary<unknown> | undefined;

export const HOSTILE_TEXTS = [
  "' OR '1'='1",
  "'; DROP TABLE jemaat; --",
  '" OR ""="',
  '1; SELECT SLEEP(5)',
  '\\',
  "\\'",
  '%_%',
  '`id_user`',
  '<script>alert(document.cookie)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent literally
  '{{7*7}} ${7*7}',
  '../../etc/passwd',
  'a\u0000b',
  'a\uD800b',
  '\uDC00',
  '\u202Egpj.exe',
  '😀👨‍👩‍👧 Gereja',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗',
  '  spasi di tepi  ',
  'baris\npertama\r\nkedua\ttab',
  'NULL',
  'undefined',
];

const INVALID_DATES = [
  '2024-02-30',
  '2023-02-29',
  '2024-13-01',
  '2024-00-10',
  '0000-00-00',
  '2024-1-1',
  '2024/01/01',
  '01-01-2024',
  'besok',
  '2024-02-28T25:00',
  '2024-02-28 23:60',
  '2024-02-28T23:59:60',
  '9999-99-99',
  '9999-99-99 99:99',
  '+002024-01-01',
  '2024-01-01T00:00:00Z',
];

const WRONG_TYPES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 53 + 2,
  -(2 ** 31) - 1,
  '',
  '   ',
  [],
  ['a'],
  {},
  { $gt: '' },
  { toString: 'x', valueOf: 1 },
  { nested: { deeper: ["' OR 1=1"] } },
  '12abc',
  'NaN',
  '1e3',
  '0x1F',
  'true',
];

const codePoints = (text: string) => [...text].length;
const clip = (text: string, max: number) =>
  codePoints(text) > max ? [...text].slice(0, max).join('') : text;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const dateArb = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const timeArb = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m, s]) => ({ short: `${pad(h)}:${pad(m)}`, long: `${pad(h)}:${pad(m)}:${pad(s)}` }));

const DIGITS = [...'0123456789'];
const ALNUM = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];

/** Texts of every kind, within the field's length: plain, metacharacters, and the longest of 4-byte characters. */
function textArb(schema: JsonSchema): fc.Arbitrary<string> {
  const max = schema.maxLength ?? 300;
  return fc
    .oneof(
      { weight: 6, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: Math.min(max, 40) }) },
      { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
      { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }) },
      // The longest value the field takes, in 4-byte characters: it must fit its column. Past 16,000
      // (a TEXT column's worth) the column is MEDIUMTEXT and longer values only slow the run down.
      { weight: 1, arbitrary: fc.constant('😀'.repeat(Math.min(max, 16_000))) },
    )
    .map((text) => clip(text, max));
}

/** A string matching the field's pattern or format; dates are mostly real ones so that saves go through. */
function patternedArb(schema: JsonSchema): fc.Arbitrary<string> {
  const pattern = schema.pattern ?? '';
  if (schema.format === 'date') return dateArb;
  if (schema.format === 'email') {
    const word = fc.string({ unit: fc.constantFrom(...ALNUM), minLength: 1, maxLength: 12 });
    return fc.tuple(word, word, fc.constantFrom('id', 'com', 'or.id')).map(([a, b, c]) => `${a}@${b}.${c}`);
  }
  if (pattern === '^[0-9]+$' || pattern === '^[0-9]*$') {
    return fc.oneof(
      fc.nat().map(String),
      fc.string({ unit: fc.constantFrom(...DIGITS), minLength: 1, maxLength: schema.maxLength ?? 15 }),
    );
  }
  if (pattern === '^[A-Za-z0-9]+$') {
    return fc.string({ unit: fc.constantFrom(...ALNUM), minLength: 1, maxLength: schema.maxLength ?? 30 });
  }
  if (pattern === '\\S') return textArb(schema);
  // Date-times and stamps: real moments in either spelling, plus whatever else the pattern admits.
  if (pattern.startsWith('^\\d{4}-\\d{2}-\\d{2}')) {
    const real = fc
      .tuple(dateArb, timeArb, fc.constantFrom(' ', 'T'), fc.boolean(), fc.integer({ min: 0, max: 999 }))
      .map(([date, time, sep, long, ms]) => ({ date, time, sep, long, ms }))
      .map(({ date, time, sep, long, ms }) => [
        `${date}${sep}${long ? time.long : time.short}`,
        `${date} ${time.long}.${pad(ms, 3)}`,
        date,
      ])
      .chain((options) => fc.constantFrom(...options));
    return fc.oneof(
      { weight: 5, arbitrary: real },
      { weight: 1, arbitrary: fc.stringMatching(new RegExp(pattern)) },
    );
  }
  return fc.stringMatching(new RegExp(pattern));
}

/** A valid value of `schema` (the field name lets `overrides` supply ids of existing records). */
export function validValue(schema: JsonSchema, field: string, overrides: Overrides): fc.Arbitrary<unknown> {
  const given = overrides(field, schema);
  if (given) return given;
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((branch) => validValue(branch, field, overrides)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      return fc.integer({ min: schema.minimum ?? -(2 ** 31), max: schema.maximum ?? 2 ** 31 - 1 });
    case 'array':
      return fc.array(validValue(schema.items ?? {}, field, overrides), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
      return validObject(schema, overrides);
    case 'string': {
      const text = schema.pattern || schema.format ? patternedArb(schema) : textArb(schema);
      const min = schema.minLength ?? 0;
      const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
      return text.map((value) => clip(value, max)).filter((value) => codePoints(value) >= min);
    }
    default:
      return fc.jsonValue();
  }
}

export function validObject(schema: JsonSchema, overrides: Overrides): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, validValue(property, name, overrides)]),
  );
  return fc.record(fields, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<Record<string, unknown>>;
}

/** Something that should not be accepted where `schema` is expected (it may still be, by chance). */
export function hostileValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const max = schema.maxLength ?? schema.anyOf?.find((branch) => branch.maxLength)?.maxLength;
  const near = (schema.enum ?? schema.anyOf?.flatMap((branch) => branch.enum ?? []) ?? []).flatMap((value) =>
    typeof value === 'string' ? [value.toUpperCase(), ` ${value}`, `${value}x`, value.slice(1)] : [],
  );
  return fc.oneof(
    fc.constantFrom(...WRONG_TYPES),
    fc.constantFrom(...INVALID_DATES),
    fc.constantFrom(...HOSTILE_TEXTS),
    fc.constant('A'.repeat((max ?? 20_000) + 1)),
    fc.constant('😀'.repeat((max ?? 20_000) + 1)),
    fc.constant('B'.repeat(120_000)),
    near.length > 0 ? fc.constantFrom(...near) : fc.constant('bukan-pilihan'),
    fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
    fc.array(fc.constantFrom(...HOSTILE_TEXTS), { minLength: 1, maxLength: 3 }),
  );
}

/** Column names a request must never be able to set, sent as extra fields (mass assignment). */
const SMUGGLED = {
  id_user_author: 1,
  password_user: 'x',
  id_role: 1,
  created_at: '2000-01-01 00:00:00',
  file_path: '/etc/passwd',
  gambar_artikel: '../../secret.webp',
  revoked_at: null,
  __proto__: { admin: true },
  constructor: { prototype: { admin: true } },
};

/** A write request: a JSON value to send, or a raw text body (malformed or hostile JSON). */
export type WriteBody = { json: unknown } | { raw: string };

/**
 * Bodies for one route, valid and invalid mixed: wholly valid ones, ones with one field made hostile or
 * left out, ones carrying smuggled columns, and bodies that are not objects or not JSON at all.
 */
export function bodyArbitrary(schema: JsonSchema, overrides: Overrides): fc.Arbitrary<WriteBody> {
  const valid = validObject(schema, overrides);
  const names = Object.keys(schema.properties ?? {});
  const required = schema.required ?? [];
  const oneBad = fc
    .constantFrom(...names)
    .chain((name) => fc.tuple(valid, fc.constant(name), hostileValue(schema.properties?.[name] ?? {})))
    .map(([body, name, bad]) => ({ ...body, [name]: bad }));
  const missing =
    required.length > 0
      ? fc.tuple(valid, fc.constantFrom(...required)).map(([body, name]) => {
          const { [name]: _left, ...rest } = body;
          return rest;
        })
      : oneBad;
  const smuggled = valid.map((body) => {
    const extra = Object.fromEntries(Object.entries(SMUGGLED).filter(([name]) => !names.includes(name)));
    return Object.assign(Object.create(null), extra, body, { ['__proto__']: { admin: true } });
  });
  const notAnObject = fc.constantFrom<unknown>(null, [], [{}], 'teks', 42, true);
  const raw = fc.constantFrom(
    '{"judul":',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '{"a":1,"a":2}',
    "{'tunggal':'kutip'}",
    'NaN',
    '\u0000',
    '',
  );
  return fc.oneof(
    { weight: 10, arbitrary: valid.map((json) => ({ json })) },
    { weight: 6, arbitrary: oneBad.map((json) => ({ json })) },
    { weight: 2, arbitrary: missing.map((json) => ({ json })) },
    { weight: 2, arbitrary: smuggled.map((json) => ({ json })) },
    { weight: 1, arbitrary: notAnObject.map((json) => ({ json })) },
    { weight: 1, arbitrary: raw.map((text) => ({ raw: text })) },
  );
}
