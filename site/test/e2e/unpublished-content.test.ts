// What a real release holds of content that is not public: drafts, items under review and future
// schedules are in no page, not in rss.xml, the calendars or the search index, while a published article
// and activity built beside them are; unpublishing those two takes them out of the next release. Two builds
// in all, read as files (no browser): the first with everything present, the second after the unpublish,
// which leaves the release as the set-up built it for the other files.
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { ArtikelSaved, KegiatanSaved, StatusKonten, WartaSaved } from '@gkj/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseCalendar, parseRss } from '../support/feeds.ts';
import { indexedPages } from '../support/search-index.ts';
import { adminWrite, createThroughApi, deleteThroughApi, rebuildLiveSite } from './site-api.ts';
import { siteUrl } from './support.ts';

/** WIB wall-clock time `days` from now: 'YYYY-MM-DDTHH:MM', as the form sends it. */
const wibIn = (days: number) =>
  new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 16);

// Each item's title carries a word no demo text has, so any trace of it in the release is found.
const STATUSES = {
  terbit: { artikel: 'Kenari', kegiatan: 'Bintaro' },
  draf: { artikel: 'Cendana', kegiatan: 'Angsana' },
  tinjauan: { artikel: 'Meranti', kegiatan: 'Flamboyan' },
  terjadwal: { artikel: 'Trembesi', kegiatan: 'Kenanga' },
} satisfies Record<StatusKonten, { artikel: string; kegiatan: string }>;
const DRAFT_BULLETIN = 'Tanjung';
const HIDDEN = (['draf', 'tinjauan', 'terjadwal'] as const).flatMap((status) =>
  Object.values(STATUSES[status]),
);

const articleBody = (word: string) => ({
  judul_artikel: `Renungan ${word}`,
  jenis_artikel: 'renungan',
  isi_artikel: `Pohon ${word} tumbuh di halaman gereja.`,
});
// Within the calendars' window, which keeps activities from 30 days ago on.
const activityBody = (word: string) => ({
  nama_kegiatan_gereja: `Kerja Bakti ${word}`,
  waktu_kegiatan_gereja: wibIn(14).slice(0, 10),
  tempat_kegiatan_gereja: 'Halaman gereja',
  deskripsi_kegiatan_gereja: `Menanam pohon ${word}.`,
});
const statusOf = (status: StatusKonten) => ({
  status,
  ...(status === 'terjadwal' && { terbit_pada: wibIn(1) }),
});

const ids = { artikel: {} as Record<string, number>, kegiatan: {} as Record<string, number> };
const created: string[] = [];
let releaseHoldsPublished = false;

beforeAll(async () => {
  for (const [status, words] of Object.entries(STATUSES) as [StatusKonten, typeof STATUSES.terbit][]) {
    const artikel = await createThroughApi<ArtikelSaved>('/api/artikel', {
      ...articleBody(words.artikel),
      ...statusOf(status),
    });
    ids.artikel[status] = artikel.id_artikel;
    created.push(`/api/artikel/${artikel.id_artikel}`);
    const kegiatan = await createThroughApi<KegiatanSaved>('/api/kegiatan-gereja', {
      ...activityBody(words.kegiatan),
      ...statusOf(status),
    });
    ids.kegiatan[status] = kegiatan.id_kegiatan_gereja;
    created.push(`/api/kegiatan-gereja/${kegiatan.id_kegiatan_gereja}`);
  }
  const warta = await createThroughApi<WartaSaved>('/api/warta-jemaat', {
    tanggal_warta: '2031-01-05',
    judul_warta: `Warta ${DRAFT_BULLETIN}`,
    isi_warta: `Pohon ${DRAFT_BULLETIN} di depan gereja.`,
    status: 'draf',
  });
  created.push(`/api/warta-jemaat/${warta.id_warta}`);
  await rebuildLiveSite();
  releaseHoldsPublished = true;
}, 180_000);

afterAll(async () => {
  await deleteThroughApi(created);
  // Only when the unpublish below did not run: the other files see the release as the set-up built it.
  if (releaseHoldsPublished) await rebuildLiveSite();
}, 180_000);

/** The live release's folder, as the server serves it now. */
const release = () => realpathSync(path.join(inject('siteDir'), 'current'));
const file = (name: string) => readFileSync(path.join(release(), name), 'utf8');

/** Every text the release holds, by file: pages, feeds, calendars, the sitemap, and the search fragments. */
function releaseTexts(): Map<string, string> {
  const root = release();
  const texts = new Map<string, string>();
  for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(root, name);
    if (/\.pf_fragment$/.test(name)) texts.set(name, gunzipSync(readFileSync(full)).toString('utf8'));
    else if (/\.(html|xml|ics|json|txt|webmanifest)$/.test(name)) texts.set(name, readFileSync(full, 'utf8'));
  }
  return texts;
}

/** The files that name `word`. */
const naming = (texts: Map<string, string>, word: string) =>
  [...texts].filter(([, text]) => text.includes(word)).map(([name]) => name);

/** The calendar feeds (all churches, and each one's). */
const feeds = () => readdirSync(path.join(release(), 'kalender')).filter((name) => name.endsWith('.ics'));

const rssTitles = () => parseRss(file('rss.xml')).items.map((item) => String(item.title));
const calendarSummaries = () =>
  feeds().flatMap((name) => parseCalendar(file(`kalender/${name}`)).events.map((event) => event.summary));
const indexedUrls = () => indexedPages(release()).map((page) => page.url);

const pageFiles = (status: StatusKonten) => [
  `artikel/${ids.artikel[status]}/index.html`,
  `kegiatan/${ids.kegiatan[status]}/index.html`,
  `kalender/kegiatan/${ids.kegiatan[status]}.ics`,
];
const pageUrls = (status: StatusKonten) => [
  `/artikel/${ids.artikel[status]}/`,
  `/kegiatan/${ids.kegiatan[status]}/`,
];

async function served(url: string) {
  const response = await fetch(siteUrl(url));
  return { status: response.status, body: await response.text() };
}

describe('a release built with unpublished content present', () => {
  it('leaves drafts, items under review and future schedules out of its pages, rss.xml, calendars and search', async () => {
    // The published pair is there, in each place the hidden ones are looked for.
    const published = STATUSES.terbit;
    for (const name of pageFiles('terbit')) expect(existsSync(path.join(release(), name)), name).toBe(true);
    expect(rssTitles()).toEqual(
      expect.arrayContaining([`Renungan ${published.artikel}`, `Kerja Bakti ${published.kegiatan}`]),
    );
    expect(feeds()).toContain('semua.ics');
    expect(parseCalendar(file('kalender/semua.ics')).events.map((event) => event.summary)).toContain(
      `Kerja Bakti ${published.kegiatan}`,
    );
    expect(indexedUrls()).toEqual(expect.arrayContaining(pageUrls('terbit')));

    for (const status of ['draf', 'tinjauan', 'terjadwal'] as const) {
      for (const name of pageFiles(status)) {
        expect(existsSync(path.join(release(), name)), name).toBe(false);
      }
      for (const url of pageUrls(status)) {
        expect(indexedUrls()).not.toContain(url);
        expect((await served(url)).status, url).toBe(404);
      }
    }
    for (const word of [...HIDDEN, DRAFT_BULLETIN]) {
      expect(rssTitles().filter((title) => title.includes(word))).toEqual([]);
      expect(calendarSummaries().filter((summary) => summary.includes(word))).toEqual([]);
    }
    // Nor anywhere else: the lists, the home page, the sitemap, the search fragments.
    const texts = releaseTexts();
    expect(naming(texts, published.artikel).length).toBeGreaterThan(0);
    for (const word of [...HIDDEN, DRAFT_BULLETIN]) expect(naming(texts, word), word).toEqual([]);
  });

  it('takes an article and an activity out of the next release once they are unpublished', async () => {
    const published = STATUSES.terbit;
    await adminWrite(
      'PUT',
      `/api/artikel/${ids.artikel.terbit}`,
      { ...articleBody(published.artikel), status: 'draf' },
      200,
    );
    await adminWrite(
      'PUT',
      `/api/kegiatan-gereja/${ids.kegiatan.terbit}`,
      { ...activityBody(published.kegiatan), status: 'draf' },
      200,
    );
    await rebuildLiveSite();
    releaseHoldsPublished = false;

    for (const name of pageFiles('terbit')) expect(existsSync(path.join(release(), name)), name).toBe(false);
    for (const url of pageUrls('terbit')) {
      const page = await served(url);
      expect(page.status, url).toBe(404);
      expect(page.body).not.toContain(published.artikel);
      expect(page.body).not.toContain(published.kegiatan);
    }
    const words = Object.values(published);
    expect(rssTitles().filter((title) => words.some((word) => title.includes(word)))).toEqual([]);
    expect(calendarSummaries().filter((summary) => summary.includes(published.kegiatan))).toEqual([]);
    expect(indexedUrls().filter((url) => pageUrls('terbit').includes(url))).toEqual([]);
    const texts = releaseTexts();
    for (const word of words) expect(naming(texts, word), word).toEqual([]);
  }, 180_000);
});
