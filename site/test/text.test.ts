import { describe, expect, it } from 'vitest';
import { capitalize, clampText, describePhoto, splitParagraphs } from '../src/lib/text.ts';

describe('splitParagraphs', () => {
  it('splits on line breaks and drops empty lines', () => {
    expect(splitParagraphs('Satu\n\nDua\r\n  \r\nTiga  ')).toEqual(['Satu', 'Dua', 'Tiga']);
    expect(splitParagraphs('')).toEqual([]);
    expect(splitParagraphs(null)).toEqual([]);
  });

  it('keeps a pasted birthday list one person a paragraph', () => {
    const list = [
      'Ulang Tahun',
      'Minggu, 6 Desember 2026 — Budi Santoso (Pepanthan Paseban)',
      'Rabu, 9 Desember 2026 — Sri Lestari',
      '',
      'Ulang Tahun Pernikahan',
      'Selasa, 8 Desember 2026 — Agus & Rina (25 tahun pernikahan)',
    ];
    expect(splitParagraphs(list.join('\r\n'))).toEqual(list.filter(Boolean));
  });
});

describe('capitalize', () => {
  it('capitalises the first letter only', () => {
    expect(capitalize('renungan')).toBe('Renungan');
    expect(capitalize('')).toBe('');
  });
});

describe('clampText', () => {
  it('keeps short text and collapses whitespace', () => {
    expect(clampText('  Kasih   yang\nnyata ')).toBe('Kasih yang nyata');
  });

  it('cuts long text at a word boundary with an ellipsis', () => {
    const text = 'kata '.repeat(60);
    const clamped = clampText(text, 50);
    expect(clamped.length).toBeLessThanOrEqual(50);
    expect(clamped.endsWith('kata…')).toBe(true);
  });
});

describe('describePhoto', () => {
  it('keeps a descriptive name and replaces a file name', () => {
    expect(describePhoto('Pembagian sembako', 'Bakti Sosial', 0)).toBe('Pembagian sembako');
    expect(describePhoto('baksos-1.jpg', 'Bakti Sosial', 0)).toBe('Bakti Sosial, foto 1');
    expect(describePhoto('', 'Retret', 2)).toBe('Retret, foto 3');
  });
});
