import { Type } from 'typebox';
import { listQuery, listResult } from '../../lib/list-query.ts';
import {
  DateTimeString,
  LOKASI,
  Lokasi,
  MessageWithData,
  Nullable,
  OptionalText,
  Text,
  toDateTime,
} from '../../lib/schema.ts';
import { UpdatedAt } from '../../lib/stale-save.ts';

export const DATE_TIME_MESSAGE = 'Tanggal dan jam ibadah wajib diisi.';

/** A service: every field is public (the home page shows them). */
export const JadwalRow = Type.Object({
  id_jadwal_ibadah: Type.Integer(),
  nama_ibadah: Type.String(),
  info_ibadah: Nullable(Type.String()),
  lokasi_ibadah: Type.String(),
  tema_ibadah: Type.String(),
  /** 'YYYY-MM-DD HH:MM:SS', WIB. */
  tanggal_ibadah: Type.String(),
  pemimpin_ibadah: Type.String(),
  updated_at: Type.String(),
});

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

export const JadwalQuery = listQuery([
  'tanggal_ibadah',
  'nama_ibadah',
  'lokasi_ibadah',
  'pemimpin_ibadah',
  'tema_ibadah',
] as const);

export const LokasiParams = Type.Object({ lokasi: Lokasi({ errorMessage: 'Lokasi tidak ditemukan.' }) });

export const JadwalList = listResult(JadwalRow);
export const UpcomingList = Type.Array(JadwalRow);
export const JadwalSaved = MessageWithData(JadwalRow);

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The schema checks the shape; this checks the calendar and the clock (no 30 February, no 24:00),
 * and gives the stored form 'YYYY-MM-DD HH:MM:SS', or undefined for an impossible moment.
 */
export function parseServiceTime(value: string): string | undefined {
  const stored = toDateTime(value);
  const [year, month, day, hour, minute, second] = stored.split(/[- :]/).map(Number);
  const valid =
    year >= 1000 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59;
  return valid ? stored : undefined;
}
