import { useState } from 'react';
import type { StoredImage } from '../lib/types.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Img } from '../ui/Img.tsx';
import { Icon } from '../ui/icons.tsx';

export interface QrisButtonProps {
  image: StoredImage;
  accountName: string;
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
        </div>
      </Dialog>
    </>
  );
}
