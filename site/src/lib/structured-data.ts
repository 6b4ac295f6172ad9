// schema.org descriptions of the church, its activities and its articles, written into the pages as
// JSON-LD (components/JsonLd.astro) for search engines and link previews. Dates carry the WIB offset.
import type { Artikel, Gereja, Kegiatan, Pengaturan, StoredImage, WartaJemaat } from '@gkj/contract';
import { ACTIVITY_MINUTES, addMinutes, SERVICE_MINUTES } from './calendar-event.ts';
import { formatTanggalSingkat, waktuKegiatan, wibIsoDateTime } from './dates.ts';
import { defaultSource } from './images.ts';
import { type ChurchPlace, lokasiSlug } from './lokasi.ts';
import { absoluteUrl, articleDescription, bulletinDescription } from './seo.ts';
import { clampText } from './text.ts';

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** The church as publisher and organiser: one node every page's data points to by its @id. */
export const organizationId = (site: string) => `${absoluteUrl('/', site)}#gereja`;

function postalAddress(streetAddress: string): JsonLd {
  // The stored address is one line of free text: it is given whole, never split by guessing.
  return { '@type': 'PostalAddress', streetAddress, addressCountry: 'ID' };
}

function geo(place: { latitude: number | null; longitude: number | null }): JsonLd | undefined {
  if (place.latitude === null || place.longitude === null) return undefined;
  return { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude };
}

/** '07.00 WIB', '7:00', '09.30' → '07:00'; undefined when the text names no time of day. */
export function clockTime(jam: string): string | undefined {
  const match = /(\d{1,2})[.:](\d{2})/.exec(jam);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return undefined;
  return `${match[1].padStart(2, '0')}:${match[2]}`;
}

/**
 * A congregation's fixed services as opening hours: every one is on Sunday (the home cards' weekly
 * times), lasting SERVICE_MINUTES; a time that cannot be read is left out rather than guessed.
 */
function serviceHours(church: Gereja): JsonLd[] {
  return church.waktu_ibadah.flatMap((waktu) => {
    const opens = clockTime(waktu.jam);
    if (!opens) return [];
    return [
      {
        '@type': 'OpeningHoursSpecification',
        name: waktu.nama,
        dayOfWeek: 'https://schema.org/Sunday',
        opens,
        closes: addMinutes(`2000-01-02 ${opens}`, SERVICE_MINUTES).slice(11),
      },
    ];
  });
}

/**
 * The home page's description of the church: the organisation (name, address, contacts, logo) and each
 * of its five congregations' buildings as a Church with its address, position and Sunday services.
 */
export function churchGraph(pengaturan: Pengaturan, gereja: Gereja[], site: string): JsonLd {
  const home = absoluteUrl('/', site);
  const churches = gereja.map((church) => ({
    '@type': 'Church',
    '@id': `${home}#${lokasiSlug(church.lokasi)}`,
    name: church.nama_gereja,
    address: postalAddress(church.alamat),
    geo: geo(church),
    url: absoluteUrl('/galeri-gereja', site),
    image: church.galeri[0] ? absoluteUrl(defaultSource(church.galeri[0]), site) : undefined,
    openingHoursSpecification: serviceHours(church),
  }));
  return {
    '@context': CONTEXT,
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId(site),
        name: pengaturan.nama_gereja,
        url: home,
        address: postalAddress(pengaturan.alamat),
        telephone: pengaturan.telepon,
        email: pengaturan.email_1,
        logo: pengaturan.logo ? absoluteUrl(pengaturan.logo, site) : undefined,
        // The congregation worships in five churches: its places (Organization.location).
        location: churches.map((church) => ({ '@id': church['@id'] })),
      },
      ...churches,
    ],
  };
}

/** The organiser or publisher as a reference with the name a reader needs when the graph is not joined. */
function churchOrganization(pengaturan: Pengaturan, site: string): JsonLd {
  return {
    '@type': 'Organization',
    '@id': organizationId(site),
    name: pengaturan.nama_gereja,
    url: absoluteUrl('/', site),
    logo: pengaturan.logo ? absoluteUrl(pengaturan.logo, site) : undefined,
  };
}

/** An activity page: where and when, for event listings. */
export function eventJsonLd(
  kegiatan: Kegiatan,
  church: ChurchPlace | undefined,
  cover: StoredImage | null,
  pengaturan: Pengaturan,
  site: string,
): JsonLd {
  const start = waktuKegiatan(kegiatan);
  const timed = start.length > 10;
  const place = kegiatan.tempat_kegiatan_gereja?.trim();
  // Without a stated place an activity is held at the church, as the page's readers take it.
  const location = place
    ? {
        '@type': 'Place',
        name: place,
        address: postalAddress(church ? church.alamat : place),
        geo: church ? geo(church) : undefined,
      }
    : { '@type': 'Place', name: pengaturan.nama_gereja, address: postalAddress(pengaturan.alamat) };
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: kegiatan.nama_kegiatan_gereja,
    description: clampText(kegiatan.deskripsi_kegiatan_gereja || kegiatan.nama_kegiatan_gereja, 300),
    startDate: timed ? wibIsoDateTime(`${start}:00`) : start,
    endDate: timed ? wibIsoDateTime(`${addMinutes(start, ACTIVITY_MINUTES)}:00`) : start,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location,
    image: cover ? [absoluteUrl(defaultSource(cover), site)] : undefined,
    organizer: churchOrganization(pengaturan, site),
    url: absoluteUrl(`/kegiatan/${kegiatan.id_kegiatan_gereja}`, site),
  };
}

/** An article page: headline, dates, author and publisher. */
export function articleJsonLd(artikel: Artikel, pengaturan: Pengaturan, site: string): JsonLd {
  const image = artikel.gambar_artikel
    ? absoluteUrl(
        defaultSource({
          file_path: artikel.gambar_artikel,
          width: artikel.gambar_artikel_width ?? 0,
          height: artikel.gambar_artikel_height ?? 0,
        }),
        site,
      )
    : pengaturan.logo && absoluteUrl(pengaturan.logo, site);
  const url = absoluteUrl(`/artikel/${artikel.id_artikel}`, site);
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    // Search engines show at most 110 characters of a headline.
    headline: clampText(artikel.judul_artikel, 110),
    description: articleDescription(artikel, pengaturan.nama_gereja),
    datePublished: wibIsoDateTime(artikel.tanggal_artikel),
    dateModified: wibIsoDateTime(artikel.updated_at ?? artikel.tanggal_artikel),
    author: { '@type': 'Person', name: artikel.author },
    image: image ? [image] : undefined,
    publisher: churchOrganization(pengaturan, site),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: artikel.jenis_artikel,
    inLanguage: 'id',
  };
}

/** A bulletin page: an Article of the church itself, dated its Sunday, with its PDF when there is one. */
export function bulletinJsonLd(warta: WartaJemaat, pengaturan: Pengaturan, site: string): JsonLd {
  const url = absoluteUrl(`/warta/${warta.id_warta}`, site);
  const church = churchOrganization(pengaturan, site);
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: clampText(warta.judul_warta, 110),
    description: bulletinDescription(
      warta.isi_warta,
      formatTanggalSingkat(warta.tanggal_warta),
      pengaturan.nama_gereja,
    ),
    datePublished: wibIsoDateTime(`${warta.tanggal_warta} 00:00:00`),
    dateModified: wibIsoDateTime(warta.updated_at),
    author: church,
    image: pengaturan.logo ? [absoluteUrl(pengaturan.logo, site)] : undefined,
    publisher: church,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: 'Warta Jemaat',
    associatedMedia: warta.berkas_pdf
      ? {
          '@type': 'MediaObject',
          contentUrl: absoluteUrl(warta.berkas_pdf, site),
          encodingFormat: 'application/pdf',
        }
      : undefined,
    inLanguage: 'id',
  };
}

/**
 * The JSON text for a `<script type="application/ld+json">`: `<` escaped so no text of the content can
 * close the element, undefined fields dropped.
 */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
