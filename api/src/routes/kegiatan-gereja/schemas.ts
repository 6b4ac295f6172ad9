import { Type } from 'typebox';
import { listQuery, listResult } from '../../lib/list-query.ts';
import { Blankable, MessageWithData, Nullable, OptionalText, Text } from '../../lib/schema.ts';
import { UpdatedAt } from '../../lib/stale-save.ts';
import { GambarKegiatan } from '../gambar-kegiatan/schemas.ts';

export const Thumbnail = Type.Object({
  file_path: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});

export const Kegiatan = Type.Object({
  id_kegiatan_gereja: Type.Integer(),
  nama_kegiatan_gereja: Type.String(),
  deskripsi_kegiatan_gereja: Nullable(Type.String()),
  tema_kegiatan_gereja: Nullable(Type.String()),
  tempat_kegiatan_gereja: Nullable(Type.String()),
  /** 'YYYY-MM-DD' (WIB) */
  waktu_kegiatan_gereja: Type.String(),
  /** 'HH:MM' (WIB) when the activity starts at a time of day, else null. */
  jam_kegiatan_gereja: Nullable(Type.String()),
  updated_at: Type.String(),
  gambar_thumbnail: Nullable(Thumbnail),
});

/** The default sort: upcoming activities first, the nearest first, then past ones, the latest first. */
export const KEGIATAN_UPCOMING_FIRST = 'terdekat';

export const KegiatanQuery = listQuery([
  KEGIATAN_UPCOMING_FIRST,
  'nama_kegiatan_gereja',
  'tema_kegiatan_gereja',
  'tempat_kegiatan_gereja',
  'waktu_kegiatan_gereja',
] as const);

/** 'YYYY-MM-DD', or a longer date-time string of which the first 10 characters are the date. */
const DATE_FIRST = '^\\d{4}-\\d{2}-\\d{2}([ T].*)?$';

export const KegiatanBody = Type.Object({
  nama_kegiatan_gereja: Text({ maxLength: 200 }),
  waktu_kegiatan_gereja: Type.String({
    minLength: 1,
    maxLength: 40,
    pattern: DATE_FIRST,
    errorMessage: { pattern: 'Waktu kegiatan harus berupa tanggal dengan format YYYY-MM-DD.' },
  }),
  /** 'HH:MM' (24-hour WIB); blank or absent: no time of day. */
  jam_kegiatan_gereja: Blankable(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' }), {
    errorMessage: 'Jam kegiatan harus berupa jam yang valid (HH:MM).',
  }),
  tema_kegiatan_gereja: OptionalText({ maxLength: 200 }),
  tempat_kegiatan_gereja: OptionalText({ maxLength: 200 }),
  // TEXT holds 65,535 bytes: 16,000 characters fit even when every one takes four bytes.
  deskripsi_kegiatan_gereja: OptionalText({ maxLength: 16_000 }),
  /** On update: the `updated_at` the form loaded (a stale one answers 409). */
  updated_at: UpdatedAt(),
});

export const KegiatanList = listResult(Kegiatan);
export const KegiatanSaved = MessageWithData(Kegiatan);
export const KegiatanDenganThumbnail = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(Kegiatan),
});
export const PublikasiKegiatan = Type.Object({
  data: Type.Array(Type.Object({ ...Kegiatan.properties, gambar: Type.Array(GambarKegiatan) })),
});
