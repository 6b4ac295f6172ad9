// The frame of the bench's commands that measure one part alone (bench:pages, bench:serve, bench:members,
// bench:memory): progress lines timed from the start, the bench's database server and a temporary work folder
// with its own images; a failure is printed with its stack and sets the exit code, and the folder and the
// server go away at the end whatever happened.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ImageStore } from '@gkj/api';
import type { DatabaseServer } from '@gkj/db';
import { todayInJakarta } from '@gkj/seed/dates';
import { benchImages, createBenchData, openBenchServer } from './data.ts';
import { type BenchServer, startServer } from './server.ts';
import { type BuildFigures, coldBuild } from './site.ts';

export const root = path.resolve(import.meta.dirname, '..', '..');

/** Progress on stderr, each line with the seconds since `started`. */
export function progressFrom(started: number): (line: string) => void {
  return (line) =>
    console.error(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
}

/** A failed bench run: the stack on stderr and a failing exit code, without throwing past the clean-up. */
export function reportFailure(error: unknown): void {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
}

export interface AloneContext {
  databaseServer: DatabaseServer;
  workDir: string;
  images: ImageStore;
  progress: (line: string) => void;
}

export async function benchAlone(work: (context: AloneContext) => Promise<void>): Promise<void> {
  const progress = progressFrom(performance.now());
  const databaseServer = await openBenchServer(root);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'gkj-bench-'));
  try {
    await work({ databaseServer, workDir, images: benchImages(workDir), progress });
  } catch (error) {
    reportFailure(error);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
    await databaseServer.stop();
  }
}

/** The first id the API publishes of a resource: a page of that type to measure. */
export async function firstId(baseUrl: string, resource: string, field: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/publikasi/${resource}`);
  const { data } = (await response.json()) as { data: Record<string, number>[] };
  if (!data[0]) throw new Error(`Data demo tidak berisi ${resource}.`);
  return data[0][field];
}

/** The demo content, freshly made, served with a cold build of its site (what bench:pages and bench:serve weigh). */
export async function withDemoSite(
  { databaseServer, workDir, images, progress }: AloneContext,
  work: (server: BenchServer, build: BuildFigures) => Promise<void>,
): Promise<void> {
  progress('Data: database demo…');
  const prefix = process.env.BENCH_DATABASE_PREFIX ?? 'gkj_bench';
  const demo = await createBenchData(databaseServer.url, `${prefix}_demo`, {
    large: false,
    images,
    today: todayInJakarta(),
  });
  const server = await startServer({
    databaseUrl: demo.databaseUrl,
    workDir,
    siteDir: path.join(workDir, 'site'),
    publish: false,
  });
  try {
    progress('Situs demo: build dingin…');
    const build = await coldBuild(server);
    progress(`  ${build.seconds.toFixed(1)} s, ${build.pages} halaman`);
    await work(server, build);
  } finally {
    await server.close();
  }
}

/** The large data set (3,000 pages, 20,000 members…), made afresh; `what` says which part of it is weighed. */
export async function largeData({ databaseServer, images, progress }: AloneContext, what: string) {
  progress(`Data: database besar (${what})…`);
  const large = await createBenchData(databaseServer.url, 'gkj_bench_large', {
    large: true,
    images,
    today: todayInJakarta(),
  });
  progress(`Data siap dalam ${large.seconds.toFixed(1)} s`);
  return large;
}
