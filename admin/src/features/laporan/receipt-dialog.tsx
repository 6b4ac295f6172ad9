import { useEffect, useState } from 'react';
import { RowDialog } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { fetchPrivateFile } from '../../lib/api.ts';
import type { DetailLine } from './types.ts';

/** A transaction's receipt, fetched with the token as every finance receipt is (admin only). */
export function ReceiptDialog({ line, onClose }: { line: DetailLine | null; onClose: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setUrl(null);
    setFailed(false);
    if (!line?.bukti_transaksi) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchPrivateFile(line.bukti_transaksi, controller.signal)
      .then((fetched) => {
        objectUrl = fetched;
        setUrl(fetched);
      })
      .catch(() => setFailed(!controller.signal.aborted));
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [line]);
  return (
    <RowDialog
      title={line ? `Bukti: ${line.nama_transaksi}` : 'Bukti transaksi'}
      row={line}
      onClose={onClose}
      size="lg"
    >
      {failed ? (
        <p role="alert">Gagal memuat bukti transaksi.</p>
      ) : url ? (
        <img className="receipt-image" src={url} alt={`Bukti transaksi ${line?.nama_transaksi ?? ''}`} />
      ) : (
        <Spinner label="Memuat bukti..." />
      )}
    </RowDialog>
  );
}
