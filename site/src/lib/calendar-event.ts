// One event of the church's calendar, in WIB wall-clock terms, made from a service or an activity. The
// feeds (ical.ts, at build time) and the links beside a service or activity (calendar-links.ts, also in
// the browser) are both drawn from it, so a subscribed calendar and a copied event say the same thing.
import type { JadwalRow, Kegiatan } from '@gkj/contract';
import type { ChurchPlace } from './lokasi.ts';

/** How long an entry is shown for when it says only when it starts (neither table has an end). */
export const SERVICE_MINUTES = 90;
export const ACTIVITY_MINUTES = 120;

export interface CalendarEvent {
  /** Stable across edits and builds: 'jadwal-12@gkjgirimarto.or.id'. */
  uid: string;
  title: string;
  /** WIB wall clock: 'YYYY-MM-DD HH:MM', or 'YYYY-MM-DD' for an all-day event. */
  start: string;
  /** Same form; an all-day event's end is the day after its last (exclusive, as iCalendar has it). */
  end: string;
  allDay: boolean;
  description: string;
  location: string;
  /** Where it takes place, when that is one of the churches with a known position. */
  geo: { lat: number; lon: number } | null;
  url: string | null;
  /**
   * Grows with every save of the record or of its church (SEQUENCE), so an edit replaces the event in a
   * calendar.
   */
  sequence: number;
  /** That last save, WIB wall clock ('YYYY-MM-DD HH:MM:SS'). */
  lastModified: string;
  /** The congregation whose feed carries it besides the feed of all; none when the place names none. */
  lokasi: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A wall-clock 'YYYY-MM-DD[ HH:MM]' moved by whole minutes (no time zone involved). */
export function addMinutes(wallClock: string, minutes: number): string {
  const [year, month, day, hour = 0, minute = 0] = wallClock.split(/[- :T]/).map(Number);
  const moved = new Date(Date.UTC(year, month - 1, day, hour, minute + minutes));
  const date = `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
  return wallClock.length > 10 ? `${date} ${pad(moved.getUTCHours())}:${pad(moved.getUTCMinutes())}` : date;
}

/** 2020-01-01 00:00 WIB, the count's start: far enough back for every stored stamp, small enough for 32 bits. */
const SEQUENCE_EPOCH_MS = Date.UTC(2019, 11, 31, 17);

/**
 * A save's stamp ('YYYY-MM-DD HH:MM:SS[.mmm]', WIB) as whole seconds since 2020: each later save of a
 * record gives a higher number, which is what SEQUENCE asks for, without keeping a counter anywhere.
 */
export function sequenceOf(updatedAt: string): number {
  const instant = Date.parse(`${updatedAt.slice(0, 19).replace(' ', 'T')}+07:00`);
  return Number.isNaN(instant) ? 0 : Math.max(0, Math.floor((instant - SEQUENCE_EPOCH_MS) / 1000));
}

/**
 * When an event last changed: its record's save, or its church's (address, position) when that came
 * later. The stamps are WIB wall-clock texts of one form, so the later one is the greater text.
 */
function revisedAt(updatedAt: string, church: ChurchPlace | undefined): string {
  const stamp = updatedAt.slice(0, 19);
  const churchStamp = church?.updated_at?.slice(0, 19);
  return churchStamp && churchStamp > stamp ? churchStamp : stamp;
}

function hostOf(site: string): string {
  return new URL(site).host;
}

const lines = (...parts: (string | null | undefined | false)[]) =>
  parts.filter((part): part is string => Boolean(part)).join('\n');

const geoOf = (church: ChurchPlace | undefined) =>
  church && church.latitude !== null && church.longitude !== null
    ? { lat: church.latitude, lon: church.longitude }
    : null;

/** A worship service at its church, for SERVICE_MINUTES. */
export function jadwalEvent(row: JadwalRow, church: ChurchPlace | undefined, site: string): CalendarEvent {
  const start = row.tanggal_ibadah.slice(0, 16);
  return {
    uid: `jadwal-${row.id_jadwal_ibadah}@${hostOf(site)}`,
    title: `${row.nama_ibadah} – ${row.lokasi_ibadah}`,
    start,
    end: addMinutes(start, SERVICE_MINUTES),
    allDay: false,
    description: lines(
      `Tema: ${row.tema_ibadah}`,
      `Pemimpin: ${row.pemimpin_ibadah}`,
      row.info_ibadah && `Keterangan: ${row.info_ibadah}`,
    ),
    location: church ? `${church.nama_gereja}, ${church.alamat}` : row.lokasi_ibadah,
    geo: geoOf(church),
    url: null,
    sequence: sequenceOf(revisedAt(row.updated_at, church)),
    lastModified: revisedAt(row.updated_at, church),
    lokasi: row.lokasi_ibadah,
  };
}

/** The description as calendars show it: long texts cut, the page's address to read the rest. */
const DESCRIPTION_LIMIT = 1000;

/**
 * An activity: from its time of day for ACTIVITY_MINUTES, or the whole day when it has none. `church` is
 * the church its place names, if any (lokasi.ts churchOfPlace).
 */
export function kegiatanEvent(
  kegiatan: Pick<
    Kegiatan,
    | 'id_kegiatan_gereja'
    | 'nama_kegiatan_gereja'
    | 'waktu_kegiatan_gereja'
    | 'jam_kegiatan_gereja'
    | 'tema_kegiatan_gereja'
    | 'tempat_kegiatan_gereja'
    | 'deskripsi_kegiatan_gereja'
    | 'updated_at'
  >,
  church: ChurchPlace | undefined,
  site: string,
): CalendarEvent {
  const day = kegiatan.waktu_kegiatan_gereja.slice(0, 10);
  const time = kegiatan.jam_kegiatan_gereja?.slice(0, 5);
  const start = time ? `${day} ${time}` : day;
  const url = new URL(`/kegiatan/${kegiatan.id_kegiatan_gereja}`, site).href;
  const text = kegiatan.deskripsi_kegiatan_gereja?.trim() ?? '';
  const place = kegiatan.tempat_kegiatan_gereja?.trim();
  return {
    uid: `kegiatan-${kegiatan.id_kegiatan_gereja}@${hostOf(site)}`,
    title: kegiatan.nama_kegiatan_gereja,
    start,
    end: time ? addMinutes(start, ACTIVITY_MINUTES) : addMinutes(`${day} 00:00`, 24 * 60).slice(0, 10),
    allDay: !time,
    description: lines(
      kegiatan.tema_kegiatan_gereja && `Tema: ${kegiatan.tema_kegiatan_gereja}`,
      text.length > DESCRIPTION_LIMIT ? `${text.slice(0, DESCRIPTION_LIMIT).trimEnd()}…` : text,
      url,
    ),
    location: church && place ? `${place}, ${church.alamat}` : (place ?? ''),
    geo: geoOf(church),
    url,
    sequence: sequenceOf(revisedAt(kegiatan.updated_at, church)),
    lastModified: revisedAt(kegiatan.updated_at, church),
    lokasi: church?.lokasi ?? null,
  };
}
