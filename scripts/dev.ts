// `npm run dev`: the developer's loop. The same database as `npm start` (with the demo content), the API
// restarted on every change (node --watch), the admin on Vite's and the site on Astro's dev server (both
// update the open page as files change), all behind one address with production's paths.
// Ctrl-C stops everything, the private database included.
import './env-file.ts';
import { createServer } from 'node:net';
import { type AppConfig, loadConfig } from '@gkj/api';
import { startApiWatch } from './dev/api-watch.ts';
import { ADMIN_BASE, openFrontDoor } from './dev/front-door.ts';
import { startAdminDev, startSiteDev } from './dev/front-ends.ts';
import { devLog } from './dev/log.ts';
import { devSummary } from './dev/summary.ts';
import { openProjectDatabase } from './project-database.ts';

const startedAt = performance.now();

function reason(error: unknown): string {
  const { code, port } = error as NodeJS.ErrnoException & { port?: number };
  if (code === 'EADDRINUSE') return `Port ${port} sudah dipakai; hentikan proses lain itu atau setel PORT.`;
  return error instanceof Error ? error.message : String(error);
}

/** A port nothing listens on now, chosen by the system, for a server only the front door talks to. */
function systemPort(): Promise<number> {
  const probe = createServer();
  return new Promise((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

let settings: AppConfig;
try {
  settings = loadConfig(process.env);
  if (settings.production) {
    throw new Error('`npm run dev` hanya untuk pengembangan; di produksi jalankan `npm start`.');
  }
} catch (error) {
  devLog(reason(error), 'error');
  process.exit(1);
}
// Canonical links and the sitemap of the dev site name the front door (the site's config reads SITE_URL).
process.env.SITE_URL ||= `http://localhost:${settings.port}`;

// What has started, stopped in reverse order on Ctrl-C, on SIGTERM or when starting fails.
const started: (() => Promise<void>)[] = [];
let stopping = false;
async function stopAll(exitCode: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    if (exitCode === 0) devLog('\nMenghentikan server pengembangan…');
    for (const stop of started.reverse()) await stop().catch(() => {});
    process.exit(exitCode);
  }
  return new Promise<never>(() => {});
}
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));

try {
  const [apiPort, adminPort, sitePort] = [await systemPort(), await systemPort(), await systemPort()];
  const internal = (port: number) => `http://127.0.0.1:${port}`;
  // First, so a port in use costs one line and nothing else; until the servers behind it are up, it answers 502.
  const frontDoor = await openFrontDoor(
    { api: internal(apiPort), admin: internal(adminPort), site: internal(sitePort) },
    { port: settings.port, host: settings.host },
  );
  started.push(frontDoor.close);

  const database = await openProjectDatabase(settings);
  started.push(database.stop);
  const api = await startApiWatch(apiPort, {
    ...process.env,
    DATABASE_URL: database.url,
    // The dev site renders from the source on request: a release built after each edit would go unused.
    PUBLISH: process.env.PUBLISH || 'off',
    // The front door is the one proxy in front: the API sees each visitor's own address.
    TRUST_PROXY: process.env.TRUST_PROXY || 'on',
  });
  started.push(api.stop);
  const admin = await startAdminDev(adminPort);
  started.push(admin.stop);
  const site = await startSiteDev(sitePort, api.url);
  started.push(site.stop);

  devLog(
    devSummary(settings, {
      seconds: (performance.now() - startedAt) / 1000,
      api: api.url,
      admin: `${internal(adminPort)}${ADMIN_BASE}`,
      site: internal(sitePort),
    }),
  );
} catch (error) {
  devLog(reason(error), 'error');
  await stopAll(1);
}
