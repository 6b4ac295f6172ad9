// A member's rights under UU PDP, as the pastor acts on them from the member's record: the complete copy
// downloaded as JSON and printed, then the personal data erased while the record stays in the register.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as ui from './support.ts';

const browser = ui.sharedBrowser();

describe("a member's personal data", () => {
  for (const viewport of ui.VIEWPORTS) {
    it(`is handed over as a file and on paper, then erased (${viewport.name})`, async () => {
      const nama = `Lestari ${ui.uniqueTag('pdp')}`;
      const { data } = await ui.api<{ data: { id_jemaat: number } }>('pendeta', 'POST', '/jemaat', {
        nama_jemaat: nama,
        alamat_jemaat: 'Dusun Jatirejo RT 02',
        status_bergereja: 'aktif',
      });
      const page = await ui.openAs(browser(), 'pendeta', `/admin-dashboard/detail-jemaat/${data.id_jemaat}`, {
        viewport,
      });
      await ui.heading(page, 'Detail Data Jemaat');
      const card = page.getByRole('region', { name: 'Hak Data Pribadi (UU PDP)' });

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('button', { name: 'Unduh Data (JSON)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`data-pribadi-jemaat-${data.id_jemaat}.json`);
      const copy = JSON.parse(readFileSync(await download.path(), 'utf8'));
      expect(copy.jemaat).toMatchObject({ nama_jemaat: nama, alamat_jemaat: 'Dusun Jatirejo RT 02' });
      expect(copy.riwayat[0].aksi).toBe('create');

      const [printed] = await Promise.all([
        page.waitForEvent('popup'),
        card.getByRole('button', { name: 'Cetak Data' }).click(),
      ]);
      await printed.getByRole('heading', { name: 'Data pribadi yang disimpan GKJ Girimarto' }).waitFor();
      expect(await printed.textContent('body')).toContain('Dusun Jatirejo RT 02');
      await printed.close();

      await card.getByRole('button', { name: 'Hapus Data Pribadi' }).click();
      await ui.confirm(
        page,
        'Hapus data pribadi jemaat ini? Nama, alamat, telepon, tanggal lahir, serta data baptis, sidi dan nikah dihapus dari semua catatan, termasuk riwayat perubahan. Tindakan ini tidak dapat dibatalkan.',
        'Hapus Data Pribadi',
      );
      await ui.expectToast(page, 'Data pribadi jemaat telah dihapus.');
      await ui.heading(page, 'Data Jemaat');
      const stored = await ui.api<{
        nama_jemaat: string;
        alamat_jemaat: string | null;
        status_bergereja: string;
      }>('pendeta', 'GET', `/jemaat/${data.id_jemaat}`);
      expect(stored).toMatchObject({
        nama_jemaat: 'Jemaat (data pribadi dihapus)',
        alamat_jemaat: null,
        status_bergereja: 'aktif',
      });
      await ui.closePage(page);
    });
  }
});
