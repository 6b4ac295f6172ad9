import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROLE_NAMES, type RoleName } from '@gkj/contract';
import type { S3Settings, StorageSettings } from '../lib/storage/index.ts';
import { privateUploadDirBeside } from '../lib/upload-paths.ts';

/** Settings of the API, read once from the environment by `loadConfig`. Paths are absolute. */
export interface AppConfig {
  nodeEnv: string;
  production: boolean;
  port: number;
  host: string;
  /** Required by `buildApp`; the start script passes the private server's address when unset. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  jwtExpiresIn: string;
  /** Public images, served at /uploads/* (when files are kept in folders, not in a bucket). */
  uploadDir: string;
  /** Images only some roles may see (finance receipts); never served statically. Default: beside uploadDir. */
  privateUploadDir: string;
  /** The S3-compatible bucket that holds the uploaded files instead of the two folders (STORAGE=s3). */
  s3: S3Settings | undefined;
  uploadMaxBytes: number;
  uploadMaxFiles: number;
  /** Pixels (in millions) one signed-in user may upload per minute (lib/image-budget.ts). */
  imageMegapixelsPerMinute: number;
  /** The folder whose `current` link points at the live site release. */
  siteDir: string;
  adminDir: string;
  publish: boolean;
  publishDebounceMs: number;
  /**
   * How long the database's build claim holds without a heartbeat (lib/site-build-claim.ts): a build
   * owed by an instance that died on another host is taken over after at most this long.
   */
  buildClaimMs: number;
  /** How long public answers and list totals stay in memory (plugins/read-cache.ts); 0 turns it off. */
  readCacheMs: number;
  /** How often scheduled articles and activities are checked for being due (a minute at most). */
  scheduleCheckMs: number;
  /** Days after which the personal values in audit entries are removed (UU PDP retention). */
  auditRetentionDays: number;
  /** Roles whose accounts must sign in with a second factor (TWO_FACTOR_ROLES; default admin). */
  twoFactorRoles: RoleName[];
  /** A session unused for this long ends, whatever its token's lifetime. */
  sessionIdleMinutes: number;
  /** How long a request waits for a database connection or a query's answer before it gets 503. */
  queryTimeoutMs: number;
  rebuildHookUrl: string | undefined;
  /**
   * Which X-Forwarded-For hops to believe: none (false), the last `n` (the proxies in front), or those
   * added by the listed proxy addresses. The client is the first untrusted hop from the right, so a
   * client cannot choose its own address by sending the header itself.
   */
  trustProxy: false | number | string[];
  logLevel: string;
  projectRoot: string;
}

export type Env = Record<string, string | undefined>;

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const MIN_SECRET_LENGTH = 32;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const DURATION = /^\d+\s*(ms|s|m|h|d|w|seconds?|minutes?|hours?|days?|weeks?)?$/;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} harus berupa bilangan bulat antara ${min} dan ${max}.`);
  }
  return value;
}

const PROXY_ADDRESS = /^[0-9a-f.:]+(\/\d{1,3})?$/i;

/** TRUST_PROXY: off, on (one proxy in front), a hop count, or a comma list of proxy addresses/CIDRs. */
function trustProxy(env: Env): false | number | string[] {
  const raw = env.TRUST_PROXY?.trim().toLowerCase();
  if (!raw || ['off', 'false', '0', 'no'].includes(raw)) return false;
  if (['on', 'true', 'yes'].includes(raw)) return 1;
  if (/^\d+$/.test(raw) && Number(raw) <= 10) return Number(raw);
  const addresses = raw.split(',').map((part) => part.trim());
  if (addresses.every((address) => PROXY_ADDRESS.test(address))) return addresses;
  throw new Error(
    'TRUST_PROXY harus off, on, jumlah proxy (1–10), atau daftar alamat proxy dipisah koma (mis. 127.0.0.1,10.0.0.0/8).',
  );
}

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['on', 'true', '1', 'yes'].includes(raw)) return true;
  if (['off', 'false', '0', 'no'].includes(raw)) return false;
  throw new Error(`${name} harus bernilai on atau off.`);
}

function optionalUrl(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} bukan alamat URL yang valid.`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new Error(
      `${name} harus memakai skema ${protocols.map((p) => p.replace(':', '')).join(' atau ')}.`,
    );
  }
  return raw;
}

/** TWO_FACTOR_ROLES: a comma list of role names, or none; admin when unset. */
function twoFactorRoles(env: Env): RoleName[] {
  const raw = env.TWO_FACTOR_ROLES?.trim().toLowerCase() || 'admin';
  if (['none', 'off', '-'].includes(raw)) return [];
  const names = raw.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(ROLE_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `TWO_FACTOR_ROLES berisi peran yang tidak dikenal (${unknown.join(', ')}): pilih dari ${ROLE_NAMES.join(', ')}, atau none.`,
    );
  }
  return [...new Set(names)] as RoleName[];
}

/** JWT_SECRET, or in development a random secret kept in `.data/jwt-secret` so restarts keep sessions. */
function jwtSecret(env: Env, production: boolean, projectRoot: string): string {
  const configured = env.JWT_SECRET;
  if (configured) {
    if (configured.length < MIN_SECRET_LENGTH) {
      throw new Error(`JWT_SECRET minimal ${MIN_SECRET_LENGTH} karakter.`);
    }
    return configured;
  }
  if (production) {
    throw new Error(`JWT_SECRET wajib disetel di mode produksi (minimal ${MIN_SECRET_LENGTH} karakter).`);
  }
  const file = path.join(projectRoot, '.data', 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** STORAGE=s3: the bucket from the S3_* settings; STORAGE=local (the default): none. */
function s3Settings(env: Env): S3Settings | undefined {
  const kind = env.STORAGE?.trim().toLowerCase() || 'local';
  if (kind === 'local') return undefined;
  if (kind !== 's3') throw new Error('STORAGE harus local atau s3.');
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('S3_BUCKET wajib disetel bila STORAGE=s3.');
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID dan S3_SECRET_ACCESS_KEY harus disetel bersama.');
  }
  return {
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint: optionalUrl(env, 'S3_ENDPOINT', ['http:', 'https:']),
    forcePathStyle: onOff(env, 'S3_FORCE_PATH_STYLE', false),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/**
 * Where uploaded files are kept (UPLOAD_DIR and PRIVATE_UPLOAD_DIR, or the bucket of STORAGE=s3): the
 * app's, and what a backup holds.
 */
export function storageSettings(env: Env = process.env, projectRoot: string = PROJECT_ROOT): StorageSettings {
  const uploadDir = path.resolve(projectRoot, env.UPLOAD_DIR?.trim() || '.data/uploads');
  const privateDir = env.PRIVATE_UPLOAD_DIR?.trim();
  return {
    uploadDir,
    privateUploadDir: privateDir ? path.resolve(projectRoot, privateDir) : privateUploadDirBeside(uploadDir),
    s3: s3Settings(env),
  };
}

/** Validates the environment; throws an Error with a one-line Indonesian reason on the first bad value. */
export function loadConfig(env: Env = process.env, projectRoot: string = PROJECT_ROOT): AppConfig {
  const nodeEnv = env.NODE_ENV?.trim() || 'development';
  const production = nodeEnv === 'production';
  const resolvePath = (name: string, fallback: string) =>
    path.resolve(projectRoot, env[name]?.trim() || fallback);
  const jwtExpiresIn = env.JWT_EXPIRES_IN?.trim() || '8h';
  if (!DURATION.test(jwtExpiresIn)) {
    throw new Error('JWT_EXPIRES_IN harus berupa durasi seperti 8h, 30m atau 3600 (detik).');
  }
  const host = env.HOST?.trim() || '0.0.0.0';
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!LOG_LEVELS.includes(logLevel))
    throw new Error(`LOG_LEVEL harus salah satu dari: ${LOG_LEVELS.join(', ')}.`);

  return {
    nodeEnv,
    production,
    port: integer(env, 'PORT', 3000, 1, 65_535),
    host,
    databaseUrl: optionalUrl(env, 'DATABASE_URL', ['mysql:', 'mariadb:']),
    jwtSecret: jwtSecret(env, production, projectRoot),
    jwtExpiresIn: /^\d+$/.test(jwtExpiresIn) ? `${jwtExpiresIn}s` : jwtExpiresIn,
    ...storageSettings(env, projectRoot),
    uploadMaxBytes: integer(env, 'UPLOAD_MAX_BYTES', 10 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    uploadMaxFiles: integer(env, 'UPLOAD_MAX_FILES', 20, 1, 1000),
    imageMegapixelsPerMinute: integer(env, 'IMAGE_MEGAPIXELS_PER_MINUTE', 400, 50, 100_000),
    siteDir: resolvePath('SITE_DIR', '.data/site'),
    adminDir: resolvePath('ADMIN_DIR', 'admin/dist'),
    publish: onOff(env, 'PUBLISH', true),
    publishDebounceMs: integer(env, 'PUBLISH_DEBOUNCE_MS', 250, 0, 3_600_000),
    buildClaimMs: integer(env, 'SITE_BUILD_CLAIM_MS', 30_000, 3_000, 600_000),
    readCacheMs: integer(env, 'READ_CACHE_MS', 1000, 0, 60_000),
    scheduleCheckMs: integer(env, 'SCHEDULE_CHECK_MS', 20_000, 100, 60_000),
    queryTimeoutMs: integer(env, 'DB_QUERY_TIMEOUT_MS', 10_000, 100, 600_000),
    twoFactorRoles: twoFactorRoles(env),
    sessionIdleMinutes: integer(env, 'SESSION_IDLE_MINUTES', 60, 1, 7 * 24 * 60),
    auditRetentionDays: integer(env, 'AUDIT_RETENTION_DAYS', 730, 1, 36_500),
    rebuildHookUrl: optionalUrl(env, 'REBUILD_HOOK_URL', ['http:', 'https:']),
    trustProxy: trustProxy(env),
    logLevel,
    projectRoot,
  };
}
