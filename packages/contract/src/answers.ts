import { type Static, type TSchema, Type } from 'typebox';
import { ERROR_CODES } from './errors.ts';

/** The TypeBox building blocks of the answers: rows as the database gives them, and the answer wrappers. */

/** A value or null (answer columns; see OptionalText and Blankable for optional body fields). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An answer column that may be empty: a text or null, a count or null. */
export const NullableText = () => Nullable(Type.String());
export const NullableInteger = () => Nullable(Type.Integer());

/** Answer columns of one kind, in the order named: `...texts('nama', 'alamat')`. */
function columnsOf<Schema extends TSchema>(make: () => Schema) {
  return <const Names extends readonly string[]>(...names: Names) =>
    // Object.fromEntries loses the names in TypeScript; the mapped type gives them back.
    Object.fromEntries(names.map((name) => [name, make()])) as { [Name in Names[number]]: Schema };
}

export const texts = columnsOf(() => Type.String());
export const integers = columnsOf(() => Type.Integer());
export const nullableTexts = columnsOf(NullableText);
export const nullableIntegers = columnsOf(NullableInteger);

/** A stored image's three columns: `<name>` (its path) with `<name>_width` and `<name>_height`, null without one. */
export const imageColumns = <const Name extends string>(name: Name) => ({
  ...nullableTexts(name),
  ...nullableIntegers(`${name}_width`, `${name}_height`),
});

/** A stored image and its pixel size; its resized siblings are named by `variantPath` (images.ts). */
export const StoredImage = Type.Object({
  file_path: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type StoredImage = Static<typeof StoredImage>;

export const Message = Type.Object({ message: Type.String() });

/** Write answers of the contract: `{ message, data }` (create 201, update 200). */
export const MessageWithData = <T extends TSchema>(data: T) => Type.Object({ message: Type.String(), data });

/** Every refusal: the Indonesian sentence for people and the code for programs (see errors.ts). */
export const ErrorBody = Type.Object({ message: Type.String(), code: Type.Enum(ERROR_CODES) });

/** The error bodies a route can answer, for the OpenAPI page. Spread into `response`. */
export const ErrorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  413: ErrorBody,
  429: ErrorBody,
  503: ErrorBody,
} as const;

/** The answer schema of a list: `listResult(RowSchema)`. */
export const listResult = <Row extends Parameters<typeof Type.Array>[0]>(row: Row) =>
  Type.Object({ data: Type.Array(row), total: Type.Integer() });

export type ListResult<Row> = { data: Row[]; total: number };
