// Reads what the build wrote for other programs: iCalendar files through a real parser (ical.js), the
// RSS feed through a strict XML check and then a feed parser as feed readers use (@rowanmanning/feed-parser),
// and JSON-LD blocks checked against the schema.org properties each type must and should have (the table below).
import { parseFeed } from '@rowanmanning/feed-parser';
import { SyntaxValidator } from 'fast-xml-validator';
import ICAL from 'ical.js';

export interface ParsedEvent {
  uid: string;
  sequence: number;
  summary: string;
  description: string;
  location: string;
  /** DTSTART's TZID, or 'date' for an all-day event. */
  zone: string;
  /** The start as an instant (seconds), read through the file's own VTIMEZONE. */
  startUnix: number;
  endUnix: number;
  lastModified: string;
  geo: [number, number] | null;
}

export interface ParsedCalendar {
  name: string;
  timezones: string[];
  events: ParsedEvent[];
}

/** Parses an .ics text as calendar applications do; throws on anything that is not iCalendar. */
export function parseCalendar(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezones = calendar.getAllSubcomponents('vtimezone');
  // Times are turned into instants with the zone the file defines, not with one the parser knows.
  for (const zone of timezones) ICAL.TimezoneService.register(zone);
  try {
    const events = calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      const geo = component.getFirstPropertyValue('geo') as number[] | null;
      return {
        uid: event.uid,
        sequence: event.sequence,
        summary: event.summary,
        description: event.description,
        location: event.location,
        zone: event.startDate.isDate ? 'date' : (event.startDate.zone?.tzid ?? ''),
        startUnix: event.startDate.toUnixTime(),
        endUnix: event.endDate.toUnixTime(),
        lastModified: String(component.getFirstPropertyValue('last-modified')),
        geo: geo ? ([Number(geo[0]), Number(geo[1])] as [number, number]) : null,
      };
    });
    return {
      name: String(calendar.getFirstPropertyValue('x-wr-calname') ?? ''),
      timezones: timezones.map((zone) => String(zone.getFirstPropertyValue('tzid'))),
      events,
    };
  } finally {
    ICAL.TimezoneService.reset();
  }
}

/** A WIB wall-clock moment as Unix seconds. */
export const wibUnix = (day: string, time: string) => Date.parse(`${day}T${time}:00+07:00`) / 1000;

export interface RssItem {
  title: string;
  link: string;
  guid: string;
  pubDate: Date;
  description: string;
  categories: string[];
}

export interface RssChannel {
  title: string;
  link: string;
  description: string;
  language: string;
  /** The feed's own address (atom:link rel="self"), which readers and validators ask for. */
  self: string;
  items: RssItem[];
}

/**
 * The channel of an RSS 2.0 feed as a feed reader reads it. The feed parser forgives what readers
 * forgive, so the text is first checked to be well-formed XML: a stray `&` must fail the test even
 * though a lenient reader would show the feed.
 */
export function parseRss(xml: string): RssChannel {
  // Throws on anything that is not well-formed XML.
  SyntaxValidator.validate(xml);
  const feed = parseFeed(xml);
  if (feed.meta.type !== 'rss' || feed.meta.version !== '2.0') {
    throw new Error(`bukan RSS 2.0: ${feed.meta.type} ${feed.meta.version}`);
  }
  const text = (value: string | null, what: string) => {
    if (!value) throw new Error(`${what} kosong`);
    return value;
  };
  return {
    title: text(feed.title, 'judul saluran'),
    link: text(feed.url, 'alamat saluran'),
    description: text(feed.description, 'deskripsi saluran'),
    language: text(feed.language, 'bahasa saluran'),
    self: text(feed.self, 'alamat umpan'),
    items: feed.items.map((item, index) => {
      const published = item.published;
      if (!published) throw new Error(`butir ${index}: pubDate tidak terbaca`);
      return {
        title: text(item.title, `butir ${index}: judul`),
        link: text(item.url, `butir ${index}: tautan`),
        guid: text(item.id, `butir ${index}: guid`),
        pubDate: published,
        description: text(item.description, `butir ${index}: deskripsi`),
        categories: item.categories.map((category) => category.term),
      };
    }),
  };
}

/** Every JSON-LD block of a page, parsed. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]),
  );
}

/**
 * What we promise search engines of each schema.org type we write: the properties Google's structured
 * data guidelines require (`required`) and those it recommends that our content always has
 * (`recommended`); each must be present and not empty. Nested values are checked by their own type.
 */
export const SCHEMA_PROPERTIES: Record<string, { required: string[]; recommended: string[] }> = {
  Organization: { required: ['name', 'url'], recommended: ['logo'] },
  Church: { required: ['name', 'address'], recommended: ['geo', 'openingHoursSpecification', 'url'] },
  Event: {
    required: ['name', 'startDate', 'location'],
    recommended: ['description', 'endDate', 'eventStatus', 'eventAttendanceMode', 'organizer', 'url'],
  },
  Place: { required: ['name', 'address'], recommended: [] },
  PostalAddress: { required: ['streetAddress', 'addressCountry'], recommended: [] },
  GeoCoordinates: { required: ['latitude', 'longitude'], recommended: [] },
  OpeningHoursSpecification: { required: ['dayOfWeek', 'opens'], recommended: ['closes'] },
  Article: {
    required: ['headline', 'datePublished'],
    recommended: ['dateModified', 'author', 'image', 'publisher', 'mainEntityOfPage', 'description'],
  },
  Person: { required: ['name'], recommended: [] },
  MediaObject: { required: ['contentUrl', 'encodingFormat'], recommended: [] },
  WebPage: { required: ['@id'], recommended: [] },
};

/** Where a node breaks the table: 'Event.location missing', … (an empty list when it keeps it). */
export function schemaProblems(node: unknown, path = ''): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => schemaProblems(item, `${path}[${index}]`));
  if (typeof node !== 'object' || node === null) return [];
  const record = node as Record<string, unknown>;
  const types = ([] as unknown[]).concat(record['@type'] ?? []).map(String);
  const problems: string[] = [];
  for (const type of types) {
    const rule = SCHEMA_PROPERTIES[type];
    if (!rule) {
      problems.push(`${path || 'akar'}: jenis ${type} tidak ada di tabel`);
      continue;
    }
    for (const property of [...rule.required, ...rule.recommended]) {
      const value = record[property];
      const empty =
        value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);
      if (empty) problems.push(`${path || type}.${property} tidak ada`);
    }
  }
  for (const [key, value] of Object.entries(record)) {
    if (key !== '@type') problems.push(...schemaProblems(value, `${path ? `${path}.` : ''}${key}`));
  }
  return problems;
}

/** ISO 8601 with the WIB offset, or a date alone (an all-day activity). */
export const WIB_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}\+07:00)?$/;
