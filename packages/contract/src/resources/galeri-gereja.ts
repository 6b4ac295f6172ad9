import { type Static, Type } from 'typebox';
import { listResult, Message, MessageWithData, StoredImage, texts } from '../answers.ts';
import { Lokasi, sortColumns, sortedListQuery, Text, UpdatedAt } from '../fields.ts';

/** The admin screen's one text for any missing field or file. */
export const INCOMPLETE_MESSAGE = 'Mohon lengkapi semua field.';

const incomplete = {
  required: INCOMPLETE_MESSAGE,
  minLength: INCOMPLETE_MESSAGE,
  pattern: INCOMPLETE_MESSAGE,
};

export const Foto = Type.Object({
  id_galeri: Type.Integer(),
  ...texts('lokasi', 'nama', 'kegiatan'),
  ...StoredImage.properties,
  urutan: Type.Integer(),
  updated_at: Type.String(),
});
export type Foto = Static<typeof Foto>;

export const GALERI_SORT = sortColumns('urutan', 'nama', 'kegiatan', 'lokasi', 'created_at');

export const GaleriQuery = sortedListQuery(GALERI_SORT, {
  lokasi: Type.Optional(Lokasi()),
});
export type GaleriQuery = Static<typeof GaleriQuery>;

/** A new photo: everything required (the file too, checked in the route). */
export const GaleriFields = Type.Object({
  lokasi: Lokasi({ errorMessage: { required: INCOMPLETE_MESSAGE, default: 'Lokasi tidak valid.' } }),
  nama: Text({ maxLength: 150, errorMessage: incomplete }),
  kegiatan: Text({ maxLength: 150, errorMessage: incomplete }),
});
export type GaleriFields = Static<typeof GaleriFields>;

/** A photo's caption, church and place in the order; a new file (optional) replaces the image. */
export const GaleriUpdate = Type.Object({
  lokasi: Lokasi({ errorMessage: { required: INCOMPLETE_MESSAGE, default: 'Lokasi tidak valid.' } }),
  nama: Text({ maxLength: 150, errorMessage: incomplete }),
  kegiatan: Text({ maxLength: 150, errorMessage: incomplete }),
  urutan: Type.Optional(Type.Integer({ minimum: 0, maximum: 65_535 })),
  /** The `updated_at` the form loaded (a stale one answers 409). */
  updated_at: UpdatedAt(),
});
export type GaleriUpdate = Static<typeof GaleriUpdate>;

export const GaleriList = listResult(Foto);
export type GaleriList = Static<typeof GaleriList>;
export const FotoSaved = MessageWithData(Foto);
export type FotoSaved = Static<typeof FotoSaved>;
export const FotoDeleted = Message;
export type FotoDeleted = Static<typeof FotoDeleted>;
