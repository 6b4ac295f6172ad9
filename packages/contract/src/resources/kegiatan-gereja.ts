import { type Static, Type } from 'typebox';
import {
  listResult,
  MessageWithData,
  Nullable,
  NullableText,
  nullableTexts,
  StoredImage,
} from '../answers.ts';
import { Blankable, listQuery, OptionalText, Text, UpdatedAt } from '../fields.ts';
import { StatusFilter, statusColumns, statusFields } from './alur-terbit.ts';
import { GambarKegiatan } from './gambar-kegiatan.ts';

/** An activity's cover image in lists. */
export const Thumbnail = StoredImage;
export type Thumbnail = Static<typeof Thumbnail>;

export const Kegiatan = Type.Object({
  id_kegiatan_gereja: Type.Integer(),
  nama_kegiatan_gereja: Type.String(),
  ...nullableTexts('deskripsi_kegiatan_gereja', 'tema_kegiatan_gereja', 'tempat_kegiatan_gereja'),
  /** 'YYYY-MM-DD' (WIB) */
  waktu_kegiatan_gereja: Type.String(),
  /** 'HH:MM' (WIB) when the activity starts at a time of day, else null. */
  jam_kegiatan_gereja: NullableText(),
  updated_at: Type.String(),
  ...statusColumns,
  gambar_thumbnail: Nullable(Thumbnail),
});
export type Kegiatan = Static<typeof Kegiatan>;

/** The default sort: upcoming activities first, the nearest first, then past ones, the latest first. */
export const KEGIATAN_UPCOMING_FIRST = 'terdekat';

export const KegiatanQuery = listQuery(
  [
    KEGIATAN_UPCOMING_FIRST,
    'nama_kegiatan_gereja',
    'tema_kegiatan_gereja',
    'tempat_kegiatan_gereja',
    'waktu_kegiatan_gereja',
  ] as const,
  { status: StatusFilter },
);
export type KegiatanQuery = Static<typeof KegiatanQuery>;

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
  ...statusFields,
  /** On update: the `updated_at` the form loaded (a stale one answers 409). */
  updated_at: UpdatedAt(),
});
export type KegiatanBody = Static<typeof KegiatanBody>;

export const KegiatanList = listResult(Kegiatan);
export type KegiatanList = Static<typeof KegiatanList>;
export const KegiatanSaved = MessageWithData(Kegiatan);
export type KegiatanSaved = Static<typeof KegiatanSaved>;
export const KegiatanDenganThumbnail = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(Kegiatan),
});
export type KegiatanDenganThumbnail = Static<typeof KegiatanDenganThumbnail>;
/** An activity with all its images, as the site's build reads it. */
export const KegiatanLengkap = Type.Object({ ...Kegiatan.properties, gambar: Type.Array(GambarKegiatan) });
export type KegiatanLengkap = Static<typeof KegiatanLengkap>;
export const PublikasiKegiatan = Type.Object({ data: Type.Array(KegiatanLengkap) });
export type PublikasiKegiatan = Static<typeof PublikasiKegiatan>;
