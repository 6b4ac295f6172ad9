// Plain links that put the church's events in a visitor's calendar: no script and no third-party code,
// only addresses. Used on the built pages and by the schedule modal in the browser.
import type { CalendarEvent } from './calendar-event.ts';
import { FEED_ALL, lokasiSlug } from './lokasi.ts';

/** The prebuilt feed of one congregation, or of all five (`null`). */
export function feedPath(lokasi: string | null): string {
  return `/kalender/${lokasi ? lokasiSlug(lokasi) : FEED_ALL}.ics`;
}

/** The prebuilt file of one service or activity. */
export function eventPath(kind: 'jadwal' | 'kegiatan', id: number): string {
  return `/kalender/${kind}/${id}.ics`;
}

/** The subscription address calendar applications open (`webcal:` is `http(s):` for a calendar). */
export function webcalUrl(path: string, site: string): string {
  const url = new URL(path, site);
  return `webcal://${url.host}${url.pathname}`;
}

/** '2026-12-06 07:00' → '20261206T070000'; a date alone → '20261206'. */
function compact(wallClock: string): string {
  const [date, time] = wallClock.split(' ');
  return date.replaceAll('-', '') + (time ? `T${time.replace(':', '')}00` : '');
}

/** Google Calendar's form for a new event, filled in (its times are read as WIB through `ctz`). */
export function googleCalendarUrl(event: CalendarEvent): string {
  const text = new URLSearchParams({ action: 'TEMPLATE', text: event.title });
  const rest = new URLSearchParams({
    ctz: 'Asia/Jakarta',
    details: event.description,
    location: event.location,
  });
  // The two times stay joined by a plain '/', as Google documents the parameter.
  const dates = `${compact(event.start)}/${compact(event.end)}`;
  return `https://calendar.google.com/calendar/render?${text}&dates=${dates}&${rest}`;
}
