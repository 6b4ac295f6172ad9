// 'Tambahkan ke Kalender' and 'Petunjuk Arah' on the real site, at both viewports: the schedule modal's
// subscription and per-service links, an activity page's links, the church cards' directions (the map
// application on a phone, OpenStreetMap on a desktop), and the files those links fetch, read by a real
// iCalendar parser. The structured data and the RSS feed of the demo site are read as well.
import type { KegiatanLengkap, PublikasiKegiatan, UpcomingList } from '@gkj/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lokasiSlug } from '../../src/lib/lokasi.ts';
import { jsonLdBlocks, parseCalendar, parseRss, schemaProblems } from '../support/feeds.ts';
import { hydrated } from './page-reads.ts';
import { api, siteContent } from './site-api.ts';
import { closePage, openPage, seriousViolations, sharedBrowser, siteUrl, VIEWPORTS } from './support.ts';

const browser = sharedBrowser();
const konten = await siteContent();
const host = new URL(siteUrl('/')).host;
const induk = konten.gereja[0];

/** A coming activity held in one of the churches: the demo data has several. */
const activity = (await api<PublikasiKegiatan>('/api/publikasi/kegiatan')).data.find(
  (row: KegiatanLengkap) =>
    row.jam_kegiatan_gereja &&
    konten.gereja.some((gereja) => row.tempat_kegiatan_gereja?.includes(gereja.nama_gereja)),
);
const activityChurch = konten.gereja.find((gereja) =>
  activity?.tempat_kegiatan_gereja?.includes(gereja.nama_gereja),
);

/** A file of the site as a calendar application fetches it. */
async function calendarFile(path: string) {
  const response = await fetch(siteUrl(path));
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type'), path).toBe('text/calendar; charset=utf-8');
  return parseCalendar(await response.text());
}

const touch = (mobile: boolean) => ({ hasTouch: mobile, isMobile: mobile });

describe.each(VIEWPORTS)('calendar links and directions at $name', (viewport) => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(browser(), viewport, '/', touch(viewport.mobile));
  });
  afterAll(() => closePage(page));

  it("offers the church's calendar and each service's in the schedule modal", async () => {
    await hydrated(page, 'ScheduleCards');
    const rows = await api<UpcomingList>(`/api/jadwal-ibadah-lokasi/${encodeURIComponent(induk.lokasi)}`);
    await page.getByRole('button', { name: `Jadwal Terdekat ${induk.lokasi}` }).click();
    const dialog = page.getByRole('dialog', { name: `${induk.lokasi} - Jadwal Ibadah Terdekat` });
    await dialog.locator('.schedule-item').first().waitFor();
    await dialog.getByText('Tambahkan ke Kalender').waitFor();
    const feed = `/kalender/${lokasiSlug(induk.lokasi)}.ics`;
    const subscribe = dialog.getByRole('link', { name: `Langganan kalender ${induk.lokasi}` });
    expect(await subscribe.getAttribute('href')).toBe(`webcal://${host}${feed}`);
    expect(await dialog.getByRole('link', { name: 'Unduh semua (.ics)' }).getAttribute('href')).toBe(feed);
    // The church's feed holds every service the modal lists, under the services' own ids.
    const uids = (await calendarFile(feed)).events.map((event) => event.uid);
    for (const row of rows) expect(uids).toContain(`jadwal-${row.id_jadwal_ibadah}@${host}`);

    const first = rows[0];
    const item = dialog.locator('.schedule-item').first();
    const google = await item.getByRole('link', { name: /^Google Kalender/ }).getAttribute('href');
    const day = first.tanggal_ibadah.slice(0, 10).replaceAll('-', '');
    const time = first.tanggal_ibadah.slice(11, 16).replace(':', '');
    expect(google).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/);
    expect(new URL(google ?? '').searchParams.get('dates')).toMatch(new RegExp(`^${day}T${time}00/`));
    const download = await item.getByRole('link', { name: /^Unduh \.ics/ }).getAttribute('href');
    const own = await calendarFile(download ?? '');
    expect(own.events.map((event) => [event.uid, event.summary])).toEqual([
      [`jadwal-${first.id_jadwal_ibadah}@${host}`, `${first.nama_ibadah} – ${induk.lokasi}`],
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Tutup' }).click();
  });

  it('gives an activity held in a church its calendar links and directions to that church', async () => {
    expect(activity && activityChurch, 'kegiatan demo di salah satu gereja').toBeTruthy();
    if (!activity || !activityChurch) return;
    const detail = await openPage(
      browser(),
      viewport,
      `/kegiatan/${activity.id_kegiatan_gereja}`,
      touch(viewport.mobile),
    );
    try {
      const calendar = detail.locator('.add-calendar');
      expect(await calendar.getByRole('heading', { name: 'Tambahkan ke Kalender' }).isVisible()).toBe(true);
      expect(
        await calendar
          .getByRole('link', { name: `Langganan kalender ${activityChurch.lokasi}` })
          .getAttribute('href'),
      ).toBe(`webcal://${host}/kalender/${lokasiSlug(activityChurch.lokasi)}.ics`);
      const download = await calendar.getByRole('link', { name: 'Unduh .ics' }).getAttribute('href');
      const [event] = (await calendarFile(download ?? '')).events;
      expect([event.uid, event.summary]).toEqual([
        `kegiatan-${activity.id_kegiatan_gereja}@${host}`,
        activity.nama_kegiatan_gereja,
      ]);
      expect(await calendar.getByRole('link', { name: 'Google Kalender' }).getAttribute('href')).toMatch(
        /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=/,
      );
      await expectDirections(detail, activityChurch, viewport.mobile);
      expect(await seriousViolations(detail)).toEqual([]);
    } finally {
      await closePage(detail);
    }
  });

  it('gives every church card its directions', async () => {
    const gallery = await openPage(browser(), viewport, '/galeri-gereja', touch(viewport.mobile));
    try {
      for (const gereja of konten.gereja) await expectDirections(gallery, gereja, viewport.mobile);
      expect(await seriousViolations(gallery)).toEqual([]);
    } finally {
      await closePage(gallery);
    }
  });
});

/** On a phone the map application (geo:) and OpenStreetMap; on a desktop OpenStreetMap alone. */
async function expectDirections(
  page: Page,
  church: { nama_gereja: string; latitude: number | null; longitude: number | null },
  mobile: boolean,
) {
  const { latitude, longitude } = church;
  expect(latitude !== null && longitude !== null, church.nama_gereja).toBe(true);
  const app = page.getByRole('link', { name: `Petunjuk arah ke ${church.nama_gereja} di aplikasi peta` });
  const osm = page.getByRole('link', { name: `Petunjuk arah ke ${church.nama_gereja} di OpenStreetMap` });
  expect(await osm.isVisible(), church.nama_gereja).toBe(true);
  expect(await osm.getAttribute('href')).toBe(
    `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`,
  );
  if (mobile) {
    expect(await app.isVisible(), church.nama_gereja).toBe(true);
    expect(await app.getAttribute('href')).toMatch(new RegExp(`^geo:${latitude},${longitude}\\?q=`));
    const box = await app.boundingBox();
    expect(box?.height, 'a thumb-sized target').toBeGreaterThanOrEqual(40);
  } else {
    expect(await app.count()).toBe(0);
  }
}

describe('structured data and the news feed of the demo site', () => {
  it('describes the five churches with their positions and Sunday services', async () => {
    const html = await (await fetch(siteUrl('/'))).text();
    const [graph] = jsonLdBlocks(html);
    expect(schemaProblems(graph)).toEqual([]);
    const churches = (graph['@graph'] as Record<string, unknown>[]).filter(
      (node) => node['@type'] === 'Church',
    );
    expect(churches.map((church) => church.name)).toEqual(konten.gereja.map((gereja) => gereja.nama_gereja));
    expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
  });

  it('serves /rss.xml with the newest articles, activities and bulletins', async () => {
    const response = await fetch(siteUrl('/rss.xml'));
    expect(response.status).toBe(200);
    // Read by a feed parser, as a feed reader reads it, after a strict XML check.
    const channel = parseRss(await response.text());
    expect(channel.title).toBe(konten.pengaturan.nama_gereja);
    expect(channel.self).toBe(siteUrl('/rss.xml'));
    expect(channel.items.length).toBeGreaterThan(5);
    expect(channel.items.length).toBeLessThanOrEqual(30);
    for (const item of channel.items) {
      expect(item.title && item.description, item.link).toBeTruthy();
      expect(item.guid).toBe(item.link);
      expect(new URL(item.link).origin).toBe(new URL(siteUrl('/')).origin);
    }
    const times = channel.items.map((item) => item.pubDate.getTime());
    expect(times).toEqual(times.toSorted((a, b) => b - a));
    // Each kind of content is there, under its own address and category.
    const categoryOf: Record<string, string> = {
      artikel: 'Artikel',
      kegiatan: 'Kegiatan',
      warta: 'Warta Jemaat',
    };
    const kinds = channel.items.map((item) => new URL(item.link).pathname.split('/')[1]);
    expect([...new Set(kinds)].sort()).toEqual(Object.keys(categoryOf));
    channel.items.forEach((item, index) => {
      expect(item.categories[0], item.link).toBe(categoryOf[kinds[index]]);
    });
  });
});
