// The product's server, started in this process for one bench database: the real app (API, uploads, admin,
// live site release) on a free loopback port, with its own upload and site folders.
import path from 'node:path';
import { type App, type AppConfig, buildApp, loadConfig } from '@gkj/api';
import { DEMO_PASSWORD } from './data.ts';

export interface BenchServer {
  url: string;
  app: App;
  config: AppConfig;
  close(): Promise<void>;
}

export interface ServerOptions {
  databaseUrl: string;
  /** Holds `uploads/`, `private-uploads/` and the site folders. */
  workDir: string;
  siteDir: string;
  /** Rebuild the site after content changes (the save-to-live measurement). */
  publish: boolean;
  /** Settings of this server only (the member figures are taken without the read cache). */
  env?: Record<string, string>;
}

/** The settings of a bench server, as environment variables (the memory bench starts one as a process). */
export function benchEnv(options: Omit<ServerOptions, 'env'>): Record<string, string> {
  return {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    JWT_SECRET: 'bench-only-secret-that-is-long-enough-for-hs256',
    // The folders the bench data's images were stored in, whatever the environment names.
    STORAGE: 'local',
    UPLOAD_DIR: path.join(options.workDir, 'uploads'),
    PRIVATE_UPLOAD_DIR: path.join(options.workDir, 'private-uploads'),
    SITE_DIR: options.siteDir,
    PUBLISH: options.publish ? 'on' : 'off',
    REBUILD_HOOK_URL: '',
    LOG_LEVEL: 'error',
    // The bench signs in as the admin with the password alone, to weigh the dashboard it is shown.
    TWO_FACTOR_ROLES: 'none',
  };
}

export function benchConfig(options: ServerOptions): AppConfig {
  return loadConfig({ ...process.env, ...benchEnv(options), ...options.env });
}

export async function startServer(options: ServerOptions): Promise<BenchServer> {
  const config = benchConfig(options);
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('Server bench tidak mendapat port.');
  return { url: `http://127.0.0.1:${address.port}`, app, config, close: () => app.close() };
}

export interface LoginAnswer {
  token: string;
  user: { id_user: number; username_user: string; nama_role: string };
}

/** Signs in a demo account (the seed gives every one the same password). */
export async function signIn(baseUrl: string, username = 'admin'): Promise<LoginAnswer> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username_user: username, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Login ${username} gagal: ${response.status}`);
  return (await response.json()) as LoginAnswer;
}
