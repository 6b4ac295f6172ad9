import type { PilihanFoto as GaleriFoto } from '@gkj/contract';
import { Button } from '../../components/ui/button.tsx';
import { removeRecord } from '../../components/ui/remove-record.ts';
import { PhotoCard } from '../../components/ui/stored-image.tsx';
import { revalidate } from '../../lib/revalidate.ts';
import { KONTEN_KEY } from '../konten-situs/index.ts';

export function GaleriGrid({ photos }: { photos: GaleriFoto[] }) {
  async function remove(photo: GaleriFoto) {
    const outcome = await removeRecord(`/galeri-gereja/${photo.id_galeri}`, {
      confirm: `Yakin ingin menghapus foto ${photo.nama}?`,
      success: 'Foto galeri berhasil dihapus.',
      failure: 'Gagal menghapus foto galeri.',
    });
    if (outcome === 'removed') await revalidate(KONTEN_KEY);
  }

  if (photos.length === 0) return <p className="empty-state">Belum ada foto untuk gereja ini.</p>;
  return (
    <ul className="photo-grid">
      {photos.map((photo) => (
        <PhotoCard
          key={photo.id_galeri}
          image={photo}
          name={photo.nama}
          meta={<span className="field-description">{photo.kegiatan}</span>}
          actions={
            <Button size="sm" variant="ghost" className="text-danger" onPress={() => remove(photo)}>
              Hapus
            </Button>
          }
        />
      ))}
    </ul>
  );
}
