// The navigation bar: transparent over the home carousel until 50 px of scroll (solid elsewhere, see
// routes.test.ts), and below 768 px a menu that opens and closes with dropdowns that toggle; axe-core checks
// the open menu and dropdowns too.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closePage, openPage, seriousViolations, sharedBrowser, VIEWPORTS } from './support.ts';

const browser = sharedBrowser();
const SOLID = 'rgb(22, 58, 43)';

async function barLook(page: Page) {
  return page.locator('[data-site-header]').evaluate((header) => {
    const style = getComputedStyle(header);
    return {
      scrolled: header.hasAttribute('data-scrolled'),
      color: style.backgroundColor,
      gradient: style.backgroundImage !== 'none',
    };
  });
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  // The bar updates on the next animation frame after a scroll event.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

describe.each(VIEWPORTS)('the navigation bar at $name', (viewport) => {
  it('is transparent over the home carousel and turns solid past 50 px of scroll', async () => {
    const page = await openPage(browser(), viewport, '/');
    expect(await barLook(page)).toMatchObject({ scrolled: false, gradient: true });
    expect((await barLook(page)).color).not.toBe(SOLID);
    await scrollTo(page, 50);
    expect(await barLook(page)).toMatchObject({ scrolled: false, gradient: true });
    await scrollTo(page, 51);
    // The colour fades in over the bar's transition.
    await expect.poll(() => barLook(page)).toEqual({ scrolled: true, color: SOLID, gradient: false });
    await scrollTo(page, 0);
    expect(await barLook(page)).toMatchObject({ scrolled: false, gradient: true });
    await closePage(page);
  });
});

describe('the menu', () => {
  it('opens and closes below 768 px, with dropdowns that toggle', async () => {
    const page = await openPage(browser(), VIEWPORTS[0], '/visi-misi');
    const toggle = page.locator('[data-menu-toggle]');
    const menu = page.locator('#site-menu');
    const sejarah = menu.getByRole('link', { name: 'Sejarah' });
    expect(await toggle.isVisible()).toBe(true);
    expect(await menu.isVisible()).toBe(false);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('link', { name: 'Beranda' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    expect(await sejarah.isVisible()).toBe(false);
    await menu.getByRole('button', { name: 'Tentang' }).click();
    expect(await sejarah.isVisible()).toBe(true);
    // Open menu and open dropdown are states of their own for assistive technology.
    expect(await seriousViolations(page)).toEqual([]);
    await menu.getByRole('button', { name: 'Tentang' }).click();
    expect(await sejarah.isVisible()).toBe(false);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);

    // Escape closes it too and hands focus back to the menu button.
    await toggle.click();
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);

    // The breakpoint: 767 px still has the menu button, 768 px shows the bar's links.
    await page.setViewportSize({ width: 767, height: 800 });
    expect(await toggle.isVisible()).toBe(true);
    await page.setViewportSize({ width: 768, height: 800 });
    expect(await toggle.isVisible()).toBe(false);
    expect(await menu.getByRole('link', { name: 'Beranda' }).isVisible()).toBe(true);
    await closePage(page);
  });

  it('shows the links in the bar from 768 px, with dropdowns that open on click', async () => {
    const page = await openPage(browser(), VIEWPORTS[1], '/visi-misi');
    const menu = page.locator('#site-menu');
    expect(await page.locator('[data-menu-toggle]').isVisible()).toBe(false);
    expect(await menu.getByRole('link', { name: 'Beranda' }).isVisible()).toBe(true);
    const profil = menu.getByRole('button', { name: 'Profil' });
    await profil.click();
    const pastor = menu.getByRole('link', { name: 'Profil Pendeta' });
    await pastor.waitFor({ state: 'visible' });
    expect(await seriousViolations(page)).toEqual([]);
    await pastor.click();
    await page.waitForURL(/\/profil-pendeta$/);
    await closePage(page);
  });
});
