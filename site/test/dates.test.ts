import { describe, expect, it } from 'vitest';
import {
  formatJam,
  formatTanggal,
  formatTanggalSingkat,
  formatWaktuKegiatan,
  isoDate,
  waktuKegiatan,
} from '../src/lib/dates.ts';

describe('formatTanggal', () => {
  it.each([
    // The Indonesian weekday, day, month and year.
    ['2026-12-06', 'Minggu, 6 Desember 2026'],
    ['2026-01-01', 'Kamis, 1 Januari 2026'],
    ['2024-02-29', 'Kamis, 29 Februari 2024'],
    // Wall-clock date-times are read without shifting the day.
    ['2026-12-06 00:30:00', 'Minggu, 6 Desember 2026'],
    ['2026-12-06 23:59:59', 'Minggu, 6 Desember 2026'],
    ['2026-12-06T07:00:00', 'Minggu, 6 Desember 2026'],
    // Unreadable input is returned as it came.
    ['besok', 'besok'],
    ['2026-13-01', '2026-13-01'],
    [null, ''],
  ])('%s → %s', (input, expected) => {
    expect(formatTanggal(input)).toBe(expected);
  });
});

describe('formatTanggalSingkat and formatJam', () => {
  it('formats the date without weekday', () => {
    expect(formatTanggalSingkat('2026-08-17 10:00:00')).toBe('17 Agustus 2026');
  });

  it('writes times with a dot and WIB', () => {
    expect(formatJam('2026-12-06 07:00:00')).toBe('07.00 WIB');
    expect(formatJam('2026-12-06 18:05:00')).toBe('18.05 WIB');
    expect(formatJam('x')).toBe('');
  });
});

describe('isoDate', () => {
  it('gives a date or a date-time with the WIB offset', () => {
    expect(isoDate('2026-12-06')).toBe('2026-12-06');
    expect(isoDate('2026-12-06 07:00:00')).toBe('2026-12-06T07:00+07:00');
    expect(isoDate('')).toBeUndefined();
  });
});

describe('formatWaktuKegiatan', () => {
  it('adds the time of day in Indonesian when the activity has one', () => {
    const pagi = { waktu_kegiatan_gereja: '2026-11-29', jam_kegiatan_gereja: '09:00' };
    expect(formatWaktuKegiatan(pagi)).toBe('Minggu, 29 November 2026 · 09.00 WIB');
    expect(formatWaktuKegiatan(pagi, formatTanggalSingkat)).toBe('29 November 2026 · 09.00 WIB');
    expect(isoDate(waktuKegiatan(pagi))).toBe('2026-11-29T09:00+07:00');
  });

  it('is the day alone without a time', () => {
    const hari = { waktu_kegiatan_gereja: '2026-11-29', jam_kegiatan_gereja: null };
    expect(formatWaktuKegiatan(hari)).toBe('Minggu, 29 November 2026');
    expect(formatWaktuKegiatan({ waktu_kegiatan_gereja: '2026-11-29' })).toBe('Minggu, 29 November 2026');
    expect(isoDate(waktuKegiatan(hari))).toBe('2026-11-29');
  });
});
