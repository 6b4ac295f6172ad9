import { type Static, Type } from 'typebox';
import { Nullable, NullableInteger, nullableTexts, texts } from '../answers.ts';

/** The form's text fields beside the file (`berkas`): JSON texts, read by the handler. */
export const ImportForm = Type.Object({
  /** A field name (or null) per column; absent: the proposed mapping. */
  pemetaan: Type.Optional(Type.String({ maxLength: 10_000 })),
  /** { "<row>": "lewati" | "perbarui" | "tambah" }; absent rows take their default. Bounded below the body limit. */
  pilihan: Type.Optional(Type.String({ maxLength: 200_000 })),
});
export type ImportForm = Static<typeof ImportForm>;

const Problem = Type.Object({ kolom: Type.String(), pesan: Type.String() });

const Duplicate = Type.Object({
  id_jemaat: Type.Integer(),
  nama_jemaat: Type.String(),
  ...nullableTexts('no_induk_jemaat', 'tanggal_lahir_jemaat'),
  cocok: Type.String(),
});

export const ImportPreview = Type.Object({
  format: Type.String(),
  kolom: Type.Array(Type.String()),
  pemetaan: Type.Array(Nullable(Type.String())),
  /** The fields a column may fill, with their labels, for the mapping's choices. */
  bidang: Type.Array(Type.Object({ id: Type.String(), label: Type.String() })),
  ringkasan: Type.Object({ baris: Type.Integer(), bermasalah: Type.Integer(), duplikat: Type.Integer() }),
  baris: Type.Array(
    Type.Object({
      baris: Type.Integer(),
      data: Type.Record(Type.String(), Nullable(Type.String())),
      masalah: Type.Array(Problem),
      duplikat: Nullable(Duplicate),
    }),
  ),
});
export type ImportPreview = Static<typeof ImportPreview>;

export const ImportResult = Type.Object({
  message: Type.String(),
  ditambahkan: Type.Integer(),
  diperbarui: Type.Integer(),
  dilewati: Type.Integer(),
  laporan: Type.Array(
    Type.Object({
      baris: Type.Integer(),
      ...texts('nama_jemaat', 'hasil'),
      id_jemaat: NullableInteger(),
      keterangan: Type.String(),
    }),
  ),
  /** The same report as a CSV file's text (with its BOM), for 'Unduh Laporan'. */
  laporan_csv: Type.String(),
});
export type ImportResult = Static<typeof ImportResult>;

export const TemplateQuery = Type.Object({
  format: Type.Optional(
    Type.Enum(['csv', 'xlsx'] as const, { errorMessage: 'Format templat harus csv atau xlsx.' }),
  ),
});
export type TemplateQuery = Static<typeof TemplateQuery>;
