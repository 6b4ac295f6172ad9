import type { StoredImage } from '@gkj/contract';
import { useState } from 'react';
import { Dialog } from '../ui/Dialog.tsx';
import { Img } from '../ui/Img.tsx';
import { Icon } from '../ui/icons.tsx';
import { QrisMerchantLine, type QrisRecipient } from '../ui/QrisMerchantLine.tsx';

export interface QrisButtonProps {
  image: StoredImage;
  accountName: string;
  /** Who the code pays, as decoded when it was uploaded; null for a code stored before that check. */
  merchant: QrisRecipient | null;
}

/** `QRIS-GKJ-Girimarto.webp`: a name the visitor recognises in their gallery or downloads. */
function qrisFileName(accountName: string, filePath: string): string {
  const extension = filePath.match(/\.[a-z0-9]+$/i)?.[0] ?? '';
  const name = accountName
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
  return `QRIS-${name || 'persembahan'}${extension}`;
}

/** The button that shows the church's QRIS code in a modal, with the merchant it pays under it. */
export default function QrisButton({ image, accountName, merchant }: QrisButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-light" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon name="qr" />
        Scan QRIS
      </button>
      <Dialog open={open} title="Scan QRIS untuk Persembahan" onClose={() => setOpen(false)}>
        <div className="qris">
          <Img
            image={image}
            alt={`Kode QRIS persembahan ${accountName}`}
            sizes="18rem"
            className="qris-image"
          />
          {merchant && <QrisMerchantLine merchant={merchant} />}
          <p className="muted">
            Pindai kode ini dengan aplikasi bank atau dompet digital Anda.
            {/* A swapped code is a known fraud: the app shows the merchant before the giver pays. */}
            {merchant &&
              ' Sebelum membayar, pastikan nama penerima dan NMID di aplikasi sama dengan di atas.'}
          </p>
          {/* On a phone the code cannot be scanned from its own screen: save it, then open it in the app. */}
          <a
            className="btn btn-outline"
            href={image.file_path}
            download={qrisFileName(accountName, image.file_path)}
          >
            <Icon name="download" />
            Simpan Gambar QRIS
          </a>
        </div>
      </Dialog>
    </>
  );
}
