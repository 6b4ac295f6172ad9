import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler, FastifySchemaValidationError, FastifyServerOptions } from 'fastify';
import { validationMessage } from '../lib/validation-messages.ts';

/**
 * Request validation, with two Ajv instances of the same settings but for type coercion.
 * Text-born values (query strings, path params, multipart text fields) arrive as strings, so they are
 * coerced to the schema's types ('3' → 3). A JSON body already carries its types and is validated
 * strictly: null or true never pass as 0 or 1, nor '5' as 5.
 * Both strip unknown properties from every object (removeAdditional 'all'), so a body can never carry
 * extra columns into a query; `verbose` lets the formatter read the failing schema (labels, `errorMessage`).
 */

type Compile = FastifySchemaCompiler<unknown>;
type Validate = ReturnType<Compile>;
type Pool = ReturnType<typeof AjvCompiler>;
type AjvSettings = NonNullable<Parameters<Pool>[1]>;
type AjvPlugin = Extract<NonNullable<AjvSettings['plugins']>[number], (...args: never) => unknown>;

const formBodies = new WeakSet<object>();

/** Marks a body built from multipart text fields, so it is coerced like a query string (see uploads.ts). */
export function formBody<Fields extends object>(fields: Fields): Fields {
  formBodies.add(fields);
  return fields;
}

function ajvSettings(coerceTypes: 'array' | false): AjvSettings {
  return {
    customOptions: { removeAdditional: 'all', coerceTypes, useDefaults: true, verbose: true },
    // An annotation only (read by the formatter), declared so Ajv's strict mode accepts it.
    plugins: [((ajv) => ajv.addKeyword('errorMessage')) satisfies AjvPlugin],
  };
}

type SchemaNode = { type?: unknown; anyOf?: SchemaNode[]; properties?: Record<string, SchemaNode> };

/** A body value refused before the schema runs, in the shape of an Ajv error (for the formatter). */
interface RefusedValue {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message: string;
  parentSchema?: SchemaNode;
  data: unknown;
}

const DECIMAL = { integer: /^-?\d+$/, number: /^-?\d+(\.\d+)?$/ } as const;

/** The form fields that take a number: their schema, and the text a number may be written as. */
function numberFields(schema: unknown): [string, SchemaNode, RegExp][] {
  const properties = (schema as SchemaNode | undefined)?.properties ?? {};
  return Object.entries(properties).flatMap(([name, property]) => {
    const types = [property, ...(property.anyOf ?? [])].map((node) => node.type);
    const kind = types.includes('number') ? 'number' : types.includes('integer') ? 'integer' : undefined;
    return kind ? [[name, property, DECIMAL[kind]] as [string, SchemaNode, RegExp]] : [];
  });
}

/**
 * Ajv coerces any text JavaScript reads as a number ('0x1F', '1e3', ' 7 '); a form's number must be
 * written in decimal digits, or the stored value would not be the one typed. An empty field is left to
 * the schema (a blankable field takes it).
 */
function nonDecimalNumber(
  fields: [string, SchemaNode, RegExp][],
  data: Record<string, unknown>,
): RefusedValue | undefined {
  for (const [name, schema, decimal] of fields) {
    const value = data[name];
    if (typeof value !== 'string' || value === '' || decimal.test(value)) continue;
    return {
      keyword: 'type',
      instancePath: `/${name}`,
      schemaPath: `#/properties/${name}/type`,
      params: { type: 'integer' },
      message: 'must be a decimal number',
      parentSchema: schema,
      data: value,
    };
  }
  return undefined;
}

/** How deep a body's objects and arrays may nest: every form here is flat or one level deep. */
export const MAX_BODY_DEPTH = 16;

/**
 * A text holding half of a UTF-16 surrogate pair (JSON can carry '\ud800') is no character at all and
 * the database refuses it: it is refused here, as bad input of its field, before any route sees it. So is
 * a body nested deeper than any form sends, before a walk over it (here or in Ajv) can exhaust the stack.
 * The walk keeps its own stack, so no depth of input can overflow the process's.
 */
function refusedText(body: unknown): RefusedValue | undefined {
  const pending: [value: unknown, at: string, depth: number][] = [[body, '', 0]];
  while (pending.length > 0) {
    const [data, at, depth] = pending.pop() as [unknown, string, number];
    if (typeof data === 'string') {
      if (data.isWellFormed()) continue;
      const message = 'must be well-formed text';
      return { keyword: 'type', instancePath: at, schemaPath: '', params: { type: 'string' }, message, data };
    }
    if (data === null || typeof data !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) {
      return {
        keyword: 'maxDepth',
        instancePath: '',
        schemaPath: '',
        params: {},
        message: 'too deep',
        data: '',
      };
    }
    for (const [key, value] of Object.entries(data)) pending.push([value, `${at}/${key}`, depth + 1]);
  }
  return undefined;
}

/** One body schema, validated strictly or with coercion depending on how the body arrived. */
function bodyValidator(json: Validate, form: Validate, schema: unknown): Validate {
  const numbers = numberFields(schema);
  const validate: Validate = (data: unknown) => {
    const isForm = data !== null && typeof data === 'object' && formBodies.has(data);
    const refused =
      refusedText(data) ?? (isForm ? nonDecimalNumber(numbers, data as Record<string, unknown>) : undefined);
    if (refused) {
      validate.errors = [refused] as Validate['errors'];
      return false;
    }
    const chosen = isForm ? form : json;
    const result = chosen(data);
    validate.errors = chosen.errors;
    return result;
  };
  return validate;
}

/**
 * A query string's or a path's numbers (ids, pages) are decimal digits too: 'Infinity', '1e400' or '0x10'
 * would otherwise be coerced into a number that passes the schema's bounds (Ajv lets Infinity through
 * `maximum`) and reach a query as text the database cannot read.
 */
function textValidator(coercing: Validate, schema: unknown): Validate {
  const numbers = numberFields(schema);
  if (numbers.length === 0) return coercing;
  const validate: Validate = (data: unknown) => {
    const refused =
      data !== null && typeof data === 'object'
        ? nonDecimalNumber(numbers, data as Record<string, unknown>)
        : undefined;
    if (refused) {
      validate.errors = [refused] as Validate['errors'];
      return false;
    }
    const result = coercing(data);
    validate.errors = coercing.errors;
    return result;
  };
  return validate;
}

/** Validation settings for the Fastify constructor: fresh Ajv instances per app, as Fastify's default. */
export function validationOptions(): Pick<FastifyServerOptions, 'schemaController' | 'schemaErrorFormatter'> {
  const fromPool = AjvCompiler();
  const buildValidator = (externalSchemas: Parameters<Pool>[0]): Compile => {
    const coercing = fromPool(externalSchemas, ajvSettings('array')) as Compile;
    const strict = fromPool(externalSchemas, ajvSettings(false)) as Compile;
    return (route) =>
      route.httpPart === 'body'
        ? bodyValidator(strict(route), coercing(route), route.schema)
        : textValidator(coercing(route), route.schema);
  };
  return {
    // Typed as Ajv's own `compile` upstream; Fastify calls compilers with a route's schema definition.
    schemaController: { compilersFactory: { buildValidator: buildValidator as unknown as Pool } },
    schemaErrorFormatter: (errors: FastifySchemaValidationError[], dataVar) =>
      new Error(validationMessage(errors, dataVar)),
  };
}

/**
 * A body schema's check outside a request (each row of a member import): the same strict settings and
 * Indonesian messages as a JSON body sent to the route. Answers the first problem, or null.
 */
export function bodyCheck(schema: object): (data: unknown) => { field: string; message: string } | null {
  const compile = AjvCompiler()({}, ajvSettings(false)) as Compile;
  const validate = compile({ schema, method: 'POST', url: '/', httpPart: 'body' } as Parameters<Compile>[0]);
  return (data) => {
    if (validate(data)) return null;
    const errors = (validate.errors ?? []) as FastifySchemaValidationError[];
    const first = errors[0] as { instancePath?: string; params?: { missingProperty?: string } } | undefined;
    const field = first?.instancePath?.split('/')[1] || first?.params?.missingProperty || '';
    return { field, message: validationMessage(errors, 'body') };
  };
}
