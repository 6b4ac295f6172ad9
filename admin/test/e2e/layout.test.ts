// The dashboard frame on a wide screen: the sidebar collapses to icons (labels kept as the links'
// accessible names and tooltips), the choice survives a reload, and it expands again.
import { describe, expect, it } from 'vitest';
import { closePage, heading, openAs, sharedBrowser } from './support.ts';

const browser = sharedBrowser();

describe('the sidebar on a wide screen', () => {
  it('collapses to icons, remembers it across visits and expands again', async () => {
    // Its own context: the remembered choice must not reach other tests' pages.
    const page = await openAs(browser(), 'admin', '/admin-dashboard', { storage: {} });
    await heading(page, 'Selamat datang, admin');
    const sidebar = page.locator('#sidebar');
    const width = async () => (await sidebar.boundingBox())?.width ?? 0;
    const jemaat = page
      .getByRole('navigation', { name: 'Menu utama' })
      .getByRole('link', { name: 'Data Jemaat' });
    const wide = await width();
    expect(wide).toBeGreaterThan(200);
    expect(await jemaat.getAttribute('title')).toBeNull();

    await page.getByRole('button', { name: 'Ciutkan menu' }).click();
    await expect.poll(width).toBeLessThan(100);
    // The label leaves the screen but still names the link, and the icon gets a tooltip.
    expect(await jemaat.getAttribute('title')).toBe('Data Jemaat');
    expect((await jemaat.locator('.sidebar-label').boundingBox())?.width).toBeLessThanOrEqual(1);
    const expand = page.getByRole('button', { name: 'Perluas menu' });
    expect(await expand.getAttribute('aria-expanded')).toBe('false');

    await page.reload();
    await heading(page, 'Selamat datang, admin');
    expect(await width()).toBeLessThan(100);

    await jemaat.click();
    await heading(page, 'Data Jemaat');
    expect(await width()).toBeLessThan(100);

    await expand.click();
    await expect.poll(width).toBe(wide);
    expect(await page.getByRole('button', { name: 'Ciutkan menu' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(await jemaat.getAttribute('title')).toBeNull();
    await closePage(page);
  });
});
