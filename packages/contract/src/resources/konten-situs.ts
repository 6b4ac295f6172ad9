import { type Static, Type } from 'typebox';
import {
  imageColumns,
  Message,
  MessageWithData,
  Nullable,
  NullableText,
  nullableTexts,
  StoredImage,
  texts,
} from '../answers.ts';
import { LATITUDE_MESSAGE, LONGITUDE_MESSAGE } from '../errors.ts';
import { Id, Lokasi, OptionalText, RemoveFlag, Text, UpdatedAt } from '../fields.ts';

/** The image columns of the site settings; each has `_width` and `_height` beside it. */
export const SETTING_IMAGES = ['logo', 'gambar_qris', 'foto_pendeta', 'gambar_susunan_organisasi'] as const;
export type SettingImage = (typeof SETTING_IMAGES)[number];

const LONG_TEXT = 16_000;

/** The text columns of the site settings, as the form sends them (all but email_2 required). */
export const PengaturanFields = Type.Object({
  nama_gereja: Text({ maxLength: 150 }),
  alamat: Text({ maxLength: 255 }),
  telepon: Text({ maxLength: 20 }),
  email_1: Type.String({ minLength: 1, format: 'email', maxLength: 150 }),
  email_2: Type.Optional(
    Type.Union([Type.String({ format: 'email', maxLength: 150 }), Type.Literal(''), Type.Null()], {
      errorMessage: 'Email 2 harus berupa alamat email yang valid.',
    }),
  ),
  judul_sambutan: Text({ maxLength: 200 }),
  teks_sambutan: Text({ maxLength: 500 }),
  tentang_singkat: Text({ maxLength: LONG_TEXT }),
  profil_gereja: Text({ maxLength: LONG_TEXT }),
  nama_bank: Text({ maxLength: 100 }),
  nomor_rekening: Text({ maxLength: 40 }),
  atas_nama_rekening: Text({ maxLength: 150 }),
  visi: Text({ maxLength: LONG_TEXT }),
  misi: Text({ maxLength: LONG_TEXT }),
  nama_pendeta: Text({ maxLength: 150 }),
  profil_pendeta: Text({ maxLength: LONG_TEXT }),
  // hapus_<gambar>=1 removes that image when no new file is sent for it.
  hapus_logo: RemoveFlag(),
  hapus_gambar_qris: RemoveFlag(),
  hapus_foto_pendeta: RemoveFlag(),
  hapus_gambar_susunan_organisasi: RemoveFlag(),
  /** The `updated_at` the form loaded (a stale one answers 409). */
  updated_at: UpdatedAt(),
});
export type PengaturanFields = Static<typeof PengaturanFields>;

export const Pengaturan = Type.Object({
  ...texts('nama_gereja', 'alamat', 'telepon', 'email_1'),
  email_2: NullableText(),
  ...imageColumns('logo'),
  ...texts('judul_sambutan', 'teks_sambutan', 'tentang_singkat', 'profil_gereja'),
  ...texts('nama_bank', 'nomor_rekening', 'atas_nama_rekening'),
  ...imageColumns('gambar_qris'),
  /**
   * The merchant the QRIS pays, decoded from the image when it was uploaded (never sent by a form); null
   * without an image, or for one stored before uploads were checked.
   */
  ...nullableTexts('qris_nama_merchant', 'qris_kota_merchant', 'qris_nmid'),
  ...texts('visi', 'misi', 'nama_pendeta', 'profil_pendeta'),
  ...imageColumns('foto_pendeta'),
  ...imageColumns('gambar_susunan_organisasi'),
  updated_at: Type.String(),
});
export type Pengaturan = Static<typeof Pengaturan>;

export const WaktuIbadah = Type.Object({
  nama: Text({
    maxLength: 100,
    errorMessage: { maxLength: 'Nama ibadah maksimal 100 karakter.', default: 'Nama ibadah wajib diisi.' },
  }),
  jam: Text({ maxLength: 20 }),
});
export type WaktuIbadah = Static<typeof WaktuIbadah>;

export const PilihanFoto = Type.Object({
  id_galeri: Type.Integer(),
  ...texts('nama', 'kegiatan'),
  ...StoredImage.properties,
});
export type PilihanFoto = Static<typeof PilihanFoto>;

export const Gereja = Type.Object({
  ...texts('lokasi', 'nama_gereja', 'alamat'),
  /** WGS 84 degrees for the directions links; both null while the position is unknown. */
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  urutan: Type.Integer(),
  waktu_ibadah: Type.Array(Type.Object(texts('nama', 'jam'))),
  galeri: Type.Array(PilihanFoto),
  updated_at: Type.String(),
});
export type Gereja = Static<typeof Gereja>;

export const SejarahItem = Type.Object({
  periode: Text({ maxLength: 40 }),
  judul: Text({ maxLength: 200 }),
  isi: Text({ maxLength: LONG_TEXT }),
});
export type SejarahItem = Static<typeof SejarahItem>;

export const Slide = Type.Object({
  id_slide: Type.Integer(),
  judul: Type.String(),
  keterangan: NullableText(),
  ...StoredImage.properties,
  urutan: Type.Integer(),
  updated_at: Type.String(),
});
export type Slide = Static<typeof Slide>;

export const KontenSitus = Type.Object({
  /** Null only before the settings were first saved (the seed fills them). */
  pengaturan: Nullable(Pengaturan),
  gereja: Type.Array(Gereja),
  sejarah: Type.Array(Type.Object(texts('periode', 'judul', 'isi'))),
  slides: Type.Array(Slide),
});
export type KontenSitus = Static<typeof KontenSitus>;

export const GerejaParams = Type.Object({ lokasi: Lokasi() });
export type GerejaParams = Static<typeof GerejaParams>;
/** A coordinate in degrees; null clears it, absent leaves it as stored. Both or neither (the API checks). */
const Degrees = (limit: number, errorMessage: string) =>
  Type.Optional(
    Type.Union([Type.Number({ minimum: -limit, maximum: limit }), Type.Null()], { errorMessage }),
  );

export const GerejaBody = Type.Object({
  nama_gereja: Text({ maxLength: 150 }),
  alamat: Text({ maxLength: 255 }),
  latitude: Degrees(90, LATITUDE_MESSAGE),
  longitude: Degrees(180, LONGITUDE_MESSAGE),
  waktu_ibadah: Type.Array(WaktuIbadah, { maxItems: 20 }),
  /** The `updated_at` the form loaded (a stale one answers 409). */
  updated_at: UpdatedAt(),
});
export type GerejaBody = Static<typeof GerejaBody>;

export const SejarahBody = Type.Object({ sejarah: Type.Array(SejarahItem, { maxItems: 100 }) });
export type SejarahBody = Static<typeof SejarahBody>;

export const GambarParams = Type.Object({ kolom: Type.Enum(SETTING_IMAGES) });
export type GambarParams = Static<typeof GambarParams>;

export const SlideFields = Type.Object({
  judul: Text({
    maxLength: 200,
    errorMessage: { maxLength: 'Judul slide maksimal 200 karakter.', default: 'Judul slide wajib diisi.' },
  }),
  keterangan: OptionalText({
    maxLength: 500,
    errorMessage: { maxLength: 'Keterangan slide maksimal 500 karakter.' },
  }),
  /** On update: the `updated_at` the form loaded (a stale one answers 409). */
  updated_at: UpdatedAt(),
});
export type SlideFields = Static<typeof SlideFields>;

export const SlideOrderBody = Type.Object({
  ids: Type.Array(Id({ errorMessage: 'Urutan slide tidak valid.' }), { maxItems: 200 }),
});
export type SlideOrderBody = Static<typeof SlideOrderBody>;

/** The merchant a QRIS code pays, as its image decodes (POST /konten-situs/qris/periksa). */
export const MerchantQris = Type.Object(texts('nama_merchant', 'kota_merchant', 'nmid'));
export type MerchantQris = Static<typeof MerchantQris>;
export const QrisDiperiksa = MessageWithData(MerchantQris);
export type QrisDiperiksa = Static<typeof QrisDiperiksa>;

/**
 * A change of the merchant or NMID the offering QRIS pays (a swapped code is a known fraud): when, by
 * whom, from what to what (null: no checked code before, or the code removed).
 */
export const PerubahanQris = Type.Object({
  waktu: Type.String(),
  username: NullableText(),
  sebelum: Nullable(MerchantQris),
  sesudah: Nullable(MerchantQris),
});
export type PerubahanQris = Static<typeof PerubahanQris>;
/** GET /konten-situs/qris/perubahan: the latest change within the warning's days, or null. */
export const PerubahanQrisTerakhir = Type.Object({ data: Nullable(PerubahanQris) });
export type PerubahanQrisTerakhir = Static<typeof PerubahanQrisTerakhir>;

export const PengaturanSaved = MessageWithData(Pengaturan);
export type PengaturanSaved = Static<typeof PengaturanSaved>;
export const GerejaSaved = MessageWithData(Gereja);
export type GerejaSaved = Static<typeof GerejaSaved>;
export const SejarahSaved = MessageWithData(KontenSitus.properties.sejarah);
export type SejarahSaved = Static<typeof SejarahSaved>;
export const SlideSaved = MessageWithData(Slide);
export type SlideSaved = Static<typeof SlideSaved>;
export const SlidesSaved = MessageWithData(Type.Array(Slide));
export type SlidesSaved = Static<typeof SlidesSaved>;
export const Done = Message;
export type Done = Static<typeof Done>;
