import { type Static, Type } from 'typebox';
import { listResult, MessageWithData, Nullable, nullableTexts } from '../answers.ts';
import {
  Blankable,
  OptionalDate,
  OptionalText,
  SearchText,
  sortColumns,
  sortedListQuery,
  Text,
  UpdatedAt,
} from '../fields.ts';
import { MemberFilterFields } from './jemaat-filters.ts';

export {
  JENIS_KELAMIN,
  KELOMPOK_USIA,
  KEWARGAAN,
  STATUS_BERGEREJA,
  STATUS_FILTER,
  STATUS_KEWARGAGEREJAAN,
} from '../enums.ts';

import {
  JENIS_KELAMIN,
  KELOMPOK_USIA,
  KEWARGAAN,
  STATUS_BERGEREJA,
  STATUS_KEWARGAGEREJAAN,
} from '../enums.ts';

// Every optional field also takes null or '' (stored as null); choices and dates carry a sentence
// naming the field and what it accepts.
const optionalChoice = (values: readonly string[]) =>
  Blankable(Type.Enum(values), { errorMessage: `{label} harus salah satu dari: ${values.join(', ')}.` });

// A real calendar date in a plausible century range: no year 0000 typos.
const optionalDate = () => OptionalDate({ pattern: '^(18|19|2[0-9])[0-9]{2}-' });

const baptisSidiFields = {
  tanggal_baptis: optionalDate(),
  tempat_baptis: OptionalText({ maxLength: 150 }),
  petugas_baptis: OptionalText({ maxLength: 150 }),
  tanggal_sidi: optionalDate(),
  tempat_sidi: OptionalText({ maxLength: 150 }),
  petugas_sidi: OptionalText({ maxLength: 150 }),
};

const menikahFields = {
  pasangan: OptionalText({ maxLength: 150 }),
  tanggal_nikah: optionalDate(),
  tempat_nikah: OptionalText({ maxLength: 150 }),
  petugas_nikah: OptionalText({ maxLength: 150 }),
};

const memberFields = {
  no_induk_jemaat: OptionalText({ maxLength: 30 }),
  // The spec shows no required field; a member without a name cannot be told apart, so this one is.
  nama_jemaat: Text({ maxLength: 150 }),
  jenis_kelamin_jemaat: optionalChoice(JENIS_KELAMIN),
  alamat_jemaat: OptionalText({ maxLength: 255 }),
  kewargaan: optionalChoice(KEWARGAAN),
  no_telp_jemaat: Type.Optional(
    Nullable(
      Type.String({
        pattern: '^[0-9]*$',
        maxLength: 13,
        errorMessage: 'Nomor telepon hanya boleh berisi angka, maksimal 13 digit.',
      }),
    ),
  ),
  tanggal_lahir_jemaat: optionalDate(),
  tanggal_meninggal_jemaat: optionalDate(),
  status_bergereja: optionalChoice(STATUS_BERGEREJA),
  status_kewargagerejaan: optionalChoice(STATUS_KEWARGAGEREJAAN),
  pendidikan: OptionalText({ maxLength: 100 }),
  kelompok_usia: optionalChoice(KELOMPOK_USIA),
};

/**
 * The save payload: flat fields as the spec's form flattens them; nested `baptis_sidi` and
 * `menikah` objects are accepted too and flattened by `jemaatValues`.
 */
export const JemaatBody = Type.Object({
  ...memberFields,
  ...baptisSidiFields,
  ...menikahFields,
  baptis_sidi: Type.Optional(Type.Object(baptisSidiFields)),
  menikah: Type.Optional(Type.Object(menikahFields)),
  /** On update: the `updated_at` the form loaded (a stale one answers 409). */
  updated_at: UpdatedAt(),
});
export type JemaatBody = Static<typeof JemaatBody>;

/** The stored columns a save may set, in form order. */
export const JEMAAT_FIELDS = [
  ...Object.keys(memberFields),
  ...Object.keys(baptisSidiFields),
  ...Object.keys(menikahFields),
] as (keyof typeof memberFields | keyof typeof baptisSidiFields | keyof typeof menikahFields)[];

export type JemaatField = (typeof JEMAAT_FIELDS)[number];

const nullableString = Nullable(Type.String());
const nullableFields = Object.fromEntries(JEMAAT_FIELDS.map((field) => [field, nullableString])) as {
  [Field in JemaatField]: typeof nullableString;
};

/** The full member record, flat (no nested objects): what the form loads and a save answers. */
export const JemaatRecord = Type.Object({
  id_jemaat: Type.Integer(),
  ...nullableFields,
  nama_jemaat: Type.String(),
  updated_at: Type.String(),
});
export type JemaatRecord = Static<typeof JemaatRecord>;

export const JemaatRow = Type.Object({
  id_jemaat: Type.Integer(),
  nama_jemaat: Type.String(),
  ...nullableTexts('no_induk_jemaat', 'jenis_kelamin_jemaat', 'kewargaan', 'status_bergereja'),
  updated_at: Type.String(),
});
export type JemaatRow = Static<typeof JemaatRow>;

/** `field` chooses the column `q` searches: nama (default), kelompok (kewargaan), status. */
export const SearchField = Type.Optional(Type.Enum(['nama', 'kelompok', 'status'] as const));
export type SearchField = Static<typeof SearchField>;

export const JEMAAT_SORT = sortColumns(
  'nama_jemaat',
  'no_induk_jemaat',
  'jenis_kelamin_jemaat',
  'kewargaan',
  'status_bergereja',
);

export const JemaatQuery = sortedListQuery(JEMAAT_SORT, { field: SearchField, ...MemberFilterFields });
export type JemaatQuery = Static<typeof JemaatQuery>;

/** The counts per status follow the list's search, not its status filter. */
export const StatusCountQuery = Type.Object({ q: Type.Optional(SearchText), field: SearchField });
export type StatusCountQuery = Static<typeof StatusCountQuery>;

/** Members per status_bergereja; `tanpa_status` counts those with none, `semua` everyone. */
export const StatusCounts = Type.Object({
  ...Object.fromEntries(STATUS_BERGEREJA.map((status) => [status, Type.Integer()])),
  tanpa_status: Type.Integer(),
  semua: Type.Integer(),
});
export type StatusCounts = Static<typeof StatusCounts>;

/** What points at a member: council entries and user accounts, with one sentence saying so. */
export const Keterkaitan = Type.Object({
  majelis: Type.Array(
    Type.Object({ id_kemajelisan: Type.Integer(), jabatan: Type.String(), periode: Nullable(Type.String()) }),
  ),
  pengguna: Type.Array(Type.Object({ id_user: Type.Integer(), username_user: Type.String() })),
  /** 'Jemaat ini tercatat sebagai majelis (Penatua, 2024–2029) dan terhubung ke akun pengguna penulis.' */
  keterangan: Nullable(Type.String()),
});
export type Keterkaitan = Static<typeof Keterkaitan>;

export const JemaatList = listResult(JemaatRow);
export type JemaatList = Static<typeof JemaatList>;
export const JemaatSaved = MessageWithData(JemaatRecord);
export type JemaatSaved = Static<typeof JemaatSaved>;

/** The member picker: `limit` (or `per_page`, as the admin's combo box sends) caps the answer. */
export const DropdownQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type DropdownQuery = Static<typeof DropdownQuery>;

export const DropdownList = Type.Array(
  Type.Object({ id_jemaat: Type.Integer(), nama_jemaat: Type.String() }),
);
export type DropdownList = Static<typeof DropdownList>;
