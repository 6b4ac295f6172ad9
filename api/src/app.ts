import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '@gkj/db';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import { auditRetentionPlugin } from './plugins/audit-retention.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import type { AppConfig } from './plugins/config.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { publisherPlugin } from './plugins/publisher.ts';
import { readCachePlugin } from './plugins/read-cache.ts';
import { rolesPlugin } from './plugins/roles.ts';
import { scheduledPublishingPlugin } from './plugins/scheduled-publishing.ts';
import { loggerOptions, securityPlugin } from './plugins/security.ts';
import { staticSitesPlugin } from './plugins/static-sites.ts';
import { swaggerPlugin } from './plugins/swagger.ts';
import uploadFiles from './plugins/upload-files.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import { validationOptions } from './plugins/validation.ts';
import { wellKnownPlugin } from './plugins/well-known.ts';
import apiRoutes from './routes/index.ts';
import wartaPdfFiles from './routes/warta-jemaat/pdf-file.ts';

export { createImageStore, type ImageStore, type StoredImage } from './lib/image-store.ts';
export { hashPassword } from './lib/passwords.ts';
export { createStorage, type FileStorage } from './lib/storage/index.ts';
export { type AppConfig, loadConfig } from './plugins/config.ts';

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface AppDeps {
  /** Use this database handle instead of opening DATABASE_URL (the caller closes it). */
  db?: Db;
  /** Logger setting: false silences it (tests); default is JSON logs with secrets redacted. */
  logger?: boolean | Record<string, unknown>;
}

/**
 * The whole server as one Fastify instance: plugins in dependency order, then the /api routes, then
 * uploads, the admin SPA and the site. Ready to `listen()` or `inject()`.
 */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<App> {
  if (!config.databaseUrl && !deps.db) throw new Error('DATABASE_URL wajib disetel untuk menjalankan API.');
  // A hop count (the nearest `n` hops are our proxies) or a list of proxy addresses; Fastify takes the
  // client as the first untrusted hop from the right.
  const hops = config.trustProxy;
  const trustProxy = typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    trustProxy,
    frameworkErrors,
    // A path parameter may be as long as a signed preview token (`/api/pratinjau/:token`, ~190 characters,
    // up to its schema's 2000); the router's default of 100 answered such a path as unknown.
    routerOptions: { maxParamLength: 2000 },
    ...validationOptions(),
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(errorsPlugin, { config });
  await app.register(securityPlugin);
  // Before any route: it adds its hook to each route as the route is declared.
  await app.register(compressionPlugin);
  await app.register(dbPlugin, { config, db: deps.db });
  await app.register(authPlugin, { config });
  await app.register(rolesPlugin);
  await app.register(readCachePlugin, { config });
  await app.register(uploadsPlugin, { config });
  await app.register(publisherPlugin, { config });
  await app.register(auditRetentionPlugin, { config });
  await app.register(scheduledPublishingPlugin, { config });
  await app.register(swaggerPlugin);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(wellKnownPlugin);
  await app.register(uploadFiles);
  // Beside the images' /uploads/:folder/:file: the bulletin PDFs get their own checks and headers.
  await app.register(wartaPdfFiles);
  await app.register(staticSitesPlugin, { config });
  return app;
}
