import { Type } from 'typebox';
import { Id, Lokasi, Message, MessageWithData, Nullable, OptionalText, Text } from '../../lib/schema.ts';
import { UpdatedAt } from '../../lib/stale-save.ts';
import { RemoveFlag } from '../../lib/uploaded-images.ts';

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

const text = Type.String();
const image = Nullable(Type.String());
const size = Nullable(Type.Integer());

export const Pengaturan = Type.Object({
  nama_gereja: text,
  alamat: text,
  telepon: text,
  email_1: text,
  email_2: Nullable(text),
  logo: image,
  logo_width: size,
  logo_height: size,
  judul_sambutan: text,
  teks_sambutan: text,
  tentang_singkat: text,
  profil_gereja: text,
  nama_bank: text,
  nomor_rekening: text,
  atas_nama_rekening: text,
  gambar_qris: image,
  gambar_qris_width: size,
  gambar_qris_height: size,
  visi: text,
  misi: text,
  nama_pendeta: text,
  profil_pendeta: text,
  foto_pendeta: image,
  foto_pendeta_width: size,
  foto_pendeta_height: size,
  gambar_susunan_organisasi: image,
  gambar_susunan_organisasi_width: size,
  gambar_susunan_organisasi_height: size,
  updated_at: text,
});

export const WaktuIbadah = Type.Object({
  nama: Text({
    maxLength: 100,
    errorMessage: { maxLength: 'Nama ibadah maksimal 100 karakter.', default: 'Nama ibadah wajib diisi.' },
  }),
  jam: Text({ maxLength: 20 }),
});

export const Foto = Type.Object({
  id_galeri: Type.Integer(),
  nama: Type.String(),
  kegiatan: Type.String(),
  file_path: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});

export const Gereja = Type.Object({
  lokasi: Type.String(),
  nama_gereja: Type.String(),
  alamat: Type.String(),
  urutan: Type.Integer(),
  waktu_ibadah: Type.Array(Type.Object({ nama: Type.String(), jam: Type.String() })),
  galeri: Type.Array(Foto),
  updated_at: Type.String(),
});

export const SejarahItem = Type.Object({
  periode: Text({ maxLength: 40 }),
  judul: Text({ maxLength: 200 }),
  isi: Text({ maxLength: LONG_TEXT }),
});

export const Slide = Type.Object({
  id_slide: Type.Integer(),
  judul: Type.String(),
  keterangan: Nullable(Type.String()),
  file_path: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  urutan: Type.Integer(),
  updated_at: Type.String(),
});

export const KontenSitus = Type.Object({
  /** Null only before the settings were first saved (the seed fills them). */
  pengaturan: Nullable(Pengaturan),
  gereja: Type.Array(Gereja),
  sejarah: Type.Array(Type.Object({ periode: Type.String(), judul: Type.String(), isi: Type.String() })),
  slides: Type.Array(Slide),
});

export const GerejaParams = Type.Object({ lokasi: Lokasi() });
export const GerejaBody = Type.Object({
  nama_gereja: Text({ maxLength: 150 }),
  alamat: Text({ maxLength: 255 }),
  waktu_ibadah: Type.Array(WaktuIbadah, { maxItems: 20 }),
  /** The `updated_at` the form loaded (a stale one answers 409). */
  updated_at: UpdatedAt(),
});

export const SejarahBody = Type.Object({ sejarah: Type.Array(SejarahItem, { maxItems: 100 }) });

export const GambarParams = Type.Object({ kolom: Type.Enum(SETTING_IMAGES) });

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

export const SlideOrderBody = Type.Object({
  ids: Type.Array(Id({ errorMessage: 'Urutan slide tidak valid.' }), { maxItems: 200 }),
});

export const PengaturanSaved = MessageWithData(Pengaturan);
export const GerejaSaved = MessageWithData(Gereja);
export const SejarahSaved = MessageWithData(KontenSitus.properties.sejarah);
export const SlideSaved = MessageWithData(Slide);
export const SlidesSaved = MessageWithData(Type.Array(Slide));
export const Done = Message;
