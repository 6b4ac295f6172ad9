import { useState } from 'react';
import type { StoredImage } from '../lib/types.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Img } from '../ui/Img.tsx';
import { Icon } from '../ui/icons.tsx';

export interface QrisButtonProps {
  image: StoredImage;
  accountName: string;
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

/** The button that shows the church's QRIS code in a modal. */
export default function QrisButton({ image, accountName }: QrisButtonProps) {
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
          <p className="muted">Pindai kode ini dengan aplikasi bank atau dompet digital Anda.</p>
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
