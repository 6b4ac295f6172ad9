import { useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiError, getJson } from '../lib/client-api.ts';
import type { DetailType } from '../lib/routes.ts';
import { activityTitle, articleTitle } from '../lib/seo.ts';
import type { Artikel, GambarKegiatan, Kegiatan } from '../lib/types.ts';
import { ActivityDetail } from '../ui/ActivityDetail.tsx';
import { ArticleDetail } from '../ui/ArticleDetail.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import ActivityGallery from './ActivityGallery.tsx';

type Loaded =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'kegiatan'; kegiatan: Kegiatan; images: GambarKegiatan[] }
  | { state: 'artikel'; artikel: Artikel };

const TEXTS = {
  kegiatan: {
    loading: 'Memuat data kegiatan...',
    missing: 'Kegiatan tidak ditemukan.',
    failed: 'Data kegiatan gagal dimuat. Periksa koneksi Anda, lalu coba lagi.',
    back: '← Kembali ke Daftar Kegiatan',
  },
  artikel: {
    loading: 'Memuat data artikel...',
    missing: 'Artikel tidak ditemukan.',
    failed: 'Data artikel gagal dimuat. Periksa koneksi Anda, lalu coba lagi.',
    back: '← Kembali ke Daftar Artikel',
  },
} as const;

async function loadDetail(type: DetailType, id: number): Promise<Loaded> {
  if (type === 'artikel') return { state: 'artikel', artikel: await getJson<Artikel>(`/api/artikel/${id}`) };
  const [kegiatan, images] = await Promise.all([
    getJson<Kegiatan>(`/api/kegiatan-gereja/${id}`),
    getJson<GambarKegiatan[]>(`/api/gambar-kegiatan/by-kegiatan/${id}`).catch(() => []),
  ]);
  return { state: 'kegiatan', kegiatan, images: Array.isArray(images) ? images : [] };
}

/** An activity or article published after the build: loaded from the API into the not-found page. */
function DetailLoader({ type, id, church }: { type: DetailType; id: number; church: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const texts = TEXTS[type];

  const load = useCallback(() => {
    setLoaded({ state: 'loading' });
    loadDetail(type, id)
      .then(setLoaded)
      .catch((error: unknown) => {
        console.error(`Detail ${type} ${id} gagal dimuat`, error);
        setLoaded({ state: error instanceof ApiError && error.status === 404 ? 'missing' : 'failed' });
      });
  }, [type, id]);

  useEffect(load, [load]);

  useEffect(() => {
    if (loaded.state === 'kegiatan')
      document.title = activityTitle(loaded.kegiatan.nama_kegiatan_gereja, church);
    if (loaded.state === 'artikel') document.title = articleTitle(loaded.artikel.judul_artikel, church);
  }, [loaded, church]);

  if (loaded.state === 'loading') return <Spinner text={texts.loading} />;
  if (loaded.state === 'kegiatan') {
    const cover =
      loaded.kegiatan.gambar_thumbnail ??
      loaded.images.find((image) => image.is_thumbnail === 1) ??
      loaded.images[0];
    return (
      <ActivityDetail kegiatan={loaded.kegiatan} cover={cover ?? null}>
        <ActivityGallery title={loaded.kegiatan.nama_kegiatan_gereja} images={loaded.images} />
      </ActivityDetail>
    );
  }
  if (loaded.state === 'artikel') return <ArticleDetail artikel={loaded.artikel} />;
  return (
    <div className="detail-missing" role="status">
      <h1 className="detail-missing-title">{loaded.state === 'missing' ? texts.missing : texts.failed}</h1>
      <div className="detail-actions">
        {loaded.state === 'failed' && (
          <button type="button" className="btn btn-primary" onClick={load}>
            Coba Lagi
          </button>
        )}
        <a className="btn btn-outline" href="/kegiatan">
          {texts.back}
        </a>
      </div>
    </div>
  );
}

export function mountDetail(root: HTMLElement, type: DetailType, id: number, church: string): void {
  createRoot(root).render(<DetailLoader type={type} id={id} church={church} />);
}
