// `npm run bench:live`: the time from a save to its new HTML served, alone: at demo size and at 3,000 pages,
// five saves each against a server that publishes (its quiet period, the fast release, the swap), after a
// cold build that kept its renderer. Minutes, not the whole bench.
import path from 'node:path';
import { todayInJakarta } from '@gkj/seed/dates';
import { benchAlone, largeData } from './alone.ts';
import { createBenchData } from './data.ts';
import { signIn, startServer } from './server.ts';
import { coldBuild, median, saveToLive } from './site.ts';
import { renderTable, saveToLiveRows } from './table.ts';

await benchAlone(async (context) => {
  const { databaseServer, workDir, images, progress } = context;
  const demo = await createBenchData(databaseServer.url, 'gkj_bench_demo', {
    large: false,
    images,
    today: todayInJakarta(),
  });
  const large = await largeData(context, '3.000 halaman');
  const measure = async (databaseUrl: string, name: string, id: number) => {
    const site = { databaseUrl, workDir, siteDir: path.join(workDir, `site-${name}`) };
    const cold = await startServer({ ...site, publish: false });
    try {
      progress(`Situs ${name}: build dingin…`);
      const build = await coldBuild(cold);
      progress(`  ${build.seconds.toFixed(1)} s, ${build.pages} halaman`);
    } finally {
      await cold.close();
    }
    const server = await startServer({ ...site, publish: true });
    try {
      progress(`Situs ${name}: simpan → tayang, 5 kali…`);
      const runs = await saveToLive(server, (await signIn(server.url)).token, id);
      progress(`  ${runs.map((run) => run.seconds.toFixed(2)).join(', ')} s`);
      return runs;
    } finally {
      await server.close();
    }
  };
  const demoRuns = await measure(demo.databaseUrl, 'demo', 1);
  const largeRuns = await measure(large.databaseUrl, 'besar', Math.ceil(large.counts.artikel / 2) + 1);
  console.log(
    renderTable(saveToLiveRows(demoRuns, largeRuns, large.counts.artikel + large.counts.kegiatan, median)),
  );
});
