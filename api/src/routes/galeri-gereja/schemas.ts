import { Type } from 'typebox';
import { listQuery, listResult } from '../../lib/list-query.ts';
import { Lokasi, Message, MessageWithData, Text } from '../../lib/schema.ts';
import { UpdatedAt } from '../../lib/stale-save.ts';

/** The admin screen's one text for any missing field or file. */
export const INCOMPLETE_MESSAGE = 'Mohon lengkapi semua field.';

const incomplete = {
  required: INCOMPLETE_MESSAGE,
  minLength: INCOMPLETE_MESSAGE,
  pattern: INCOMPLETE_MESSAGE,
};

export const Foto = Type.Object({
  id_galeri: Type.Integer(),
  lokasi: Type.String(),
  nama: Type.String(),
  kegiatan: Type.String(),
  file_path: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  urutan: Type.Integer(),
  updated_at: Type.String(),
});

export const GALERI_SORT = {
  urutan: 'urutan',
  nama: 'nama',
  kegiatan: 'kegiatan',
  lokasi: 'lokasi',
  created_at: 'created_at',
} as const;

export const GaleriQuery = listQuery(Object.keys(GALERI_SORT) as (keyof typeof GALERI_SORT)[], {
  lokasi: Type.Optional(Lokasi()),
});

/** A new photo: everything required (the file too, checked in the route). */
export const GaleriFields = Type.Object({
  lokasi: Lokasi({ errorMessage: { required: INCOMPLETE_MESSAGE, default: 'Lokasi tidak valid.' } }),
  nama: Text({ maxLength: 150, errorMessage: incomplete }),
  kegiatan: Text({ maxLength: 150, errorMessage: incomplete }),
});

/** A photo's caption, church and place in the order; a new file (optional) replaces the image. */
export const GaleriUpdate = Type.Object({
  lokasi: Lokasi({ errorMessage: { required: INCOMPLETE_MESSAGE, default: 'Lokasi tidak valid.' } }),
  nama: Text({ maxLength: 150, errorMessage: incomplete }),
  kegiatan: Text({ maxLength: 150, errorMessage: incomplete }),
  urutan: Type.Optional(Type.Integer({ minimum: 0, maximum: 65_535 })),
  /** The `updated_at` the form loaded (a stale one answers 409). */
  updated_at: UpdatedAt(),
});

export const GaleriList = listResult(Foto);
export const FotoSaved = MessageWithData(Foto);
export const FotoDeleted = Message;
