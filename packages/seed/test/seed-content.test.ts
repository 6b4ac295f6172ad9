import { emptyDatabase, workerDatabase } from '@gkj/db/test-support/worker-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/index.ts';
import { INVENTORY } from '../src/inventory.ts';
import { createSeedFixture } from './support/seed-fixture.ts';
import { KEWARGAAN, LOKASI } from './support/seed-queries.ts';

// What the seeded content says: the spec's fixed facts and the rules that tie rows together.
const { db } = await workerDatabase();
const { deps, removeUploads } = createSeedFixture();

beforeAll(async () => {
  await emptyDatabase(db);
  expect(await seedDemo(db, deps)).toEqual({ seeded: true });
}, 30_000);
afterAll(async () => {
  await db.destroy();
  removeUploads();
});

describe('demo content', () => {
  it('has exactly three slides and the five churches with the fixed times of the spec', async () => {
    const slides = await db
      .selectFrom('slide_carousel')
      .select(['judul', 'urutan'])
      .orderBy('urutan')
      .execute();
    expect(slides.map((s) => s.urutan)).toEqual([1, 2, 3]);
    const times = await db
      .selectFrom('gereja')
      .innerJoin('waktu_ibadah_tetap as w', 'w.lokasi', 'gereja.lokasi')
      .select(['gereja.lokasi', 'gereja.urutan', 'w.nama', 'w.jam'])
      .orderBy('gereja.urutan')
      .orderBy('w.urutan')
      .execute();
    const byChurch = new Map<string, string[]>();
    for (const t of times) byChurch.set(t.lokasi, [...(byChurch.get(t.lokasi) ?? []), `${t.nama} ${t.jam}`]);
    expect([...byChurch.keys()]).toEqual([...LOKASI]);
    expect(byChurch.get('Induk Girimarto')).toEqual([
      'Ibadah Pagi 07.00 WIB',
      'Ibadah Siang 09.00 WIB',
      'Sekolah Minggu 07.00 WIB',
    ]);
    expect(byChurch.get('Pepanthan Sidoharjo')?.[0]).toBe('Ibadah Pagi 08.00 WIB');
    for (const lokasi of ['Pepanthan Paseban', 'Pepanthan Gemawang', 'Pepanthan Simpar']) {
      expect(byChurch.get(lokasi)?.[0]).toBe('Ibadah Pagi 07.00 WIB');
    }
    for (const lokasi of LOKASI.slice(1)) {
      expect(byChurch.get(lokasi)).toHaveLength(2);
      expect(byChurch.get(lokasi)?.[1]).toMatch(/^Sekolah Minggu \d{2}\.\d{2} WIB$/);
    }
    const galleries = await db
      .selectFrom('galeri_gereja')
      .select(['lokasi', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('lokasi')
      .execute();
    for (const g of galleries) expect(Number(g.n)).toBeGreaterThanOrEqual(3);
    expect(galleries).toHaveLength(5);
  });

  it('schedules services at every church in the coming weeks at the fixed times, and some past ones', async () => {
    const end = '2027-01-21 23:59:59';
    for (const lokasi of LOKASI) {
      const upcoming = await db
        .selectFrom('jadwal_ibadah')
        .select(['nama_ibadah', 'tanggal_ibadah'])
        .where('lokasi_ibadah', '=', lokasi)
        .where('tanggal_ibadah', '>=', `${deps.today} 00:00:00`)
        .where('tanggal_ibadah', '<=', end)
        .execute();
      const sundays = new Set(
        upcoming.filter((j) => j.nama_ibadah === 'Ibadah Minggu Pagi').map((j) => j.tanggal_ibadah),
      );
      expect(sundays.size).toBe(6);
      const morning = lokasi === 'Pepanthan Sidoharjo' ? '08:00:00' : '07:00:00';
      for (const at of sundays) expect(at.endsWith(morning)).toBe(true);
    }
    const special = await db.selectFrom('jadwal_ibadah').select(['nama_ibadah', 'tanggal_ibadah']).execute();
    expect(
      special.some((j) => j.nama_ibadah === 'Ibadah Natal' && j.tanggal_ibadah.startsWith('2026-12-25')),
    ).toBe(true);
    expect(special.some((j) => /Doa/.test(j.nama_ibadah))).toBe(true);
    expect(special.some((j) => /Persekutuan/.test(j.nama_ibadah))).toBe(true);
    expect(special.some((j) => j.tanggal_ibadah < deps.today)).toBe(true);
  });

  it('tells the history from 1932 to 2009, with the church made mature on 26 Mei 2000 with 646 members', async () => {
    const history = await db.selectFrom('sejarah_gereja').selectAll().orderBy('urutan').execute();
    const text = history.map((h) => `${h.periode} ${h.judul} ${h.isi}`).join('\n');
    expect(history[0].periode).toContain('1932');
    expect(history.at(-1)?.periode).toContain('2009');
    for (const fact of ['26 Mei 2000', '646', 'didewasakan', 'Paseban', 'Sidoharjo', 'Gemawang', 'Simpar']) {
      expect(text).toContain(fact);
    }
    for (const h of history.filter((h) => h.periode !== '2000'))
      expect(h.isi.split('\n\n').length).toBeGreaterThan(1);
  });

  it('gives each activity three or four photos with exactly one thumbnail', async () => {
    const images = await db
      .selectFrom('kegiatan_gereja as k')
      .innerJoin('gambar_kegiatan as g', 'g.id_kegiatan_gereja', 'k.id_kegiatan_gereja')
      .select(['k.id_kegiatan_gereja', 'k.waktu_kegiatan_gereja', 'g.is_thumbnail'])
      .execute();
    const perActivity = Map.groupBy(images, (i) => i.id_kegiatan_gereja);
    expect(perActivity.size).toBe(11);
    for (const rows of perActivity.values()) {
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(rows.length).toBeLessThanOrEqual(4);
      expect(rows.filter((r) => r.is_thumbnail === 1)).toHaveLength(1);
    }
    const dates = [...perActivity.values()].map((rows) => rows[0].waktu_kegiatan_gereja);
    expect(dates.some((d) => d < deps.today)).toBe(true);
    expect(dates.some((d) => d > deps.today)).toBe(true);
  });

  it('has a dozen articles of each type; only kegiatan articles link an activity', async () => {
    const articles = await db
      .selectFrom('artikel')
      .leftJoin('user', 'user.id_user', 'artikel.id_user_author')
      .select([
        'jenis_artikel',
        'id_kegiatan_gereja',
        'ayat_alkitab',
        'author',
        'username_user',
        'nama_tampilan',
        'isi_artikel',
      ])
      .select(['gambar_artikel', 'gambar_artikel_width', 'tanggal_artikel'])
      .execute();
    for (const jenis of ['berita', 'renungan', 'kegiatan'] as const) {
      expect(articles.filter((a) => a.jenis_artikel === jenis)).toHaveLength(12);
    }
    for (const a of articles) {
      expect(a.id_kegiatan_gereja !== null).toBe(a.jenis_artikel === 'kegiatan');
      // The byline is the writer's display name, never their login name.
      expect(a.author).toBe(a.nama_tampilan);
      expect(['admin', 'pendeta', 'penulis']).toContain(a.username_user);
      expect(a.isi_artikel.split('\n\n').length).toBeGreaterThan(1);
      expect(a.tanggal_artikel <= `${deps.today} 23:59:59`).toBe(true);
      if (a.jenis_artikel === 'renungan') expect(a.ayat_alkitab).toBeTruthy();
      expect(a.gambar_artikel === null).toBe(a.gambar_artikel_width === null);
    }
    expect(articles.filter((a) => a.gambar_artikel).length).toBeGreaterThan(articles.length / 2);
  });

  it('keeps every inventory count equal to its opening stock plus what its logs record', async () => {
    const items = await db.selectFrom('inventaris').selectAll().execute();
    const logs = await db
      .selectFrom('log_inventaris as l')
      .innerJoin('transaksi_keuangan as t', 't.id_transaksi', 'l.id_transaksi')
      .select(['l.id_inventaris', 'l.jumlah_item', 'l.perubahan', 't.jenis_transaksi'])
      .execute();
    for (const log of logs) {
      expect(log.perubahan).toBe(log.jenis_transaksi === 'pengeluaran' ? log.jumlah_item : -log.jumlah_item);
    }
    expect(new Set(logs.map((l) => l.jenis_transaksi))).toEqual(new Set(['pemasukan', 'pengeluaran']));
    for (const item of items) {
      const change = logs
        .filter((l) => l.id_inventaris === item.id_inventaris)
        .reduce((sum, l) => sum + l.perubahan, 0);
      const opening = INVENTORY.find(
        (i) => i.nama === item.nama_inventaris && i.lokasi === item.lokasi_inventaris,
      )?.opening;
      expect(item.jumlah_inventaris - change).toBe(opening);
      expect(item.jumlah_inventaris).toBeGreaterThanOrEqual(0);
    }
    expect(new Set(items.map((i) => i.lokasi_inventaris)).size).toBe(5);
  });

  it('registers members with numbers, enumerated fields and the sacraments of adults', async () => {
    const members = await db.selectFrom('jemaat').selectAll().execute();
    expect(members.every((m) => /^GRM-\d{4}$/.test(m.no_induk_jemaat ?? ''))).toBe(true);
    expect(new Set(members.map((m) => m.kewargaan))).toEqual(new Set(KEWARGAAN));
    for (const status of ['aktif', 'boro', 'pindah', 'meninggal']) {
      expect(members.some((m) => m.status_bergereja === status)).toBe(true);
    }
    for (const m of members) {
      expect(m.tanggal_meninggal_jemaat !== null).toBe(m.status_bergereja === 'meninggal');
      if (m.no_telp_jemaat) expect(m.no_telp_jemaat).toMatch(/^\d{10,13}$/);
      if (m.status_kewargagerejaan === 'Warga Dewasa') expect(m.tanggal_baptis).toBeTruthy();
    }
    expect(members.filter((m) => m.tanggal_nikah && m.pasangan && m.petugas_nikah).length).toBeGreaterThan(
      40,
    );
  });

  it('seats the council of 2023–2027 in every office and field, linked to members', async () => {
    const council = await db.selectFrom('kemajelisan').selectAll().execute();
    const count = (jabatan: string) => council.filter((c) => c.jabatan === jabatan).length;
    expect(count('Pendeta')).toBeGreaterThanOrEqual(1);
    expect(count('Penatua')).toBe(6);
    expect(count('Diaken')).toBe(6);
    expect(new Set(council.map((c) => c.bidang_kemajelisan))).toEqual(
      new Set(['MPH', 'PWG', 'Kesaksian Pelayanan', 'Diakonia']),
    );
    for (const c of council) {
      expect([c.periode_mulai, c.periode_selesai]).toEqual(['2023-01-01', '2027-12-31']);
      expect(c.id_jemaat).not.toBeNull();
    }
  });
});
