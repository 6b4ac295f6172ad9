import { Type } from 'typebox';
import { Nullable } from '../../../lib/schema.ts';

/** The form's text fields beside the file (`berkas`): JSON texts, read by the handler. */
export const ImportForm = Type.Object({
  /** A field name (or null) per column; absent: the proposed mapping. */
  pemetaan: Type.Optional(Type.String({ maxLength: 10_000 })),
  /** { "<row>": "lewati" | "perbarui" | "tambah" }; absent rows take their default. Bounded below the body limit. */
  pilihan: Type.Optional(Type.String({ maxLength: 200_000 })),
});

const Problem = Type.Object({ kolom: Type.String(), pesan: Type.String() });

const Duplicate = Type.Object({
  id_jemaat: Type.Integer(),
  nama_jemaat: Type.String(),
  no_induk_jemaat: Nullable(Type.String()),
  tanggal_lahir_jemaat: Nullable(Type.String()),
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

export const ImportResult = Type.Object({
  message: Type.String(),
  ditambahkan: Type.Integer(),
  diperbarui: Type.Integer(),
  dilewati: Type.Integer(),
  laporan: Type.Array(
    Type.Object({
      baris: Type.Integer(),
      nama_jemaat: Type.String(),
      hasil: Type.String(),
      id_jemaat: Nullable(Type.Integer()),
      keterangan: Type.String(),
    }),
  ),
  /** The same report as a CSV file's text (with its BOM), for 'Unduh Laporan'. */
  laporan_csv: Type.String(),
});

export const TemplateQuery = Type.Object({
  format: Type.Optional(
    Type.Enum(['csv', 'xlsx'] as const, { errorMessage: 'Format templat harus csv atau xlsx.' }),
  ),
});
