// Admin first load: the JavaScript (and everything) a browser receives on the wire for /login, and for the
// first dashboard page of a signed-in admin (a fresh browser whose localStorage already holds the session).
import type { Browser } from 'playwright-core';
import { weigh } from './pages.ts';
import { signIn } from './server.ts';

export const ADMIN_JS_GOAL = 150 * 1024;

export interface AdminFigures {
  loginJs: number;
  loginTransferred: number;
  dashboardJs: number;
  dashboardTransferred: number;
}

export async function benchAdmin(browser: Browser, baseUrl: string): Promise<AdminFigures> {
  const login = await weigh(browser, `${baseUrl}/login`);
  const answer = await signIn(baseUrl);
  const dashboard = await weigh(browser, `${baseUrl}/admin-dashboard`, {
    token: answer.token,
    user_id: String(answer.user.id_user),
    username: answer.user.username_user,
    role: answer.user.nama_role,
  });
  // No script at all means the dashboard was not served (not built): a figure of 0 KB would read as a win.
  if (login.js === 0 || dashboard.js === 0) throw new Error('Dasbor admin tidak tersaji: belum dibangun?');
  return {
    loginJs: login.js,
    loginTransferred: login.transferred,
    dashboardJs: dashboard.js,
    dashboardTransferred: dashboard.transferred,
  };
}
