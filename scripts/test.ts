// `npm test`: three stages, each timed, then one line `N passed, N failed` (and `, N skipped`).
//   checks   one incremental `tsc -b` over the project references, `astro check`, Biome
//   unit     the vitest projects db, api, site, admin against a real MariaDB
//   browser  the e2e project: Chromium against the real server
// The browser stage runs beside the other two (its output follows theirs): its files run one at a time
// and the unit tests mostly wait for the database, so together they keep both cores busy.
// `npm test -- --stage unit` (or checks, browser; repeatable) runs only those; other arguments go to vitest.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type DatabaseServer, openDatabaseServer } from '@gkj/db';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

const STAGES = ['checks', 'unit', 'browser'] as const;
type Stage = (typeof STAGES)[number];
/** Every TypeScript project, those others reference first (they alone are composite). */
const TS_PROJECTS = ['packages/contract', 'db', 'api', 'site', 'admin', 'scripts'];
/** The vitest projects of each testing stage. */
type TestStage = Exclude<Stage, 'checks'>;
const PROJECTS: Record<TestStage, string[]> = {
  unit: ['db', 'api', 'site', 'admin'],
  browser: ['e2e'],
};
/**
 * Test files at a time. Vitest's default on two cores is one; the API and database tests mostly wait
 * for MariaDB, so three keep the cores busy. The browser tests run one file at a time (their project).
 */
const WORKERS: Record<TestStage, string[]> = { unit: ['--maxWorkers=3'], browser: [] };

const { values, positionals } = parseArgs({
  options: { stage: { type: 'string', multiple: true } },
  allowPositionals: true,
  strict: false,
});
const chosen = (values.stage as string[] | undefined) ?? [...STAGES];
const unknown = chosen.filter((stage) => !STAGES.includes(stage as Stage));
if (unknown.length > 0) {
  console.error(`Tahap tidak dikenal: ${unknown.join(', ')}. Pilih dari: ${STAGES.join(', ')}.`);
  process.exit(2);
}
const stages = STAGES.filter((stage) => chosen.includes(stage));
const vitestArgs = positionals;

/** Where a command's output goes: the terminal, or kept to be shown once the terminal is free. */
type Output = 'terminal' | string[];

function run(
  label: string,
  command: string,
  args: string[],
  { env = process.env, output = 'terminal' }: { env?: NodeJS.ProcessEnv; output?: Output } = {},
): Promise<boolean> {
  const heading = `\n▶ ${label}\n`;
  if (output === 'terminal') process.stdout.write(heading);
  else output.push(heading);
  const child = spawn(command, args, {
    cwd: root,
    env: output === 'terminal' ? env : { ...env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    stdio: output === 'terminal' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  if (output !== 'terminal') {
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  }
  return new Promise((resolve) => {
    child.once('error', () => resolve(false));
    child.once('close', (code) => resolve(code === 0));
  });
}

const timings: { stage: Stage; seconds: number }[] = [];
async function timed(stage: Stage, work: () => Promise<boolean>): Promise<boolean> {
  const started = performance.now();
  const ok = await work();
  timings.push({ stage, seconds: (performance.now() - started) / 1000 });
  return ok;
}

async function checks(): Promise<boolean> {
  // One build over the references: the contract and db are checked once, not once per workspace that
  // imports them, and their declarations are reused while unchanged (.data/tsc).
  let ok = await run('Pemeriksaan tipe (tsc -b)', bin('tsc'), ['-b', ...TS_PROJECTS]);
  // The .astro files' frontmatter and templates, which tsc does not read. No content sync: that would need
  // the API, and the content types come from the loaders' own schemas.
  ok =
    (await run('Pemeriksaan tipe: berkas .astro', bin('astro'), ['check', '--noSync', '--root', 'site'], {
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    })) && ok;
  return (await run('Lint dan format (Biome)', bin('biome'), ['check', '.'])) && ok;
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
/** Each failed test as `file › name: first line of the error`, repeated at the very end of the output. */
const failures: string[] = [];

interface ReportFile {
  name: string;
  message?: string;
  assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[];
}

const firstLine = (text = '') => text.trim().split('\n')[0].slice(0, 300);

function collectFailures(files: ReportFile[]): void {
  for (const file of files) {
    const name = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (failed.length === 0 && file.message) failures.push(`${name}: ${firstLine(file.message)}`);
  }
}

/** Adds one vitest run's JSON report to the totals; a missing or broken report counts as a failure. */
function count(report: string): void {
  try {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    const failed = summary.numFailedTests + (summary.numRuntimeErrorTestSuites ?? 0);
    totals.passed += summary.numPassedTests;
    totals.failed += failed || (summary.success ? 0 : 1);
    totals.skipped += summary.numPendingTests + summary.numTodoTests;
    collectFailures(summary.testResults ?? []);
  } catch {
    totals.failed += 1;
    failures.push(`${path.relative(root, report)}: laporan vitest tidak terbaca`);
  }
}

async function vitest(stage: TestStage, databaseUrl: string, output: Output = 'terminal'): Promise<boolean> {
  const report = path.join(root, '.data', `vitest-${stage}.json`);
  rmSync(report, { force: true });
  const projects = PROJECTS[stage].flatMap((project) => ['--project', project]);
  const ok = await run(
    `Tes ${stage === 'unit' ? 'unit dan API' : 'peramban'} (vitest ${PROJECTS[stage].join(', ')})`,
    bin('vitest'),
    [
      'run',
      ...projects,
      ...WORKERS[stage],
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...vitestArgs,
    ],
    { env: { ...process.env, TEST_DATABASE_URL: databaseUrl }, output },
  );
  count(report);
  return ok;
}

let checksOk = true;
let server: DatabaseServer | undefined;
try {
  const needsDatabase = stages.some((stage) => stage !== 'checks');
  server = needsDatabase
    ? await openDatabaseServer({ projectRoot: root, folder: 'mariadb-test', port: 3308 })
    : undefined;
  const databaseUrl = server?.url ?? '';
  // The browser stage beside the others, its output kept until theirs is done.
  const besideOutput: string[] = [];
  const beside =
    stages.includes('browser') && stages.length > 1
      ? timed('browser', () => vitest('browser', databaseUrl, besideOutput))
      : undefined;
  if (stages.includes('checks')) checksOk = await timed('checks', checks);
  if (stages.includes('unit')) await timed('unit', () => vitest('unit', databaseUrl));
  if (beside) {
    console.log('\n… menunggu tes peramban selesai');
    await beside;
    process.stdout.write(besideOutput.join(''));
  } else if (stages.includes('browser')) {
    await timed('browser', () => vitest('browser', databaseUrl));
  }
} finally {
  await server?.stop();
}

// A failed type check or lint counts as one failure, so the closing line never hides it.
if (!checksOk) totals.failed += 1;
const total = performance.now() / 1000;
console.log(
  `\n${timings.map(({ stage, seconds }) => `${stage} ${seconds.toFixed(0)} s`).join(' · ')} · total ${total.toFixed(0)} s`,
);
// The end of a long log is what gets read (or kept): name what failed there.
if (failures.length > 0) console.log(`\nGagal:\n${failures.map((line) => `- ${line}`).join('\n')}`);
const { passed, failed, skipped } = totals;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
