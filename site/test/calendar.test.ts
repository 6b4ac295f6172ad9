// The pieces the calendar files and links are made of: which church a place names, wall-clock sums,
// the SEQUENCE a save gives, and the addresses of the links.
import { describe, expect, it } from 'vitest';
import { addMinutes, jadwalEvent, sequenceOf } from '../src/lib/calendar-event.ts';
import { feedPath, googleCalendarUrl, webcalUrl } from '../src/lib/calendar-links.ts';
import { geoUri, osmUrl } from '../src/lib/directions.ts';
import { churchOfPlace, lokasiSlug } from '../src/lib/lokasi.ts';
import { clockTime } from '../src/lib/structured-data.ts';

const church = (lokasi: string, nama_gereja: string) => ({
  lokasi,
  nama_gereja,
  alamat: `Alamat ${lokasi}`,
  latitude: -7.7,
  longitude: 111,
});
const CHURCHES = [
  church('Induk Girimarto', 'GKJ Girimarto Induk'),
  church('Pepanthan Paseban', 'GKJ Girimarto Pepanthan Paseban'),
];

describe('the church a place names', () => {
  it('finds it by full name or location, anywhere in the text, whatever the case and spacing', () => {
    expect(churchOfPlace('GKJ Girimarto Induk', CHURCHES)?.lokasi).toBe('Induk Girimarto');
    expect(churchOfPlace('Ruang Pertemuan  gkj girimarto induk', CHURCHES)?.lokasi).toBe('Induk Girimarto');
    expect(churchOfPlace('Halaman Pepanthan Paseban', CHURCHES)?.lokasi).toBe('Pepanthan Paseban');
  });

  it('names none for another place, or a village that shares a branch name', () => {
    expect(churchOfPlace('Bumi Perkemahan Sekipan, Tawangmangu', CHURCHES)).toBeUndefined();
    expect(churchOfPlace('Balai Desa Paseban', CHURCHES)).toBeUndefined();
    expect(churchOfPlace(null, CHURCHES)).toBeUndefined();
  });
});

describe('wall-clock times and versions', () => {
  it('adds minutes across midnight and month ends without a time zone', () => {
    expect(addMinutes('2026-12-31 23:00', 90)).toBe('2027-01-01 00:30');
    expect(addMinutes('2026-02-28', 24 * 60)).toBe('2026-03-01');
  });

  it('gives a later save a higher SEQUENCE, in 32 bits for decades', () => {
    const first = sequenceOf('2026-06-01 09:15:00.000');
    expect(sequenceOf('2026-06-01 09:15:01')).toBe(first + 1);
    expect(sequenceOf('2020-01-01 00:00:00')).toBe(0);
    expect(sequenceOf('2080-01-01 00:00:00')).toBeLessThan(2 ** 31);
  });

  it('counts a later save of the church (its address, its position) as a change of its services', () => {
    const row = {
      id_jadwal_ibadah: 12,
      nama_ibadah: 'Ibadah Minggu Pagi',
      info_ibadah: null,
      lokasi_ibadah: 'Pepanthan Paseban',
      tema_ibadah: 'Kasih',
      tanggal_ibadah: '2026-12-06 07:00:00',
      pemimpin_ibadah: 'Pdt. Uji',
      updated_at: '2026-05-01 10:00:00.000',
    };
    const site = 'https://gkj.test';
    const before = jadwalEvent(row, { ...CHURCHES[1], updated_at: '2026-04-01 00:00:00.000' }, site);
    const moved = jadwalEvent(row, { ...CHURCHES[1], updated_at: '2026-06-01 08:00:00.000' }, site);
    expect(before).toMatchObject({ uid: 'jadwal-12@gkj.test', lastModified: '2026-05-01 10:00:00' });
    expect(moved).toMatchObject({ uid: 'jadwal-12@gkj.test', lastModified: '2026-06-01 08:00:00' });
    expect(moved.sequence).toBeGreaterThan(before.sequence);
    expect(before.sequence).toBe(sequenceOf(row.updated_at));
  });

  it('reads a service time as the home cards write it', () => {
    expect(clockTime('07.00 WIB')).toBe('07:00');
    expect(clockTime('9:30')).toBe('09:30');
    expect(clockTime('Sore')).toBeUndefined();
  });
});

describe('link addresses', () => {
  it('subscribes with webcal: to the feed of a church or of all', () => {
    expect(lokasiSlug('Pepanthan Paseban')).toBe('pepanthan-paseban');
    expect(webcalUrl(feedPath('Pepanthan Paseban'), 'https://gkj.test/')).toBe(
      'webcal://gkj.test/kalender/pepanthan-paseban.ics',
    );
    expect(feedPath(null)).toBe('/kalender/semua.ics');
  });

  it("fills Google Calendar's form with WIB times and an all-day event's exclusive end", () => {
    const url = googleCalendarUrl({
      uid: 'kegiatan-1@gkj.test',
      title: 'Retret Pemuda',
      start: '2026-12-06',
      end: '2026-12-07',
      allDay: true,
      description: 'Tema: Muda',
      location: 'Tawangmangu',
      geo: null,
      url: null,
      sequence: 1,
      lastModified: '2026-01-01 00:00:00',
      lokasi: null,
    });
    expect(url).toContain('&dates=20261206/20261207&');
    expect(Object.fromEntries(new URL(url).searchParams)).toMatchObject({
      action: 'TEMPLATE',
      text: 'Retret Pemuda',
      ctz: 'Asia/Jakarta',
      location: 'Tawangmangu',
    });
  });

  it('points directions at the map application and at OpenStreetMap, six decimals at most', () => {
    expect(geoUri(-7.7784123456, 111.04, 'GKJ Girimarto Induk')).toBe(
      'geo:-7.778412,111.04?q=-7.778412,111.04(GKJ%20Girimarto%20Induk)',
    );
    expect(osmUrl(-7.778412, 111.043987)).toBe(
      'https://www.openstreetmap.org/?mlat=-7.778412&mlon=111.043987#map=17/-7.778412/111.043987',
    );
  });
});
