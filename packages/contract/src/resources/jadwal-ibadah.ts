import { type Static, Type } from 'typebox';
import { listResult, MessageWithData, NullableText, texts } from '../answers.ts';
import { LOKASI } from '../enums.ts';
import {
  DateTimeString,
  Lokasi,
  OptionalText,
  sortColumns,
  sortedListQuery,
  Text,
  UpdatedAt,
} from '../fields.ts';

export const DATE_TIME_MESSAGE = 'Tanggal dan jam ibadah wajib diisi.';

/** A service: every field is public (the home page shows them). */
export const JadwalRow = Type.Object({
  id_jadwal_ibadah: Type.Integer(),
  nama_ibadah: Type.String(),
  info_ibadah: NullableText(),
  ...texts('lokasi_ibadah', 'tema_ibadah'),
  /** 'YYYY-MM-DD HH:MM:SS', WIB. */
  tanggal_ibadah: Type.String(),
  ...texts('pemimpin_ibadah', 'updated_at'),
});
export type JadwalRow = Static<typeof JadwalRow>;

export const JadwalBody = Type.Object({
  // The form sends date 'T' time; a space and seconds are accepted too.
  tanggal_ibadah: DateTimeString({ errorMessage: DATE_TIME_MESSAGE }),
  nama_ibadah: Text({ maxLength: 150 }),
  info_ibadah: OptionalText({ maxLength: 255, errorMessage: 'Info ibadah maksimal 255 karakter.' }),
  lokasi_ibadah: Lokasi({ errorMessage: `Lokasi ibadah harus salah satu dari: ${LOKASI.join(', ')}.` }),
  pemimpin_ibadah: Text({ maxLength: 150 }),
  tema_ibadah: Text({ maxLength: 255 }),
  /** On update: the `updated_at` the form loaded (a stale one answers 409). */
  updated_at: UpdatedAt(),
});
export type JadwalBody = Static<typeof JadwalBody>;

export const JADWAL_SORT = sortColumns(
  'tanggal_ibadah',
  'nama_ibadah',
  'lokasi_ibadah',
  'pemimpin_ibadah',
  'tema_ibadah',
);

export const JadwalQuery = sortedListQuery(JADWAL_SORT);
export type JadwalQuery = Static<typeof JadwalQuery>;

export const LokasiParams = Type.Object({ lokasi: Lokasi({ errorMessage: 'Lokasi tidak ditemukan.' }) });
export type LokasiParams = Static<typeof LokasiParams>;

export const JadwalList = listResult(JadwalRow);
export type JadwalList = Static<typeof JadwalList>;
export const UpcomingList = Type.Array(JadwalRow);
export type UpcomingList = Static<typeof UpcomingList>;
/** The services the site's calendar feeds carry (GET /publikasi/jadwal), soonest first. */
export const PublikasiJadwal = Type.Object({ data: Type.Array(JadwalRow) });
export type PublikasiJadwal = Static<typeof PublikasiJadwal>;
export const JadwalSaved = MessageWithData(JadwalRow);
export type JadwalSaved = Static<typeof JadwalSaved>;
