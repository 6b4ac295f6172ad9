// Page figures per page type: what a phone downloads on first load, in bytes as they crossed the wire
// (compressed bodies as the server sent them, headers counted in the total) through Debian's Chromium,
// and Lighthouse's mobile scores. Lighthouse
// runs as its own process, so its trace processing never slows the server it measures.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/browser.ts';
import { TEXT_PAGES } from '../site-check.ts';
import type { PageResult } from './table.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const LIGHTHOUSE = path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');
// Lighthouse reads the browser from CHROME_PATH; the same Chromium as the browser tests unless it is set.
const CHROMIUM = process.env.CHROME_PATH || CHROMIUM_EXECUTABLE;
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** What the home page may send a phone on first load: its JavaScript, and everything on the wire. */
export const HOME_JS_GOAL = 30 * 1024;
export const HOME_TRANSFER_GOAL = 100 * 1024;

export interface PageType {
  name: string;
  path: string;
}

export interface Weights {
  /** Bodies' bytes as transferred (after the server's compression), per kind, on first load. */
  html: number;
  css: number;
  js: number;
  images: number;
  /** Everything the page's requests received on the wire: bodies of every kind and response headers. */
  transferred: number;
  /** Whether the page loads React (text pages must not). */
  react: boolean;
  /** Script files the page loaded (text pages load none: their few lines are inline). */
  scripts: number;
  /** Requests to the API: a first load needs none, everything it shows was built into the page. */
  apiCalls: number;
}

export interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Runs of Lighthouse's performance audit per page while one core is kept busy (the median is kept). */
export const BUSY_CORE_RUNS = 3;

export function pageTypes(ids: { artikel: number; kegiatan: number; warta: number }): PageType[] {
  return [
    { name: 'beranda', path: '/' },
    { name: 'profile (sejarah)', path: '/profile' },
    { name: 'galeri-gereja', path: '/galeri-gereja' },
    { name: 'profil-pendeta', path: '/profil-pendeta' },
    { name: 'visi-misi', path: '/visi-misi' },
    { name: 'struktur-kemajelisan', path: '/struktur-kemajelisan' },
    { name: 'susunan-organisasi', path: '/susunan-organisasi' },
    { name: 'kegiatan (daftar)', path: '/kegiatan' },
    { name: 'kegiatan/:id', path: `/kegiatan/${ids.kegiatan}` },
    { name: 'artikel/:id', path: `/artikel/${ids.artikel}` },
    // The only page that loads the search index, with a search that finds several pages.
    { name: 'cari (hasil pencarian)', path: '/cari?q=gereja' },
    { name: 'warta (daftar)', path: '/warta' },
    { name: 'warta/:id', path: `/warta/${ids.warta}` },
  ];
}

/** The pages of text alone (and the articles): they must ship no React and no script file. */
export function isTextPage(path: string): boolean {
  return TEXT_PAGES.includes(path) || /^\/(artikel|warta)\//.test(path);
}

const REACT_BUNDLE = /\/_astro\/(?:react|react-dom|client)\.[\w-]+\.js$/;

/**
 * Loads `url` in a fresh phone-sized context and sums what it downloaded until the network was quiet.
 * `storage` is put in localStorage first (an admin session).
 */
export async function weigh(
  browser: Browser,
  url: string,
  storage?: Record<string, string>,
): Promise<Weights> {
  const context = await browser.newContext(PHONE);
  if (storage) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
  }
  const page = await context.newPage();
  const weights: Weights = {
    html: 0,
    css: 0,
    js: 0,
    images: 0,
    transferred: 0,
    react: false,
    scripts: 0,
    apiCalls: 0,
  };
  const pending: Promise<void>[] = [];
  // Counted as they are made: one that fails or never ends still counts.
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) weights.apiCalls += 1;
  });
  // Sizes are known once a request has finished; `responseBodySize` is the encoded body as received.
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    pending.push(
      request
        .sizes()
        .then(({ responseBodySize: body, responseHeadersSize: headers }) => {
          weights.transferred += body + headers;
          if (type === 'document') weights.html += body;
          else if (type === 'stylesheet') weights.css += body;
          else if (type === 'script') {
            weights.js += body;
            weights.scripts += 1;
            if (REACT_BUNDLE.test(new URL(request.url()).pathname)) weights.react = true;
          } else if (type === 'image') weights.images += body;
        })
        .catch(() => {}),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await Promise.all(pending);
  } finally {
    await context.close();
  }
  return weights;
}

interface LighthouseJson {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

/**
 * `runs` Lighthouse runs of the page; performance and its metrics from the run with the median performance
 * score, as Lighthouse's own guidance on variability advises: on a small machine the blocking time of the
 * same page varies by a few hundred milliseconds from run to run. Accessibility, best practices and SEO do
 * not vary, so only the first run audits them and the others measure performance alone (quicker). A run
 * that fails (Chromium's trace recording sometimes does) is tried once more before the page is reported
 * as failed.
 */
export async function lighthouseMedian(
  url: string,
  runs: number,
  { performanceOnly = false } = {},
): Promise<Scores> {
  const attempt = (all: boolean) => lighthouse(url, all).catch(() => lighthouse(url, all));
  const first = await attempt(!performanceOnly);
  const timings = [first];
  for (let run = 1; run < runs; run++) timings.push(await attempt(false));
  const median = timings.sort((a, b) => a.performance - b.performance)[Math.floor((timings.length - 1) / 2)];
  return {
    ...median,
    accessibility: first.accessibility,
    bestPractices: first.bestPractices,
    seo: first.seo,
  };
}

/**
 * Lighthouse's mobile run (its defaults: simulated slow 4G and a slowed CPU) in Debian's Chromium: all four
 * categories, or performance alone.
 */
function lighthouse(url: string, allCategories: boolean): Promise<Scores> {
  const args = [
    LIGHTHOUSE,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--only-categories=${allCategories ? 'performance,accessibility,best-practices,seo' : 'performance'}`,
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-2000);
    });
    child.once('error', reject);
    child.once('close', (code) => {
      try {
        const report = JSON.parse(Buffer.concat(chunks).toString('utf8')) as LighthouseJson;
        const score = (key: keyof LighthouseJson['categories']) =>
          Math.round((report.categories[key]?.score ?? 0) * 100);
        resolve({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbtMs: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        });
      } catch {
        reject(new Error(`Lighthouse gagal (kode ${code}) untuk ${url}: ${stderr}`));
      }
    });
  });
}

/**
 * Runs `work` while a child process keeps one core busy, as another visitor's request or a site build
 * would on the small server the site runs on.
 */
export async function withBusyCore<T>(work: () => Promise<T>): Promise<T> {
  const burner = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  try {
    return await work();
  } finally {
    burner.kill('SIGKILL');
  }
}

/** Weighs every page type and takes its Lighthouse scores (`runs` runs, the median kept). */
export async function measurePageTypes(
  browser: Browser,
  baseUrl: string,
  types: PageType[],
  runs: number,
  progress: (line: string) => void,
): Promise<PageResult[]> {
  const pages: PageResult[] = [];
  for (const type of types) {
    const url = baseUrl + type.path;
    const weights = await weigh(browser, url);
    const textPage = isTextPage(type.path);
    const load = os.loadavg()[0];
    try {
      const scores = await lighthouseMedian(url, runs);
      const busyCore = await withBusyCore(() =>
        lighthouseMedian(url, BUSY_CORE_RUNS, { performanceOnly: true }),
      );
      pages.push({ ...type, weights, textPage, load, scores, busyCore });
    } catch (error) {
      const message = (error as Error).message.slice(0, 200);
      pages.push({ ...type, weights, textPage, load, scores: null, busyCore: null, error: message });
    }
    const result = pages.at(-1);
    progress(
      `  ${type.name}: JS ${(weights.js / 1024).toFixed(1)} KB, skor ${JSON.stringify(result?.scores)}, ` +
        `1 inti sibuk ${JSON.stringify(result?.busyCore)}`,
    );
  }
  return pages;
}
