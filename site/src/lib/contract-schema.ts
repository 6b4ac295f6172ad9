import { z } from 'astro/zod';
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';

const ERRORS_SHOWN = 5;

/**
 * A content collection's schema, taken from the contract. Astro accepts only Zod schemas here and
 * TypeBox implements no Standard Schema, so this is a thin Zod shell: it checks with the contract's
 * TypeBox schema (the one the API answers with) and carries its static type. The contract stays the
 * one definition of an entry; nothing is written twice. Build time only: islands never import it.
 */
export function fromContract<Schema extends TSchema>(schema: Schema) {
  const check = contractCheck(schema);
  return z.custom<Static<Schema>>((value) => check(value), {
    error: (issue) =>
      Value.Errors(schema, issue.input)
        .slice(0, ERRORS_SHOWN)
        .map((error) => `${error.instancePath || '/'} ${error.message}`)
        .join('; '),
  });
}

/** The contract's check of a value, compiled once: every entry of a collection is checked, thousands on a large site. */
export function contractCheck(schema: TSchema): (value: unknown) => boolean {
  const validator = Compile(schema);
  return (value) => validator.Check(value);
}
