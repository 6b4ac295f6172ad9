import { type Static, Type } from 'typebox';
import { listResult, Message, MessageWithData, NullableText } from '../answers.ts';
import { STATUS_KONTEN } from '../enums.ts';
import { Blankable, Id, OptionalText, RequiredUpdatedAt } from '../fields.ts';

/**
 * The publishing workflow of articles, activities and bulletins: their status, the review, scheduled
 * publishing, revisions and private previews. Status fields ride on each resource's own form; what is here
 * is shared by all.
 */

/** The kinds of content with a workflow, as the review queue and a preview name them. */
export const JENIS_KONTEN = ['artikel', 'kegiatan', 'warta'] as const;
export type JenisKonten = (typeof JENIS_KONTEN)[number];

/** 'YYYY-MM-DDTHH:MM' (as a datetime-local input sends it) or with a space and seconds; WIB, this century. */
const WIB_DATE_TIME =
  '^20\\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])[ T]([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$';

/** The status fields a form may send beside its content (absent: a new record's default, else unchanged). */
export const statusFields = {
  /** Penulis may ask for `draf` or `tinjauan` only; admin and pendeta for any. */
  status: Type.Optional(
    Type.Enum(STATUS_KONTEN, {
      errorMessage: 'Status harus draf, tinjauan, terjadwal atau terbit.',
    }),
  ),
  /** Required with `terjadwal`: when it goes live (WIB), in the future. */
  terbit_pada: Blankable(Type.String({ pattern: WIB_DATE_TIME }), {
    errorMessage: 'Waktu terbit harus berupa tanggal dan jam yang valid.',
  }),
  /** Admin or pendeta sending an item under review back to draft: what the writer should fix. */
  catatan_tinjauan: OptionalText({ maxLength: 2000 }),
};

export const StatusInput = Type.Object(statusFields);
export type StatusInput = Static<typeof StatusInput>;

/** The status columns every article, activity and bulletin answers with. */
export const statusColumns = {
  status: Type.Enum(STATUS_KONTEN),
  /** 'YYYY-MM-DD HH:MM:SS' (WIB) when scheduled, else null. */
  terbit_pada: NullableText(),
  /** The reviewer's note when the item was sent back; cleared once it is published. */
  catatan_tinjauan: NullableText(),
};

/** A list's status filter (staff only; visitors see published items whatever they ask). */
export const StatusFilter = Type.Optional(Type.Enum([...STATUS_KONTEN, 'semua', ''] as const));

/** One item waiting for review, on the overview of admin and pendeta. */
export const TinjauanItem = Type.Object({
  jenis: Type.Enum(JENIS_KONTEN),
  id: Type.Integer(),
  judul: Type.String(),
  /** The writer's byline (articles) or null. */
  penulis: NullableText(),
  updated_at: Type.String(),
});
export type TinjauanItem = Static<typeof TinjauanItem>;
export const TinjauanList = listResult(TinjauanItem);
export type TinjauanList = Static<typeof TinjauanList>;

/** One saved version of an article, activity or bulletin, without its fields. */
export const RevisiSummary = Type.Object({
  id_revisi: Type.Integer(),
  /** 1 for the first save of the record, counting up. */
  nomor: Type.Integer(),
  /** What the save was: 'Dibuat', 'Disimpan', 'Dipulihkan dari revisi 3', … */
  keterangan: Type.String(),
  username: NullableText(),
  created_at: Type.String(),
});
export type RevisiSummary = Static<typeof RevisiSummary>;
/** One revision with the content fields as they were saved (text and choices; images are not kept). */
export const Revisi = Type.Object({
  ...RevisiSummary.properties,
  isi: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()])),
});
export type Revisi = Static<typeof Revisi>;
export const RevisiList = Type.Object({ data: Type.Array(RevisiSummary) });
export type RevisiList = Static<typeof RevisiList>;
export const RevisiParams = Type.Object({ id: Id(), id_revisi: Id() });
export type RevisiParams = Static<typeof RevisiParams>;
/** Restoring is a save like any other: it carries the version the form loaded. */
export const PulihkanBody = Type.Object({ updated_at: RequiredUpdatedAt() });
export type PulihkanBody = Static<typeof PulihkanBody>;
export const Dipulihkan = Message;

/** A private, signed, expiring address of a draft's preview in the site's own layout. */
export const PratinjauLink = Type.Object({
  /** Site path with the token in the fragment ('/pratinjau/#…'): never sent to a server or a referrer. */
  url: Type.String(),
  /** 'YYYY-MM-DD HH:MM:SS' (WIB) */
  berlaku_sampai: Type.String(),
});
export type PratinjauLink = Static<typeof PratinjauLink>;
export const PratinjauLinkSaved = MessageWithData(PratinjauLink);
export type PratinjauLinkSaved = Static<typeof PratinjauLinkSaved>;
export const PratinjauParams = Type.Object({ token: Type.String({ minLength: 20, maxLength: 2000 }) });
