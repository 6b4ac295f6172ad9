// The schedule form filled for a new service, for the tests that need one saved through the screen.
import type { Page } from 'playwright-core';
import * as ui from './support.ts';

/** What the form is filled with; a past date, so the record never shows among the site's upcoming services. */
export const NEW_JADWAL = {
  tanggal: '2021-03-14',
  jam: '07:30',
  lokasi_ibadah: 'Pepanthan Paseban',
  pemimpin_ibadah: 'Pdt. Uji Coba',
  tema_ibadah: 'Hidup dalam kasih',
};

export async function fillNewJadwal(page: Page, name: string): Promise<void> {
  await ui.fill(page, 'Tanggal Ibadah', NEW_JADWAL.tanggal);
  await ui.fill(page, 'Jam Ibadah', NEW_JADWAL.jam);
  await ui.choose(page, 'Lokasi', NEW_JADWAL.lokasi_ibadah);
  await ui.fill(page, 'Nama Ibadah', name);
  await ui.fill(page, 'Pemimpin Ibadah', NEW_JADWAL.pemimpin_ibadah);
  await ui.fill(page, 'Tema Ibadah', NEW_JADWAL.tema_ibadah);
}
