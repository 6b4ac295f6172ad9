import { describe, expect, it } from 'vitest';
import { buildActivities } from '../src/activities.ts';
import { buildArticles } from '../src/articles/index.ts';
import { planCouncil, scheduleCast } from '../src/council.ts';
import { addDays, todayInJakarta, weekday } from '../src/dates.ts';
import type { DemoImages } from '../src/images/index.ts';
import { INVENTORY } from '../src/inventory.ts';
import { buildMembers } from '../src/people.ts';
import { buildSchedule } from '../src/schedule.ts';
import { buildTransactions, change } from '../src/transactions.ts';
import { LOKASI } from './support/seed-queries.ts';

// The seed places everything around `today`: whatever day it runs, the content must stay consistent.
const DAYS = Array.from({ length: 2 * 73 }, (_, i) => addDays('2026-01-01', i * 5));

const fakeImages = new Proxy({} as DemoImages, {
  get: (_target, key) => ({ file_path: `/uploads/x/${String(key)}.webp`, width: 1200, height: 800 }),
});

describe('seed builders on any day', () => {
  it('reads today in WIB, whatever the machine zone', () => {
    expect(todayInJakarta(new Date('2026-05-25T17:30:00Z'))).toBe('2026-05-26');
    expect(todayInJakarta(new Date('2026-05-25T16:59:00Z'))).toBe('2026-05-25');
  });

  it('builds the same register twice for the same day, with unique names and a full council', () => {
    expect(buildMembers('2026-05-26')).toEqual(buildMembers('2026-05-26'));
    for (const today of DAYS) {
      const members = buildMembers(today);
      expect(new Set(members.map((m) => m.nama_jemaat)).size).toBe(members.length);
      for (const m of members) {
        const born = m.tanggal_lahir_jemaat ?? '';
        for (const date of [m.tanggal_baptis, m.tanggal_sidi, m.tanggal_nikah, m.tanggal_meninggal_jemaat]) {
          if (date) expect(date > born && date <= today).toBe(true);
        }
      }
      expect(() => planCouncil(members, today)).not.toThrow();
    }
  });

  it('schedules six Sundays ahead at every church, never with a missing field', () => {
    for (const today of DAYS) {
      const members = buildMembers(today);
      const schedule = buildSchedule(today, scheduleCast(planCouncil(members, today), members, today));
      for (const j of schedule) expect(Object.values(j).every((v) => v !== undefined)).toBe(true);
      for (const lokasi of LOKASI) {
        const sundays = schedule.filter(
          (j) =>
            j.lokasi_ibadah === lokasi &&
            j.nama_ibadah === 'Ibadah Minggu Pagi' &&
            j.tanggal_ibadah >= today &&
            j.tanggal_ibadah < addDays(today, 42),
        );
        expect(sundays).toHaveLength(6);
        for (const s of sundays) expect(weekday(s.tanggal_ibadah.slice(0, 10))).toBe(0);
        const morning = lokasi === 'Pepanthan Sidoharjo' ? '08:00:00' : '07:00:00';
        for (const s of sundays) expect(s.tanggal_ibadah.slice(11)).toBe(morning);
      }
    }
  });

  it('keeps money and stock in the past and stock never below zero', () => {
    for (const today of DAYS) {
      const stock = new Map(INVENTORY.map((i) => [i.key, i.opening]));
      for (const t of buildTransactions(today)) {
        expect(t.tanggal < today).toBe(true);
        if (!t.item) continue;
        stock.set(t.item.key, (stock.get(t.item.key) ?? 0) + change(t));
        expect(stock.get(t.item.key)).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('dates articles no later than today: reports after their activity, announcements before it', () => {
    for (const today of DAYS) {
      const activities = buildActivities(today);
      const byId = new Map(activities.map((a, i) => [i + 1, a]));
      const context = {
        today,
        images: fakeImages,
        activities: new Map(activities.map((a, i) => [a.key, { id: i + 1, waktu: a.waktu }])),
        authors: {
          admin: { id: 1, nama_tampilan: 'Pnt. Bambang Sutrisno' },
          pendeta: { id: 2, nama_tampilan: 'Pdt. Yohanes Dwi Santosa' },
          penulis: { id: 4, nama_tampilan: 'Rina Kurniasih' },
        },
      };
      for (const article of buildArticles(context)) {
        const published = String(article.tanggal_artikel).slice(0, 10);
        expect(published <= today).toBe(true);
        const activity = byId.get(article.id_kegiatan_gereja ?? 0);
        if (activity && activity.waktu <= today) expect(published >= activity.waktu).toBe(true);
        if (activity && activity.waktu > today) expect(published < activity.waktu).toBe(true);
      }
    }
  });
});
