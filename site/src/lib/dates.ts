import { MONTH_NAMES, WEEKDAY_NAMES } from '@gkj/contract/calendar';

// Dates arrive in WIB wall-clock strings ('2026-12-06' or '2026-12-06 07:00:00'); they are read as
// calendar values and never pass through a time-zone conversion.

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export function parseWallClock(value: string | null | undefined): WallClock | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { year, month, day, hour: Number(match[4] ?? 0), minute: Number(match[5] ?? 0) };
}

/** 'Minggu, 6 Desember 2026'. Unreadable input is returned as it came. */
export function formatTanggal(value: string | null | undefined): string {
  const date = parseWallClock(value);
  if (!date) return value ?? '';
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return `${WEEKDAY_NAMES[weekday]}, ${date.day} ${MONTH_NAMES[date.month - 1]} ${date.year}`;
}

/** '6 Desember 2026', for cards where the weekday adds little. */
export function formatTanggalSingkat(value: string | null | undefined): string {
  const date = parseWallClock(value);
  if (!date) return value ?? '';
  return `${date.day} ${MONTH_NAMES[date.month - 1]} ${date.year}`;
}

/** '07.00 WIB' (Indonesian writes times with a dot). */
export function formatJam(value: string | null | undefined): string {
  const date = parseWallClock(value);
  if (!date) return '';
  return `${String(date.hour).padStart(2, '0')}.${String(date.minute).padStart(2, '0')} WIB`;
}

/** The machine-readable form for `<time datetime>`. */
export function isoDate(value: string | null | undefined): string | undefined {
  const date = parseWallClock(value);
  if (!date) return undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.year}-${pad(date.month)}-${pad(date.day)}`;
  return /[ T]\d{2}:\d{2}/.test(value ?? '') ? `${day}T${pad(date.hour)}:${pad(date.minute)}+07:00` : day;
}

/** An activity's start: its day, with the time of day ('HH:MM') when it has one. */
export function waktuKegiatan(kegiatan: {
  waktu_kegiatan_gereja: string;
  jam_kegiatan_gereja?: string | null;
}): string {
  const day = kegiatan.waktu_kegiatan_gereja.slice(0, 10);
  return kegiatan.jam_kegiatan_gereja ? `${day} ${kegiatan.jam_kegiatan_gereja.slice(0, 5)}` : day;
}

/**
 * 'Minggu, 30 November 2026 · 09.00 WIB', or the day alone when there is no time of day; with
 * `formatTanggalSingkat` for cards: '30 November 2026 · 09.00 WIB'.
 */
export function formatWaktuKegiatan(
  kegiatan: { waktu_kegiatan_gereja: string; jam_kegiatan_gereja?: string | null },
  formatDay: (value: string) => string = formatTanggal,
): string {
  const start = waktuKegiatan(kegiatan);
  const day = formatDay(start);
  return kegiatan.jam_kegiatan_gereja ? `${day} · ${formatJam(start)}` : day;
}

/** A WIB wall-clock date-time ('2026-12-06 07:00:00[.000]') in ISO 8601 with its offset, for metadata. */
export function wibIsoDateTime(value: string): string {
  return `${value.slice(0, 19).replace(' ', 'T')}+07:00`;
}
