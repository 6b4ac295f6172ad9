import { useState } from 'react';
import { persist } from '../../components/resource-form/persist.ts';
import { Button } from '../../components/ui/button.tsx';
import { confirmAction } from '../../components/ui/confirm.ts';
import { notify } from '../../components/ui/toast.tsx';
import { apiRequest, messageOf } from '../../lib/api.ts';
import { type PersonalData, personalDataPage } from './personal-data-print.ts';

/**
 * The member's rights under UU PDP, on their record: a complete copy (a JSON file, or a printed page) to
 * hand over on request, and erasure of their personal data, which keeps the record counting.
 */
export function PersonalDataCard({ id, onErased }: { id: string; onErased: () => void }) {
  const [busy, setBusy] = useState(false);

  async function load(): Promise<PersonalData | undefined> {
    try {
      return await apiRequest<PersonalData>(`/jemaat/${id}/data-pribadi`);
    } catch (error) {
      notify.error(messageOf(error, 'Gagal mengambil data pribadi jemaat.'));
      return undefined;
    }
  }

  async function download() {
    setBusy(true);
    const data = await load();
    setBusy(false);
    if (!data) return;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
    link.download = `data-pribadi-jemaat-${id}.json`;
    link.click();
    URL.revokeObjectURL(link.href);
  }

  async function print() {
    // Opened before the request, while the click still counts as the user's: browsers block later pop-ups.
    const target = window.open('', '_blank');
    const data = await load();
    if (!data || !target) {
      target?.close();
      if (data && !target) notify.error('Jendela cetak diblokir peramban. Izinkan pop-up untuk situs ini.');
      return;
    }
    target.document.write(personalDataPage(data));
    target.document.close();
    target.print();
  }

  async function erase() {
    const question =
      'Hapus data pribadi jemaat ini? Nama, alamat, telepon, tanggal lahir, serta data baptis, sidi dan nikah dihapus dari semua catatan, termasuk riwayat perubahan. Tindakan ini tidak dapat dibatalkan.';
    if (!(await confirmAction(question, { confirmLabel: 'Hapus Data Pribadi', tone: 'danger' }))) return;
    await persist({
      request: () => apiRequest(`/jemaat/${id}/hapus-data-pribadi`, { method: 'POST' }),
      success: 'Data pribadi jemaat telah dihapus.',
      failure: 'Gagal menghapus data pribadi.',
      revalidate: [`/jemaat/${id}`, '/jemaat'],
    })
      .then(onErased)
      .catch(() => undefined);
  }

  return (
    <section className="card" aria-labelledby="pdp-title">
      <h2 id="pdp-title" className="card-title">
        Hak Data Pribadi (UU PDP)
      </h2>
      <p className="field-description">
        Atas permintaan jemaat: berikan salinan semua data yang disimpan tentang dirinya, atau hapus data
        pribadinya. Jemaat tetap terhitung dalam jumlah per pepanthan dan status.
      </p>
      <div className="form-actions">
        <Button variant="secondary" onPress={download} isPending={busy}>
          Unduh Data (JSON)
        </Button>
        <Button variant="secondary" onPress={print}>
          Cetak Data
        </Button>
        <Button variant="danger" onPress={erase}>
          Hapus Data Pribadi
        </Button>
      </div>
    </section>
  );
}
