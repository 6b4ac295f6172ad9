import { PATTERNS } from '@gkj/contract';
import type { FastifySchemaValidationError } from 'fastify';
import { FIELD_LABELS } from './field-labels.ts';

/**
 * Turns Ajv errors into one Indonesian sentence built from the schema: the field's label
 * (FIELD_LABELS, else its humanised name) and a template per keyword. A schema can carry an exact
 * text instead: `errorMessage: 'Tanggal dan jam ibadah wajib diisi.'` (any failure of that field) or
 * `errorMessage: { required: '…', pattern: '…', default: '…' }` (per keyword); `{label}` in it
 * stands for the field's label.
 */

type SchemaNode = Record<string, unknown> & { errorMessage?: string | Record<string, string> };
type AjvError = FastifySchemaValidationError & { parentSchema?: SchemaNode; data?: unknown };

const PATTERN_TEMPLATES: Record<string, string> = {
  [PATTERNS.digits]: '{label} hanya boleh berisi angka.',
  [PATTERNS.alnum]: '{label} hanya boleh berisi huruf dan angka.',
  [PATTERNS.notBlank]: '{label} wajib diisi.',
  [PATTERNS.date]: '{label} harus berupa tanggal dengan format YYYY-MM-DD.',
  [PATTERNS.dateTime]: '{label} harus berupa tanggal dan jam dengan format YYYY-MM-DD HH:MM.',
};

const WHOLE_PART: Record<string, string> = {
  body: 'Data yang dikirim tidak valid.',
  querystring: 'Parameter permintaan tidak valid.',
  params: 'Data tidak ditemukan.',
  headers: 'Header permintaan tidak valid.',
};

export function humanise(field: string): string {
  const words = field.replace(/^id_/, '').replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? humanise(field);
}

function fieldOf(error: AjvError): string | undefined {
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  if (error.keyword === 'required' && missing) return missing;
  const segments = error.instancePath.split('/').filter((s) => s !== '' && !/^\d+$/.test(s));
  return segments.at(-1)?.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The schema of the failing field: for `required` the property's own schema, not the object's. */
function fieldSchema(error: AjvError, field: string | undefined): SchemaNode | undefined {
  if (error.keyword === 'required' && field) {
    const properties = error.parentSchema?.properties as Record<string, SchemaNode> | undefined;
    return properties?.[field];
  }
  return error.parentSchema;
}

function template(error: AjvError): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return '{label} wajib diisi.';
    case 'minLength':
      return params.limit === 1 ? '{label} wajib diisi.' : '{label} minimal {limit} karakter.';
    case 'maxLength':
      return '{label} maksimal {limit} karakter.';
    case 'pattern':
      return PATTERN_TEMPLATES[String(params.pattern)] ?? '{label} tidak valid.';
    case 'format':
      if (params.format === 'email') return '{label} harus berupa alamat email yang valid.';
      if (params.format === 'date') return '{label} harus berupa tanggal yang valid.';
      return '{label} tidak valid.';
    case 'type':
      if (params.type === 'integer' || params.type === 'number') return '{label} harus berupa angka.';
      return '{label} tidak valid.';
    case 'minimum':
      return '{label} minimal {limit}.';
    case 'maximum':
      return '{label} maksimal {limit}.';
    case 'exclusiveMinimum':
      return '{label} harus lebih dari {limit}.';
    case 'minItems':
      return '{label} minimal {limit} item.';
    case 'maxItems':
      return '{label} maksimal {limit} item.';
    case 'additionalProperties':
      return 'Isian {additionalProperty} tidak dikenal.';
    default:
      return '{label} tidak valid.';
  }
}

function fill(text: string, label: string, params: Record<string, unknown>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (key === 'label') return label;
    return key in params ? String(params[key]) : whole;
  });
}

/**
 * The error that explains the failure. Ajv lists a union's branch errors before the union's own. A
 * union with its own `errorMessage` speaks for the field; otherwise the branch of the value's type
 * does (OptionalText's string: '… maksimal 255 karakter.'), and the union's error only when no branch
 * had the value's type.
 */
function mainError(errors: AjvError[]): AjvError {
  const at = errors.findIndex((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf');
  if (at === -1) return errors[0];
  const union = errors[at];
  if (union.parentSchema?.errorMessage) return union;
  return errors.slice(0, at).find((e) => e.keyword !== 'type') ?? union;
}

/** A null sent for a field that takes no null is a field left empty: '… wajib diisi.'. */
const keywordOf = (error: AjvError) =>
  error.keyword === 'type' && error.data === null ? 'required' : error.keyword;

export function validationMessage(errors: FastifySchemaValidationError[], dataVar: string): string {
  if (errors.length === 0) return WHOLE_PART[dataVar] ?? WHOLE_PART.body;
  const error = mainError(errors as AjvError[]);
  const keyword = keywordOf(error);
  const field = fieldOf(error);
  const params = error.params as Record<string, unknown>;
  const label = field ? fieldLabel(field) : '';
  const given = fieldSchema(error, field)?.errorMessage;
  const exact = typeof given === 'string' ? given : (given?.[keyword] ?? given?.default);
  if (exact) return fill(exact, label, params);
  // A body nested deeper than any form (see validation.ts) belongs to no one field.
  if (keyword === 'maxDepth') return 'Data yang dikirim terlalu bertingkat.';
  // A malformed id in the path is an unknown record, not bad input.
  if (!field || dataVar === 'params') return WHOLE_PART[dataVar] ?? WHOLE_PART.body;
  return fill(template({ ...error, keyword }), label, params);
}
