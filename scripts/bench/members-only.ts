// `npm run bench:members`: the members section of the bench alone, on the same large data set (built fresh),
// printed in the bench's table style.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createImageStore } from '../../api/src/app.ts';
import { todayInJakarta } from '../../db/seed/dates.ts';
import { createBenchData, openBenchServer } from './data.ts';
import { benchMembers, benchStatistics, type MemberFigures, memberRows } from './members.ts';
import { signIn, startServer } from './server.ts';
import { renderTable } from './table.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const started = performance.now();
const progress = (line: string) =>
  console.error(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

const databaseServer = await openBenchServer(root);
const workDir = mkdtempSync(path.join(os.tmpdir(), 'gkj-bench-'));
try {
  const images = createImageStore(path.join(workDir, 'uploads'), path.join(workDir, 'private-uploads'));
  progress('Data: database besar (20.000 jemaat)…');
  const large = await createBenchData(databaseServer.url, 'gkj_bench_large', {
    large: true,
    images,
    today: todayInJakarta(),
  });
  progress(`Data siap dalam ${large.seconds.toFixed(1)} s`);
  const options = {
    databaseUrl: large.databaseUrl,
    workDir,
    siteDir: path.join(workDir, 'site'),
    publish: false,
  };
  // The pastor's account: the member screens are theirs too, and it signs in with a password alone.
  const token = async (url: string) => (await signIn(url, 'pendeta')).token;
  const server = await startServer(options);
  let figures: MemberFigures;
  try {
    figures = await benchMembers(server.url, await token(server.url), progress);
  } finally {
    await server.close();
  }
  const uncachedServer = await startServer({ ...options, env: { READ_CACHE_MS: '0' } });
  try {
    figures.uncached = await benchStatistics(uncachedServer.url, await token(uncachedServer.url), progress);
  } finally {
    await uncachedServer.close();
  }
  console.log(renderTable(memberRows(figures, large.counts.jemaat)));
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  rmSync(workDir, { recursive: true, force: true });
  await databaseServer.stop();
}
