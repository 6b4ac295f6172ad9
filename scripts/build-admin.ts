// Builds the admin SPA when its sources changed since the last build (a hash of them sits in dist/), with
// Brotli and gzip copies beside its files: the server sends those as they are, so a phone on a slow line
// downloads the dashboard's JavaScript compressed without the server compressing it per request.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { precompressRelease } from './site-compress.ts';

const root = path.resolve(import.meta.dirname, '..');
const adminDir = path.join(root, 'admin');
const distDir = path.join(adminDir, 'dist');
const stampFile = path.join(distDir, '.source-hash');
/** Packages outside admin/ that the admin bundles (values and styles): a change to them needs a new build too. */
const SHARED_SOURCES = [
  path.join(root, 'packages', 'design-tokens'),
  path.join(root, 'packages', 'contract', 'src'),
];

function sourceHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      if (name === 'node_modules' || name === 'dist' || name === 'test') continue;
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(file).update(readFileSync(file));
    }
  };
  walk(adminDir);
  for (const dir of SHARED_SOURCES) walk(dir);
  // Part of the stamp, so a dashboard an older version built in another mode is built again.
  hash.update('mode:production+precompressed');
  return hash.digest('hex');
}

/** Returns true when a build ran. Throws with the build's output when it fails. */
export async function buildAdminIfChanged(log: (line: string) => void = console.log): Promise<boolean> {
  const hash = sourceHash();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) return false;
  log('Membangun dasbor admin…');
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: adminDir,
    encoding: 'utf8',
    // Always React's production build: under vitest NODE_ENV is 'test', and a dashboard built then
    // would ship React's development build to `npm start`.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`Build dasbor admin gagal:\n${result.stdout}${result.stderr}`);
  await precompressRelease(distDir);
  writeFileSync(stampFile, hash);
  return true;
}

if (import.meta.main) await buildAdminIfChanged();
