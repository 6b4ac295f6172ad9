import { type Static, Type } from 'typebox';
import {
  listResult,
  Message,
  MessageWithData,
  Nullable,
  NullableText,
  nullableTexts,
  texts,
} from '../answers.ts';
import { BIDANG_KEMAJELISAN, JABATAN } from '../enums.ts';
import { Blankable, Id, OptionalDate, OptionalText, sortedListQuery, UpdatedAt } from '../fields.ts';

/** What a visitor may see of a council member: the office, never the link to the member register. */
const publicFields = {
  id_kemajelisan: Type.Integer(),
  ...texts('nama', 'jabatan'),
  ...nullableTexts('jabatan_struktur', 'bidang_kemajelisan', 'periode_mulai', 'periode_selesai'),
  /** '2023–2027' from the two dates; null when neither is known. */
  periode: NullableText(),
};

export const StrukturMember = Type.Object(publicFields);
export type StrukturMember = Static<typeof StrukturMember>;

/** A council member; `id_jemaat` and `nama_jemaat` only for roles that read the member register. */
export const Majelis = Type.Object({
  ...publicFields,
  id_jemaat: Type.Optional(Nullable(Type.Integer())),
  nama_jemaat: Type.Optional(Nullable(Type.String())),
  updated_at: Type.String(),
});
export type Majelis = Static<typeof Majelis>;

export const Struktur = Type.Object({
  Pendeta: Type.Array(StrukturMember),
  Penatua: Type.Array(StrukturMember),
  Diaken: Type.Array(StrukturMember),
});
export type Struktur = Static<typeof Struktur>;

export const MAJELIS_SORT = {
  nama: 'k.nama',
  jabatan: 'k.jabatan',
  bidang_kemajelisan: 'k.bidang_kemajelisan',
  bidang: 'k.bidang_kemajelisan',
  periode_mulai: 'k.periode_mulai',
} as const;

export const MajelisQuery = sortedListQuery(MAJELIS_SORT);
export type MajelisQuery = Static<typeof MajelisQuery>;

export const MajelisBody = Type.Object({
  /** The member behind the seat; when given, an empty `nama` becomes the member's name. */
  id_jemaat: Blankable(Id(), { errorMessage: 'Jemaat tidak valid.' }),
  nama: OptionalText({ maxLength: 150, errorMessage: { maxLength: 'Nama majelis maksimal 150 karakter.' } }),
  jabatan: Type.Enum(JABATAN, {
    errorMessage: {
      required: 'Jabatan wajib dipilih.',
      default: 'Jabatan harus Pendeta, Penatua atau Diaken.',
    },
  }),
  jabatan_struktur: OptionalText({ maxLength: 100 }),
  bidang_kemajelisan: Blankable(Type.Enum(BIDANG_KEMAJELISAN), {
    errorMessage: 'Bidang kemajelisan harus MPH, PWG, Kesaksian Pelayanan atau Diakonia.',
  }),
  periode_mulai: OptionalDate(),
  periode_selesai: OptionalDate(),
  /** On update: the `updated_at` the form loaded (a stale one answers 409). */
  updated_at: UpdatedAt(),
});
export type MajelisBody = Static<typeof MajelisBody>;

export const MajelisList = listResult(Majelis);
export type MajelisList = Static<typeof MajelisList>;
export const MajelisSaved = MessageWithData(Majelis);
export type MajelisSaved = Static<typeof MajelisSaved>;
export const MajelisDeleted = Message;
export type MajelisDeleted = Static<typeof MajelisDeleted>;
