// The admin's browser tests' way into the product: one Chromium per test file, pages signed in as a
// demo account, the API for arranging and checking data, and images to upload.
import path from 'node:path';
import { DESKTOP, PHONE } from '@gkj/scripts/e2e/browser';

export { sharedBrowser } from '@gkj/scripts/e2e/browser';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { inject } from 'vitest';

export const VIEWPORTS = [
  { name: '390×844', size: PHONE, phone: true },
  { name: '1280×800', size: DESKTOP, phone: false },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];
export const [PHONE_VIEW, DESKTOP_VIEW] = VIEWPORTS;

/** The demo accounts of the seed, one per role. */
export type DemoUser = 'admin' | 'pendeta' | 'penulis' | 'inventaris';

export function adminUrl(path: string): string {
  return new URL(path, inject('baseUrl')).href;
}

/** A name no other test (or earlier run) uses, for records a test creates and then finds. */
export function uniqueTag(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export interface LoginAnswer {
  token: string;
  user: { id_user: number; username_user: string; nama_role: string };
}

export async function apiLogin(username: DemoUser): Promise<LoginAnswer> {
  const response = await fetch(adminUrl('/api/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username_user: username, password: inject('demoPassword') }),
  });
  if (!response.ok) throw new Error(`login ${username} menjawab ${response.status}`);
  return (await response.json()) as LoginAnswer;
}

// One sign-in per account per test file: tests that end their session (logout) sign in on their own.
const sessions = new Map<DemoUser, Promise<LoginAnswer>>();
export function sessionOf(username: DemoUser): Promise<LoginAnswer> {
  let session = sessions.get(username);
  if (!session) {
    session = apiLogin(username);
    sessions.set(username, session);
  }
  return session;
}

/** An API call as a demo account (arranging or checking data); throws on a failed status. */
export async function api<T>(
  username: DemoUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const { token } = await sessionOf(username);
  const response = await fetch(adminUrl(`/api${path}`), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} menjawab ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface OpenOptions {
  viewport?: Viewport;
  /** Overrides of the stored session entries (a tampered role). */
  storage?: Record<string, string>;
}

// Pages of one account at one viewport share a context, so the app's files are fetched once per
// file (they are cached as immutable); a page with a tampered session gets a context of its own.
const sharedContexts = new Map<string, Promise<BrowserContext>>();
const ownContexts = new WeakSet<BrowserContext>();

/** A fresh context at the viewport, with no session: the visitor has never signed in. */
export async function openAnonymous(browser: Browser, path: string, viewport: Viewport = DESKTOP_VIEW) {
  const context = await browser.newContext({
    viewport: viewport.size,
    locale: 'id-ID',
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(10_000);
  ownContexts.add(context);
  const page = await context.newPage();
  await page.goto(adminUrl(path));
  return page;
}

async function sessionContext(
  browser: Browser,
  username: DemoUser,
  viewport: Viewport,
  storage: Record<string, string>,
): Promise<BrowserContext> {
  const { token, user } = await sessionOf(username);
  const entries = {
    token,
    user_id: String(user.id_user),
    username: user.username_user,
    role: user.nama_role,
    ...storage,
  };
  const context = await browser.newContext({
    viewport: viewport.size,
    locale: 'id-ID',
    reducedMotion: 'reduce',
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(inject('baseUrl')).origin,
          localStorage: Object.entries(entries).map(([name, value]) => ({ name, value })),
        },
      ],
    },
  });
  context.setDefaultTimeout(10_000);
  return context;
}

/** Puts a sign-in's session in an open page the way the login screen stores it (the spec's four entries). */
export async function storeSession(page: Page, answer: LoginAnswer): Promise<void> {
  await page.evaluate((answer) => {
    localStorage.setItem('token', answer.token);
    localStorage.setItem('user_id', String(answer.user.id_user));
    localStorage.setItem('username', answer.user.username_user);
    localStorage.setItem('role', answer.user.nama_role);
  }, answer);
}

/** The fields of an account the admin creates for a test (linked to a member unless it names one). */
export interface NewAccount {
  username_user: string;
  nama_tampilan: string;
  password_user: string;
  telp_user: string;
  /** 4: penulis, 2: pendeta. */
  id_role: number;
  id_jemaat?: number;
}

/** Creates an account as the admin; answers its id. */
export async function createAccount(account: NewAccount): Promise<number> {
  const members = await api<{ id_jemaat: number }[]>('admin', 'GET', '/jemaat-dropdown');
  const saved = await api<{ data: { id_user: number } }>('admin', 'POST', '/user', {
    id_jemaat: members[0].id_jemaat,
    ...account,
  });
  return saved.data.id_user;
}

/** A page signed in as the demo account (its session stored as the login screen stores it). */
export async function openAs(
  browser: Browser,
  username: DemoUser,
  path: string,
  { viewport = DESKTOP_VIEW, storage }: OpenOptions = {},
): Promise<Page> {
  let context: BrowserContext;
  if (storage) {
    context = await sessionContext(browser, username, viewport, storage);
    ownContexts.add(context);
  } else {
    const key = `${username}@${viewport.name}`;
    let shared = sharedContexts.get(key);
    if (!shared) {
      shared = sessionContext(browser, username, viewport, {});
      sharedContexts.set(key, shared);
    }
    context = await shared;
  }
  const page = await context.newPage();
  await page.goto(adminUrl(path));
  return page;
}

/** Keeps a full-page picture of the screen for a look, when E2E_SCREENSHOTS names a folder. */
export async function shot(page: Page, name: string, viewport: Viewport): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) {
    await page.screenshot({ path: path.join(folder, `${name}-${viewport.size.width}.png`), fullPage: true });
  }
}

export async function closePage(page: Page): Promise<void> {
  if (ownContexts.has(page.context())) await page.context().close();
  else await page.close();
}

/**
 * A JPEG for an upload, as `setInputFiles` takes it. `noisy` makes it large (hundreds of KB) so a
 * throttled upload reports progress along the way.
 */
export async function testJpeg(name: string, hue: number, noisy = false) {
  const width = noisy ? 900 : 320;
  const height = noisy ? 600 : 200;
  const base = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: hue, g: 120, b: 255 - hue },
      ...(noisy ? { noise: { type: 'gaussian' as const, mean: 128, sigma: 60 } } : {}),
    },
  });
  return { name, mimeType: 'image/jpeg', buffer: await base.jpeg({ quality: 92 }).toBuffer() };
}
