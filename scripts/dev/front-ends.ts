// The two front ends of `npm run dev`, each on its own dev server in this process: the admin on Vite (React
// Fast Refresh), the site on Astro's (which renders each page on request from the content it loaded from the
// API at start). Both listen on 127.0.0.1 only; people reach them through the front door.
import path from 'node:path';
import { dev as astroDev } from 'astro';
import { createServer as createViteServer } from 'vite';
import { ADMIN_BASE } from './front-door.ts';
import { adminLogger, terminal } from './log.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

export interface DevServer {
  stop(): Promise<void>;
}

export async function startAdminDev(port: number): Promise<DevServer> {
  const adminRoot = path.join(root, 'admin');
  const server = await createViteServer({
    configFile: path.join(adminRoot, 'vite.config.ts'),
    root: adminRoot,
    base: ADMIN_BASE,
    customLogger: adminLogger(),
    clearScreen: false,
    server: { host: '127.0.0.1', port, strictPort: true },
  });
  await server.listen();
  return { stop: () => server.close() };
}

/** The site's dev server; its content loaders read the API at apiUrl (SITE_API_URL) once, at start. */
export async function startSiteDev(port: number, apiUrl: string): Promise<DevServer> {
  // The site's config and content loaders read these from the environment of this process.
  process.env.SITE_API_URL = apiUrl;
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  const server = await astroDev({
    root: path.join(root, 'site'),
    server: { host: '127.0.0.1', port },
    ...(terminal ? {} : { logger: { entrypoint: 'astro/logger/json' } }),
  });
  return { stop: () => server.stop() };
}
