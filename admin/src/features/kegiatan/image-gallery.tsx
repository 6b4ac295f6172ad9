import type { GambarKegiatan } from '@gkj/contract';
import useSWR from 'swr';
import { Button } from '../../components/ui/button.tsx';
import { removeRecord } from '../../components/ui/remove-record.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { PhotoCard } from '../../components/ui/stored-image.tsx';
import { notify } from '../../components/ui/toast.tsx';
import { apiRequest, messageOf } from '../../lib/api.ts';
import { revalidate } from '../../lib/revalidate.ts';
import { isCover } from './is-cover.ts';

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
    const outcome = await removeRecord(`/gambar-kegiatan/${image.id_gambar_kegiatan}`, {
      confirm: 'Yakin ingin menghapus gambar ini?',
      success: 'Gambar berhasil dihapus.',
      failure: 'Gagal menghapus gambar.',
    });
    if (outcome !== 'kept') await refresh();
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
            <PhotoCard
              key={image.id_gambar_kegiatan}
              image={image}
              name={image.nama_gambar_kegiatan}
              isCover={isCover(image)}
              meta={isCover(image) && <span className="badge badge-success">(Gambar Sampul)</span>}
              actions={
                <>
                  {!isCover(image) && (
                    <Button size="sm" variant="secondary" onPress={() => makeCover(image)}>
                      Jadikan Thumbnail
                    </Button>
                  )}
                  <Button size="sm" variant="ghost" className="text-danger" onPress={() => remove(image)}>
                    Hapus
                  </Button>
                </>
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
