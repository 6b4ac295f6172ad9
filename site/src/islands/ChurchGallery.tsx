import type { PilihanFoto } from '@gkj/contract';
import { useState } from 'react';
import { Dialog } from '../ui/Dialog.tsx';
import { Icon } from '../ui/icons.tsx';
import { PhotoCarousel } from '../ui/PhotoCarousel.tsx';

export interface ChurchGalleryProps {
  churchName: string;
  photos: PilihanFoto[];
}

/** The button on a church card and the modal carousel of that church's photos. */
export default function ChurchGallery({ churchName, photos }: ChurchGalleryProps) {
  const [open, setOpen] = useState(false);
  if (photos.length === 0) return <p className="muted">Belum ada foto.</p>;
  const slides = photos.map((photo) => ({
    image: photo,
    alt: photo.nama,
    caption: `${photo.nama} · ${photo.kegiatan}`,
  }));
  return (
    <>
      <button type="button" className="btn btn-outline" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon name="images" />
        Lihat Galeri
        <span className="visually-hidden"> {churchName}</span>
      </button>
      <Dialog open={open} title={`Galeri ${churchName}`} onClose={() => setOpen(false)} wide>
        <PhotoCarousel photos={slides} label={`Foto ${churchName}`} />
      </Dialog>
    </>
  );
}
