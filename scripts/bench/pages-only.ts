// `npm run bench:pages`: the page rows of the bench alone, on the demo content (a cold build of it): what a
// phone downloads per page type, whether it loads React or any script file (text pages must load neither),
// and Lighthouse's mobile scores (BENCH_LIGHTHOUSE_RUNS runs per page, 1 by default here). Minutes, not the
// bench's large data set.
import { launchBrowser } from '../e2e/browser.ts';
import { benchAlone, firstId, withDemoSite } from './alone.ts';
import { measurePageTypes, pageTypes } from './pages.ts';
import { pageRows, renderTable } from './table.ts';

const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 1);

await benchAlone((context) =>
  withDemoSite(context, async (server) => {
    const ids = {
      artikel: await firstId(server.url, 'artikel', 'id_artikel'),
      kegiatan: await firstId(server.url, 'kegiatan', 'id_kegiatan_gereja'),
      warta: await firstId(server.url, 'warta-jemaat', 'id_warta'),
    };
    context.progress(`Halaman: berat unduhan dan Lighthouse mobile (${LIGHTHOUSE_RUNS}× per halaman)…`);
    const browser = await launchBrowser();
    try {
      const pages = await measurePageTypes(
        browser,
        server.url,
        pageTypes(ids),
        LIGHTHOUSE_RUNS,
        context.progress,
      );
      console.log(renderTable(pageRows(pages)));
    } finally {
      await browser.close();
    }
  }),
);
