// A tiny but real stand-in for `astro build`, run by the rebuild hook through SITE_BUILD_COMMAND: it reads
// the same API and writes the same pages, in milliseconds. FAKE_BUILD_MODE picks a behaviour:
//   ok (default)  every page, each a complete document naming its release;
//   hang          some pages and half of one, writes its pid to FAKE_BUILD_PID_FILE, then waits to be killed;
//   fail          some pages, then exits 1 with an error on stderr;
//   incomplete    exits 0 but leaves out the article pages.
// With FAKE_BUILD_LOG it appends `start <ms> <pid>` and `end <ms> <pid>` lines to that file (the overlap
// check of several servers' builds); FAKE_BUILD_DELAY_MS makes each build take that long at least.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { FIXED_PAGES } from '@gkj/scripts/site-check';

const outDir = process.argv[process.argv.indexOf('--outDir') + 1];
const apiUrl = process.env.SITE_API_URL ?? '';
const mode = process.env.FAKE_BUILD_MODE ?? 'ok';
const release = path.basename(outDir);

export const fakePage = (title: string, release: string) =>
  `<!doctype html><html lang="id"><head><title>${title}</title></head><body><h1>${title}</h1><p>rilis ${release}</p></body></html>\n`;

function write(page: string, content: string) {
  const file = path.join(outDir, page);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function logStep(step: 'start' | 'end') {
  const file = process.env.FAKE_BUILD_LOG;
  if (file) appendFileSync(file, `${step} ${Date.now()} ${process.pid}\n`);
}

async function load<T>(resource: string): Promise<T[]> {
  const response = await fetch(new URL(`/api/publikasi/${resource}`, apiUrl));
  if (!response.ok) throw new Error(`API menjawab ${response.status}`);
  return ((await response.json()) as { data: T[] }).data;
}

if (import.meta.main) {
  logStep('start');
  await sleep(Number(process.env.FAKE_BUILD_DELAY_MS ?? 0));
  let artikel: { id_artikel: number; judul_artikel: string }[];
  let kegiatan: { id_kegiatan_gereja: number; nama_kegiatan_gereja: string }[];
  let warta: { id_warta: number; judul_warta: string }[];
  try {
    [artikel, kegiatan, warta] = await Promise.all([
      load<(typeof artikel)[0]>('artikel'),
      load<(typeof kegiatan)[0]>('kegiatan'),
      load<(typeof warta)[0]>('warta-jemaat'),
    ]);
  } catch (error) {
    console.error(`Build palsu: API tidak dapat dibaca di ${apiUrl} (${(error as Error).message}).`);
    process.exit(1);
  }

  for (const page of FIXED_PAGES) write(page, fakePage(page, release));
  if (mode === 'hang') {
    write('artikel/setengah/index.html', '<!doctype html><html><body><p>separuh');
    writeFileSync(
      process.env.FAKE_BUILD_PID_FILE ?? path.join(outDir, '..', 'fake.pid'),
      String(process.pid),
    );
    setInterval(() => {}, 60_000);
  } else if (mode === 'fail') {
    console.error('Build palsu: komponen Beranda rusak.');
    process.exit(1);
  } else {
    if (mode !== 'incomplete') {
      for (const a of artikel)
        write(`artikel/${a.id_artikel}/index.html`, fakePage(a.judul_artikel, release));
    }
    for (const k of kegiatan) {
      write(`kegiatan/${k.id_kegiatan_gereja}/index.html`, fakePage(k.nama_kegiatan_gereja, release));
    }
    for (const w of warta) write(`warta/${w.id_warta}/index.html`, fakePage(w.judul_warta, release));
    console.log(
      `Build palsu: ${artikel.length} artikel, ${kegiatan.length} kegiatan, ${warta.length} warta.`,
    );
    logStep('end');
  }
}
