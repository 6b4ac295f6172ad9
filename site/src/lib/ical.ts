// The iCalendar files (RFC 5545) the build writes: a feed per congregation and for all, and one file
// per service or activity. ical-generator writes the format; the times are WIB wall-clock values, so
// they go in as Luxon dates in Asia/Jakarta and come out as local times with TZID, never shifted by the
// time zone of the machine that builds.
import { ICalCalendar, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import type { CalendarEvent } from './calendar-event.ts';

export const TIME_ZONE = 'Asia/Jakarta';

/**
 * Asia/Jakarta has kept UTC+7 without daylight saving since 1964, so its definition is one fixed
 * observance; calendars that know no zone database (RFC 5545 asks for one VTIMEZONE per TZID) read it.
 */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  `X-LIC-LOCATION:${TIME_ZONE}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0700',
  'TZOFFSETTO:+0700',
  'TZNAME:WIB',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** 'YYYY-MM-DD', 'YYYY-MM-DD HH:MM' or 'YYYY-MM-DD HH:MM:SS' as that wall-clock moment in WIB. */
function wib(wallClock: string): DateTime {
  const withSeconds = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(wallClock) ? `${wallClock}:00` : wallClock;
  return DateTime.fromSQL(withSeconds, { zone: TIME_ZONE });
}

export interface CalendarFile {
  name: string;
  description: string;
  events: CalendarEvent[];
  /** The public site: the calendar's own address and the producer id. */
  site: string;
  /** Where a subscriber's application fetches it again. */
  path: string;
}

/** The whole .ics text. The same events give the same bytes: nothing depends on the time of the build. */
export function icsText({ name, description, events, site, path }: CalendarFile): string {
  const calendar = new ICalCalendar({
    prodId: { company: new URL(site).host, product: 'Situs Jemaat', language: 'ID' },
    name,
    description,
    url: new URL(path, site).href,
    // Subscribed applications look again about every few hours; the site changes with each edit.
    ttl: 6 * 60 * 60,
    // No calendar-wide zone name: DTSTAMP and LAST-MODIFIED must stay in UTC. Each event names its zone.
    timezone: { name: null, generator: (zone) => (zone === TIME_ZONE ? VTIMEZONE : null) },
    x: [['X-WR-TIMEZONE', TIME_ZONE]],
  });
  for (const event of events) {
    const lastModified = wib(event.lastModified);
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      // Without a METHOD, DTSTAMP is when the entry was last revised (RFC 5545, 3.8.7.2).
      stamp: lastModified,
      lastModified,
      start: wib(event.start),
      end: wib(event.end),
      allDay: event.allDay,
      timezone: TIME_ZONE,
      summary: event.title,
      description: event.description,
      location: event.location ? { title: event.location, ...(event.geo ? { geo: event.geo } : {}) } : null,
      url: event.url,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

/** The answer of an .ics endpoint. */
export function icsResponse(text: string): Response {
  return new Response(text, { headers: { 'content-type': 'text/calendar; charset=utf-8' } });
}
