import { ROLE_NAMES, type RoleName } from '@gkj/contract';
import type { FastifySchema, RouteOptions } from 'fastify';
import { httpError } from '../lib/http-error.ts';
import { sharedPlugin } from '../lib/plugin.ts';
import { PASSWORD_CHANGE_REQUIRED_MESSAGE } from './auth.ts';

/**
 * The one table of who may call what: ARCHITECTURE.md's role table made strict. Every `/api` route
 * names a rule in `config: { access: '<rule>' }`; start-up fails when one does not.
 * `'anyone'` needs no token; a list of roles needs a valid token of one of them.
 *
 * | resource                                              | read       | write           |
 * |-------------------------------------------------------|------------|-----------------|
 * | login and its second step, health, public content     | public     | –               |
 * | own profile, password, second factor, sessions, logout | signed-in | signed-in       |
 * | site-build status (in their top bar and overview)      | publikasi | –               |
 * | upload limits (batas-unggahan, read by every form)     | signed-in | –               |
 * | users (and their second-factor reset), audit,         | admin      | admin           |
 * |   the overview's warning of a swapped QRIS            |            |                 |
 * | jemaat, jemaat-dropdown                               | jemaat     | jemaat          |
 * | inventarisasi-gereja                                  | inventaris | inventaris      |
 * | keuangan-gereja, total-transaksi, receipts, categories, | keuangan | keuangan        |
 * |   reports and exports                                 |            |                 |
 * | jadwal-ibadah, kegiatan-gereja, gambar-kegiatan       | public     | konten          |
 * | warta-jemaat (visitors: published bulletins only)     | public     | konten          |
 * | artikel (authors: only their own, checked in route)   | public     | artikel-write   |
 * | kemajelisan, site settings (and the QRIS check before | public     | situs           |
 * |   saving one), gallery, page texts                    |            |                 |
 * | review queue (tinjauan)                               | –          | terbitkan       |
 * | rebuild now (POST site-build)                         | –          | situs           |
 */
export const ACCESS_RULES = {
  public: 'anyone',
  'signed-in': ROLE_NAMES,
  admin: ['admin'],
  jemaat: ['admin', 'pendeta'],
  inventaris: ['admin', 'pendeta', 'petugas_inventaris'],
  keuangan: ['admin'],
  konten: ['admin', 'pendeta'],
  'artikel-write': ['admin', 'pendeta', 'author'],
  /** Publishing, scheduling and reviewing articles and activities (penulis only submit for review). */
  terbitkan: ['admin', 'pendeta'],
  /** The roles whose writes change the public site: they see its build state. */
  publikasi: ['admin', 'pendeta', 'author'],
  situs: ['admin'],
} as const satisfies Record<string, 'anyone' | readonly RoleName[]>;

export type AccessRule = keyof typeof ACCESS_RULES;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: a rule name of ACCESS_RULES. Required on every `/api` route. */
    access?: AccessRule;
    /**
     * The route stays open to a session whose account must change its password first (an admin reset
     * it): reading the own profile, changing the password, signing out. Every other route answers 403.
     */
    beforePasswordChange?: true;
  }
}

/** One registered /api route and the rule it declared; read by the role-matrix and hardening tests. */
export interface RouteAccess {
  method: string;
  url: string;
  access: AccessRule;
  /** The route's schemas (body, params, querystring, response), for tests generic over every route. */
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeAccess: readonly RouteAccess[];
  }
}

export const FORBIDDEN_MESSAGE = 'Anda tidak memiliki akses ke fitur ini.';

/** Routes added by plugins under /api that carry no config of their own (the OpenAPI page). */
const PUBLIC_PLUGIN_PREFIXES = ['/api/docs'];

/** Whether a caller of this role (undefined: an anonymous visitor) passes the rule. */
export function roleAllowed(rule: AccessRule, role: RoleName | undefined): boolean {
  const allowed: 'anyone' | readonly RoleName[] = ACCESS_RULES[rule];
  return allowed === 'anyone' || (role !== undefined && allowed.includes(role));
}

function checkRoute(route: RouteOptions): void {
  const config = (route.config ?? {}) as { access?: string };
  const where = `${String(route.method)} ${route.url}`;
  if (config.access !== undefined && !Object.hasOwn(ACCESS_RULES, config.access)) {
    throw new Error(`Unknown access rule '${config.access}' on ${where}.`);
  }
  if (config.access !== undefined || !(route.url === '/api' || route.url.startsWith('/api/'))) return;
  if (PUBLIC_PLUGIN_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
    route.config = { ...route.config, access: 'public' };
    return;
  }
  throw new Error(`Route ${where} declares no access rule: add config: { access: '<rule>' } (see roles.ts).`);
}

/**
 * Checks every route's rule as it is added, and enforces it on each request in onRequest: before the
 * body is parsed, so an anonymous caller gets 401 without us reading (or buffering) its upload.
 */
export const rolesPlugin = sharedPlugin('roles', async (app) => {
  const routes: RouteAccess[] = [];
  app.decorate('routeAccess', routes);
  app.addHook('onRoute', (route) => {
    checkRoute(route);
    const access = (route.config as { access?: AccessRule } | undefined)?.access;
    if (!access) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access, schema: route.schema });
    }
  });
  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config.access;
    if (!rule) return;
    if (roleAllowed(rule, undefined)) return;
    const user = await app.authenticate(request);
    if (!roleAllowed(rule, user.nama_role)) throw httpError(403, FORBIDDEN_MESSAGE);
    // The password an admin chose is known to the admin too: it opens nothing until it is replaced.
    if (user.harus_ganti_password && !request.routeOptions.config.beforePasswordChange) {
      throw httpError(403, PASSWORD_CHANGE_REQUIRED_MESSAGE, 'PASSWORD_CHANGE_REQUIRED');
    }
  });
});
