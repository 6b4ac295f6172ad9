import { Button } from '../../components/ui/button.tsx';
import { confirmAction } from '../../components/ui/confirm.ts';
import { notify } from '../../components/ui/toast.tsx';
import { apiRequest, messageOf } from '../../lib/api.ts';
import { imageSrcSet } from '../../lib/format.ts';
import { revalidate } from '../../lib/revalidate.ts';
import { type GaleriFoto, KONTEN_KEY } from '../konten-situs/types.ts';

export function GaleriGrid({ photos }: { photos: GaleriFoto[] }) {
  async function remove(photo: GaleriFoto) {
    if (
      !(await confirmAction(`Yakin ingin menghapus foto ${photo.nama}?`, {
        confirmLabel: 'Hapus',
        tone: 'danger',
      }))
    ) {
      return;
    }
    try {
      await apiRequest(`/galeri-gereja/${photo.id_galeri}`, { method: 'DELETE' });
      notify.success('Foto galeri berhasil dihapus.');
      await revalidate(KONTEN_KEY);
    } catch (error) {
      notify.error(messageOf(error, 'Gagal menghapus foto galeri.'));
    }
  }

  if (photos.length === 0) return <p className="empty-state">Belum ada foto untuk gereja ini.</p>;
  return (
    <ul className="photo-grid">
      {photos.map((photo) => (
        <li key={photo.id_galeri} className="photo-card">
          <img
            src={photo.file_path}
            srcSet={imageSrcSet(photo.file_path, photo.width)}
            sizes="(max-width: 767px) 50vw, 240px"
            width={photo.width}
            height={photo.height}
            alt={photo.nama}
            loading="lazy"
          />
          <div className="photo-meta">
            <span className="photo-name">{photo.nama}</span>
            <span className="field-description">{photo.kegiatan}</span>
          </div>
          <div className="photo-actions">
            <Button size="sm" variant="ghost" className="text-danger" onPress={() => remove(photo)}>
              Hapus
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
