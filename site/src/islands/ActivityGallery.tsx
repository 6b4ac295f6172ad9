import type { GambarKegiatan } from '@gkj/contract';
import { useState } from 'react';
import { describePhoto } from '../lib/text.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Icon } from '../ui/icons.tsx';
import { PhotoCarousel } from '../ui/PhotoCarousel.tsx';

export interface ActivityGalleryProps {
  title: string;
  images: GambarKegiatan[];
}

/** 'Lihat Galeri Kegiatan' and the carousel of the activity's photos. */
export default function ActivityGallery({ title, images }: ActivityGalleryProps) {
  const [open, setOpen] = useState(false);
  if (images.length === 0) return null;
  const photos = images.map((image, index) => ({
    image,
    alt: describePhoto(image.nama_gambar_kegiatan, title, index),
  }));
  return (
    <>
      <button type="button" className="btn btn-primary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon name="images" />
        Lihat Galeri Kegiatan
      </button>
      <Dialog open={open} title={`Galeri ${title}`} onClose={() => setOpen(false)} wide>
        <PhotoCarousel photos={photos} label={`Foto kegiatan ${title}`} />
      </Dialog>
    </>
  );
}
