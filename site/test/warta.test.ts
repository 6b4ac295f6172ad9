import { describe, expect, it } from 'vitest';
import { byMonth, fileSize, pdfDownloadName } from '../src/lib/warta.ts';

describe('byMonth', () => {
  it('groups bulletins by their month, keeping their order', () => {
    const items = ['2026-05-10', '2026-05-03', '2026-04-26', '2025-12-28'].map((tanggal_warta) => ({
      tanggal_warta,
    }));
    expect(byMonth(items).map((group) => [group.key, group.label, group.items.length])).toEqual([
      ['2026-05', 'Mei 2026', 2],
      ['2026-04', 'April 2026', 1],
      ['2025-12', 'Desember 2025', 1],
    ]);
    expect(byMonth([])).toEqual([]);
  });
});

describe('fileSize', () => {
  it('says kilobytes below a megabyte and megabytes with a decimal comma above', () => {
    expect(fileSize(12)).toBe('1 KB');
    expect(fileSize(250_880)).toBe('245 KB');
    expect(fileSize(1_258_291)).toBe('1,2 MB');
    expect(fileSize(10 * 1024 * 1024)).toBe('10 MB');
  });
});

describe('pdfDownloadName', () => {
  it('names the file by its Sunday', () => {
    expect(pdfDownloadName('2026-05-03')).toBe('warta-2026-05-03.pdf');
  });
});
