// 'Sesi Aktif' on the profile page: the user sees where they are signed in, this browser marked, and ends
// the session of another device, whose token the server then refuses.
import { describe, expect, inject, it } from 'vitest';
import * as ui from './support.ts';

const browser = ui.sharedBrowser();
const PHONE_FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

/** A sign-in of pendeta from another device, used once so it has a last use. */
async function otherDevice(): Promise<string> {
  const headers = { 'content-type': 'application/json', 'user-agent': PHONE_FIREFOX };
  const body = JSON.stringify({ username_user: 'pendeta', password: inject('demoPassword') });
  const { token } = await (await fetch(ui.adminUrl('/api/login'), { method: 'POST', headers, body })).json();
  expect(await profileWith(token)).toBe(200);
  return token;
}

const profileWith = (token: string) =>
  fetch(ui.adminUrl('/api/profile'), {
    headers: { authorization: `Bearer ${token}`, 'user-agent': PHONE_FIREFOX },
  }).then((response) => response.status);

describe('active sessions on the profile page', () => {
  for (const viewport of ui.VIEWPORTS) {
    it(`lists this browser and another device, and ends the other (${viewport.name})`, async () => {
      const other = await otherDevice();
      const page = await ui.openAs(browser(), 'pendeta', '/admin-dashboard/profile', { viewport });
      await ui.heading(page, 'Kelola Profil');
      const card = page.getByRole('region', { name: 'Sesi Aktif' });
      await card.getByText('(sesi ini)').waitFor();
      const mine = card.getByRole('listitem').filter({ hasText: '(sesi ini)' });
      expect(await mine.textContent()).toContain('Chrome di Linux');
      expect(await card.textContent()).toContain('Sesi berakhir sendiri bila tidak dipakai selama 60 menit.');
      expect(await mine.getByRole('button').count()).toBe(0);

      await card.getByRole('button', { name: 'Akhiri sesi Firefox di Android' }).click();
      await ui.confirm(page, 'Akhiri sesi Firefox di Android?', 'Akhiri');
      await ui.expectToast(page, 'Sesi Firefox di Android diakhiri.');
      await card.getByText('Firefox di Android').waitFor({ state: 'detached' });
      expect(await profileWith(other)).toBe(401);
      await ui.closePage(page);
    });
  }
});
