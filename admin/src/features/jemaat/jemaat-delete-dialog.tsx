import type { JemaatRow, Keterkaitan } from '@gkj/contract';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { Button } from '../../components/ui/button.tsx';
import { DialogActions, RowDialog } from '../../components/ui/dialog.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { notify } from '../../components/ui/toast.tsx';
import { apiRequest, messageOf } from '../../lib/api.ts';
import { STATUS_OPTIONS } from '../../lib/choices.ts';
import { revalidate } from '../../lib/revalidate.ts';

/** Reads to refresh after the member changed or went: the list pages and the counts per status. */
const MEMBER_READS = ['/jemaat', '/jemaat-per-status'];

/**
 * Deleting a member asks first, says what links to the member (council entries, user accounts), and
 * offers what is usually meant instead: changing the status (meninggal, pindah, keluar), which keeps
 * the register's record. While links exist the server refuses the delete, so the button is off.
 */
export function JemaatDeleteDialog({ row, onClose }: { row: JemaatRow | null; onClose: () => void }) {
  const linksKey = row ? `/jemaat/${row.id_jemaat}/keterkaitan` : null;
  const { data: links, error, mutate } = useSWR<Keterkaitan>(linksKey);
  // Instead of deleting, a member leaves the active register: 'aktif' is no choice here.
  const choices = STATUS_OPTIONS.filter(
    (option) => option.id !== 'aktif' && option.id !== row?.status_bergereja,
  );
  const [status, setStatus] = useState('meninggal');
  const [busy, setBusy] = useState<'status' | 'delete' | null>(null);
  useEffect(() => {
    if (row) setStatus(row.status_bergereja === 'meninggal' ? 'pindah' : 'meninggal');
  }, [row]);

  /** Runs a write; on success refreshes the list and closes, on failure says why and stays open. */
  async function run(kind: 'status' | 'delete', work: () => Promise<string>, failure: string) {
    setBusy(kind);
    try {
      notify.success(await work());
      await revalidate(...MEMBER_READS);
      onClose();
    } catch (problem) {
      notify.error(messageOf(problem, failure));
      // A refusal may come from a link made since the dialog opened: show it.
      void mutate();
    } finally {
      setBusy(null);
    }
  }

  const changeStatus = (member: JemaatRow) =>
    run(
      'status',
      async () => {
        await apiRequest(`/jemaat/${member.id_jemaat}`, {
          method: 'PUT',
          // The row's version: a member edited meanwhile is refused (409), never overwritten.
          json: { nama_jemaat: member.nama_jemaat, status_bergereja: status, updated_at: member.updated_at },
        });
        return `Status ${member.nama_jemaat} diubah menjadi ${status}.`;
      },
      'Gagal mengubah status jemaat',
    );

  const remove = (member: JemaatRow) =>
    run(
      'delete',
      async () => {
        await apiRequest(`/jemaat/${member.id_jemaat}`, { method: 'DELETE' });
        return 'Data berhasil dihapus';
      },
      'Gagal menghapus data jemaat',
    );

  const linked = Boolean(links?.keterangan);
  return (
    <RowDialog title="Konfirmasi" role="alertdialog" row={row} onClose={onClose}>
      {row && (
        <>
          <p className="confirm-message">Yakin ingin menghapus {row.nama_jemaat}?</p>
          {!links && !error && <Spinner label="Memeriksa keterkaitan data..." />}
          {error && !links && (
            <p className="dialog-error">
              Keterkaitan data ini belum dapat diperiksa; server tetap memeriksanya saat menghapus.
            </p>
          )}
          {links?.keterangan && (
            <p className="dialog-warning">
              {links.keterangan} Selama keterkaitan itu ada, data ini tidak dapat dihapus.
            </p>
          )}
          <div className="status-instead">
            <p>
              Jemaat yang meninggal, pindah, atau keluar cukup diubah statusnya: datanya tetap tersimpan dan
              tidak lagi terhitung sebagai jemaat aktif.
            </p>
            <div className="status-instead-row">
              <SelectField label="Status baru" options={choices} value={status} onChange={setStatus} />
              <Button
                variant="primary"
                isPending={busy === 'status'}
                isDisabled={busy !== null}
                onPress={() => changeStatus(row)}
              >
                Ubah Status
              </Button>
            </div>
          </div>
          <DialogActions>
            <Button variant="secondary" onPress={onClose} isDisabled={busy !== null}>
              Batal
            </Button>
            <Button
              variant="danger"
              isPending={busy === 'delete'}
              isDisabled={busy !== null || (!links && !error) || linked}
              onPress={() => remove(row)}
            >
              Hapus
            </Button>
          </DialogActions>
        </>
      )}
    </RowDialog>
  );
}
