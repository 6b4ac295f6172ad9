import useSWR from 'swr';
import { Button } from '../../components/ui/button.tsx';
import { confirmAction } from '../../components/ui/confirm.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { notify } from '../../components/ui/toast.tsx';
import { apiRequest, messageOf } from '../../lib/api.ts';
import { imageSrcSet } from '../../lib/format.ts';
import { revalidate } from '../../lib/revalidate.ts';
import { type GambarKegiatan, isCover } from './types.ts';

/** The activity's photos, each with 'Jadikan Thumbnail' and 'Hapus'; the cover is marked. */
export function ImageGallery({ kegiatanId }: { kegiatanId: number }) {
  const key = `/gambar-kegiatan/by-kegiatan/${kegiatanId}`;
  const { data, isLoading } = useSWR<GambarKegiatan[]>(key);
  const refresh = () => revalidate(key, '/kegiatan-dengan-thumbnail', '/kegiatan-gereja');

  async function makeCover(image: GambarKegiatan) {
    try {
      await apiRequest(`/gambar-kegiatan/${image.id_gambar_kegiatan}/thumbnail`, { method: 'POST' });
      notify.success('Gambar sampul berhasil diubah.');
    } catch (error) {
      notify.error(messageOf(error, 'Gagal mengubah gambar sampul.'));
    }
    await refresh();
  }

  async function remove(image: GambarKegiatan) {
    if (
      !(await confirmAction('Yakin ingin menghapus gambar ini?', { confirmLabel: 'Hapus', tone: 'danger' }))
    )
      return;
    try {
      await apiRequest(`/gambar-kegiatan/${image.id_gambar_kegiatan}`, { method: 'DELETE' });
      notify.success('Gambar berhasil dihapus.');
    } catch (error) {
      notify.error(messageOf(error, 'Gagal menghapus gambar.'));
    }
    await refresh();
  }

  return (
    <section className="card" aria-labelledby="gallery-title">
      <h2 id="gallery-title" className="card-title">
        Galeri Kegiatan
      </h2>
      {isLoading ? (
        <Spinner label="Memuat gambar..." />
      ) : !data?.length ? (
        <p className="form-section-description">Belum ada gambar untuk kegiatan ini.</p>
      ) : (
        <ul className="photo-grid">
          {data.map((image) => (
            <li
              key={image.id_gambar_kegiatan}
              className="photo-card"
              data-cover={isCover(image) || undefined}
            >
              <img
                src={image.file_path}
                srcSet={imageSrcSet(image.file_path, image.width)}
                sizes="(max-width: 767px) 50vw, 240px"
                width={image.width}
                height={image.height}
                alt={image.nama_gambar_kegiatan}
                loading="lazy"
              />
              <div className="photo-meta">
                <span className="photo-name">{image.nama_gambar_kegiatan}</span>
                {isCover(image) && <span className="badge badge-success">(Gambar Sampul)</span>}
              </div>
              <div className="photo-actions">
                {!isCover(image) && (
                  <Button size="sm" variant="secondary" onPress={() => makeCover(image)}>
                    Jadikan Thumbnail
                  </Button>
                )}
                <Button size="sm" variant="ghost" className="text-danger" onPress={() => remove(image)}>
                  Hapus
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
