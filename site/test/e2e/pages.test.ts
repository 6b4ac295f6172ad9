// The about and profile pages at both viewports: each shows the spec's texts with the content of the
// demo data, and the church gallery opens each church's photos in a modal carousel.
import type { Struktur } from '@gkj/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyText, hydrated, imageLoaded, texts } from './page-reads.ts';
import { api, siteContent } from './site-api.ts';
import { closePage, openPage, seriousViolations, sharedBrowser, siteUrl, VIEWPORTS } from './support.ts';

const browser = sharedBrowser();
const konten = await siteContent();
const church = String(konten.pengaturan.nama_gereja);
const lines = (text: unknown) =>
  String(text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

describe.each(VIEWPORTS)('text pages at $name', (viewport) => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(browser(), viewport, '/profile');
  });
  afterAll(() => closePage(page));
  const visit = async (path: string) => {
    if (page.url() !== siteUrl(path)) await page.goto(siteUrl(path));
    return bodyText(page);
  };

  it('/profile: the church profile and the history in periods from 1932 to 2009', async () => {
    const text = await visit('/profile');
    expect(await page.locator('h1').textContent()).toBe('Sejarah Gereja');
    for (const paragraph of lines(konten.pengaturan.profil_gereja)) expect(text).toContain(paragraph);
    expect(await texts(page, '.timeline-period')).toEqual(konten.sejarah.map((period) => period.periode));
    expect(await texts(page, '.timeline-item h3')).toEqual(konten.sejarah.map((period) => period.judul));
    expect(konten.sejarah[0].periode).toMatch(/^1932/);
    expect(konten.sejarah.at(-1)?.periode).toMatch(/2009$/);
    expect(text).toContain('Pada 26 Mei 2000');
    expect(text).toMatch(/646 warga[^.]*lima gereja/);
  });

  it('/visi-misi: the vision and each line of the mission', async () => {
    const text = await visit('/visi-misi');
    expect(await texts(page, 'main h2')).toEqual(['Visi', 'Misi']);
    for (const line of lines(konten.pengaturan.visi)) expect(text).toContain(line);
    expect(await texts(page, '.vm-misi li')).toEqual(lines(konten.pengaturan.misi));
  });

  it('/profil-pendeta: the pastor with photo and profile', async () => {
    const text = await visit('/profil-pendeta');
    expect(await page.locator('main h2').textContent()).toBe(konten.pengaturan.nama_pendeta);
    for (const paragraph of lines(konten.pengaturan.profil_pendeta)) expect(text).toContain(paragraph);
    const photo = page.locator('.pastor-photo img');
    expect(await photo.getAttribute('alt')).toBe(konten.pengaturan.nama_pendeta);
    await imageLoaded(photo);
  });

  it('/struktur-kemajelisan: Pendeta, Penatua and Diaken in order, each member with name and period', async () => {
    const struktur = await api<Struktur>('/api/list-struktur');
    await visit('/struktur-kemajelisan');
    expect(await page.locator('h1').textContent()).toBe('Struktur Kemajelisan');
    expect(await page.locator('.page-hero p').textContent()).toBe(church);
    expect(await texts(page, '.council h2')).toEqual(['Pendeta', 'Penatua', 'Diaken']);
    for (const jabatan of ['Pendeta', 'Penatua', 'Diaken'] as const) {
      const section = page.locator('.council', { has: page.locator(`h2:text-is("${jabatan}")`) });
      expect(struktur[jabatan].length).toBeGreaterThan(0);
      expect(await section.locator('.council-card h3').allTextContents()).toEqual(
        struktur[jabatan].map((member) => member.nama),
      );
      const periods = await section.locator('.council-period').allTextContents();
      expect(periods).toEqual(struktur[jabatan].map((member) => `Periode ${member.periode}`));
      expect(await section.locator('.council-icon svg').count()).toBe(struktur[jabatan].length);
    }
  });

  it('/susunan-organisasi: the organisation chart, opened full size by a tap', async () => {
    await visit('/susunan-organisasi');
    const chart = page.locator('.chart img');
    expect(await chart.getAttribute('alt')).toBe(`Bagan susunan organisasi ${church}`);
    expect(await page.locator('.chart-link').getAttribute('href')).toBe(
      konten.pengaturan.gambar_susunan_organisasi,
    );
    expect(await page.getByText('Gambar Susunan Organisasi Belum Tersedia').count()).toBe(0);
  });
});

describe.each(VIEWPORTS)('/galeri-gereja at $name', (viewport) => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(browser(), viewport, '/galeri-gereja');
    await hydrated(page, 'ChurchGallery');
  });
  afterAll(() => closePage(page));

  it('shows five church cards with address and service times', async () => {
    expect(konten.gereja).toHaveLength(5);
    const cards = page.locator('.church-grid > li');
    expect(await cards.count()).toBe(5);
    for (const [index, gereja] of konten.gereja.entries()) {
      const card = (await cards.nth(index).textContent())?.replace(/\s+/g, ' ') ?? '';
      for (const text of [gereja.lokasi, gereja.nama_gereja, gereja.alamat]) expect(card).toContain(text);
      for (const waktu of gereja.waktu_ibadah) expect(card).toContain(`${waktu.nama}: ${waktu.jam}`);
    }
  });

  it("opens each church's photos in a modal carousel", async () => {
    for (const [index, gereja] of konten.gereja.entries()) {
      await page
        .locator('.church-grid > li')
        .nth(index)
        .getByRole('button', { name: /Lihat Galeri/ })
        .click();
      const dialog = page.getByRole('dialog', { name: `Galeri ${gereja.nama_gereja}` });
      await dialog.waitFor();
      expect(await dialog.locator('.photo-caption').textContent()).toContain(`1 / ${gereja.galeri.length}`);
      expect(await dialog.locator('.photo-thumb').count()).toBe(gereja.galeri.length);
      await dialog.getByRole('button', { name: 'Foto berikutnya' }).click();
      expect(await dialog.locator('.photo-caption').textContent()).toContain(`2 / ${gereja.galeri.length}`);
      expect(await dialog.locator('.photo-caption').textContent()).toContain(gereja.galeri[1].nama);
      if (index === 0) expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
  });
});
