// Site figures: a cold build (empty site folder and cache), a rebuild after one edit, and the time from an
// admin save to the new HTML being served by the running server (publisher on), median of five.
import { rmSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { rebuildSite } from '../rebuild-site.ts';
import type { BenchServer } from './server.ts';

export interface BuildFigures {
  seconds: number;
  pages: number;
  pagesPerSecond: number;
  /** Peak resident memory of the `astro build` process, as the build reports it. */
  peakMb: number | null;
  /** Pages Astro took from its incremental cache instead of rendering. */
  restored: number;
  /** The hook's own account of where the time went. */
  phases: string[];
}

const PEAK = /Memori puncak build: (\d+) MB/;

/** One run of the rebuild hook against the server, with its output kept for the peak-memory line. */
export async function measuredBuild(server: BenchServer): Promise<BuildFigures> {
  const output = new PassThrough();
  let text = '';
  let restored = 0;
  output.on('data', (chunk) => {
    const part = chunk.toString();
    restored += part.match(/\(restored\)|\(cached\)/g)?.length ?? 0;
    text = (text + part).slice(-20_000);
  });
  const phases: string[] = [];
  const started = performance.now();
  // SITE_URL as the publisher's builds see it (the environment), so both share one page cache.
  const result = await rebuildSite({
    siteDir: server.config.siteDir,
    apiUrl: server.url,
    output,
    log: (line) => phases.push(line),
  }).catch((error: Error) => {
    throw new Error(`${error.message}\n${text.slice(-3000)}`);
  });
  const seconds = (performance.now() - started) / 1000;
  const pages = result.halaman ?? 0;
  const peak = PEAK.exec(text);
  const peakMb = peak ? Number(peak[1]) : null;
  return { seconds, pages, pagesPerSecond: pages / seconds, peakMb, restored, phases };
}

/** A build from nothing: no release, no content store, no page cache. */
export function coldBuild(server: BenchServer): Promise<BuildFigures> {
  rmSync(server.config.siteDir, { recursive: true, force: true });
  return measuredBuild(server);
}

interface ArtikelRow {
  judul_artikel: string;
  jenis_artikel: string;
  isi_artikel: string;
  ayat_alkitab: string | null;
  catatan_artikel: string | null;
  id_kegiatan_gereja: number | null;
  updated_at: string;
}

/** Saves a new title for the article the way the admin form does (multipart PUT). */
export async function saveTitle(baseUrl: string, token: string, id: number, title: string): Promise<void> {
  const current = (await (await fetch(`${baseUrl}/api/artikel/${id}`)).json()) as ArtikelRow;
  const form = new FormData();
  form.set('judul_artikel', title);
  form.set('jenis_artikel', current.jenis_artikel);
  form.set('isi_artikel', current.isi_artikel);
  form.set('ayat_alkitab', current.ayat_alkitab ?? '');
  form.set('catatan_artikel', current.catatan_artikel ?? '');
  form.set('id_kegiatan_gereja', current.id_kegiatan_gereja ? String(current.id_kegiatan_gereja) : '');
  form.set('updated_at', current.updated_at);
  const response = await fetch(`${baseUrl}/api/artikel/${id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok)
    throw new Error(`Menyimpan artikel ${id} gagal: ${response.status} ${await response.text()}`);
}

async function pageShows(url: string, text: string): Promise<boolean> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  return response.ok && (await response.text()).includes(text);
}

/** Waits until the publisher has nothing queued or building. */
async function publisherIdle(server: BenchServer, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const busy = await server.app.db
      .selectFrom('site_build')
      .select('id_build')
      .where('status', 'in', ['queued', 'building'])
      .executeTakeFirst();
    if (!busy) return;
    await sleep(200);
  }
  throw new Error('Publisher tidak selesai membangun dalam batas waktu.');
}

export interface SaveToLive {
  /** From the save's request to the new HTML being served. */
  seconds: number;
  /** Of which: waiting for the publisher's quiet period to end, then the rebuild hook's run. */
  waitSeconds: number | null;
  hookSeconds: number | null;
}

/** WIB wall-clock stamps ('YYYY-MM-DD HH:MM:SS.mmm') as comparable milliseconds. */
const stampMs = (stamp: string | null | undefined) =>
  stamp ? Date.parse(`${stamp.replace(' ', 'T')}Z`) : Number.NaN;
const span = (from: number, to: number) => (Number.isNaN(to - from) ? null : (to - from) / 1000);

/** The quiet-period wait and the hook's run of the newest build, from its `site_build` row. */
async function lastBuildSpans(server: BenchServer) {
  const row = await server.app.db
    .selectFrom('site_build')
    .select(['requested_at', 'started_at', 'finished_at'])
    .orderBy('id_build', 'desc')
    .executeTakeFirst();
  const [requested, begun, finished] = [row?.requested_at, row?.started_at, row?.finished_at].map(stampMs);
  return { waitSeconds: span(requested, begun), hookSeconds: span(begun, finished) };
}

/** Each of `runs` saves, timed to the article page serving the new title (publisher on). */
export async function saveToLive(
  server: BenchServer,
  token: string,
  id: number,
  runs = 5,
): Promise<SaveToLive[]> {
  const results: SaveToLive[] = [];
  for (let run = 1; run <= runs; run++) {
    await publisherIdle(server, 300_000);
    const title = `Judul uji bench ${run} ${Date.now()}`;
    const started = performance.now();
    await saveTitle(server.url, token, id, title);
    const deadline = Date.now() + 300_000;
    while (!(await pageShows(`${server.url}/artikel/${id}`, title))) {
      if (Date.now() > deadline) throw new Error(`Artikel ${id} tidak tayang dalam 5 menit.`);
      await sleep(50);
    }
    const seconds = (performance.now() - started) / 1000;
    await publisherIdle(server, 300_000);
    results.push({ seconds, ...(await lastBuildSpans(server)) });
  }
  return results;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
