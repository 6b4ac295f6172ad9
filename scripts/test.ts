// `npm test`: type checks, lint and format check, then every vitest project against a real MariaDB.
// Ends with one line `N passed, N failed` (and `, N skipped`) after vitest's own summary.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { openDatabaseServer } from '../db/src/database-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  return result.status === 0;
}

const workspaces = ['db', 'api', 'site', 'admin', 'scripts'];
let ok = true;
for (const workspace of workspaces) {
  ok = run(`Pemeriksaan tipe: ${workspace}`, bin('tsc'), ['-p', workspace]) && ok;
}
// The .astro files' frontmatter and templates, which tsc does not read. No content sync: that would need
// the API, and the content types come from the loaders' own schemas.
ok =
  run('Pemeriksaan tipe: berkas .astro', bin('astro'), ['check', '--noSync', '--root', 'site'], {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: '1',
  }) && ok;
ok = run('Lint dan format (Biome)', bin('biome'), ['check', '.']) && ok;

const server = await openDatabaseServer({ projectRoot: root, folder: 'mariadb-test', port: 3308 });
const report = path.join(root, '.data', 'vitest-report.json');
rmSync(report, { force: true });
const extraArgs = process.argv.slice(2);
try {
  run(
    'Tes (vitest)',
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extraArgs],
    { ...process.env, TEST_DATABASE_URL: server.url },
  );
} finally {
  await server.stop();
}

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  passed = summary.numPassedTests;
  failed = summary.numFailedTests + (summary.numRuntimeErrorTestSuites ?? 0);
  skipped = summary.numPendingTests + summary.numTodoTests;
  if (!summary.success && failed === 0) failed = 1;
} catch {
  failed += 1;
}
// A failed type check or lint counts as one failure, so the closing line never hides it.
if (!ok) failed += 1;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
