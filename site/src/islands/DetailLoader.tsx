import type { Artikel, GambarKegiatan, Kegiatan } from '@gkj/contract';
import { useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiError, getJson } from '../lib/client-api.ts';
import type { DetailType } from '../lib/routes.ts';
import { activityTitle, articleTitle } from '../lib/seo.ts';
import { ActivityDetail } from '../ui/ActivityDetail.tsx';
import { ArticleDetail } from '../ui/ArticleDetail.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import ActivityGallery from './ActivityGallery.tsx';

/** An item fetched in the browser, ready to draw with the built pages' components. */
export type LoadedItem =
  | { state: 'kegiatan'; kegiatan: Kegiatan; images: GambarKegiatan[] }
  | { state: 'artikel'; artikel: Artikel };

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'failed' } | LoadedItem;

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

/** The page title a built detail page of this item has. */
export function itemTitle(item: LoadedItem, church: string): string {
  return item.state === 'kegiatan'
    ? activityTitle(item.kegiatan.nama_kegiatan_gereja, church)
    : articleTitle(item.artikel.judul_artikel, church);
}

/** The item as its built page draws it, the activity with its gallery. */
export function ItemDetail({ item, share = true }: { item: LoadedItem; share?: boolean }) {
  if (item.state === 'artikel') return <ArticleDetail artikel={item.artikel} share={share} />;
  const { kegiatan, images } = item;
  const cover = kegiatan.gambar_thumbnail ?? images.find((image) => image.is_thumbnail === 1) ?? images[0];
  return (
    <ActivityDetail kegiatan={kegiatan} cover={cover ?? null} share={share}>
      <ActivityGallery title={kegiatan.nama_kegiatan_gereja} images={images} />
    </ActivityDetail>
  );
}

export interface StateMessageProps {
  text: string;
  /** Shown as 'Coba Lagi' when the failure may pass (the network, the server). */
  onRetry?: () => void;
  back: { href: string; label: string };
}

/** The not-found or failed state in place of an item, with the way on. */
export function StateMessage({ text, onRetry, back }: StateMessageProps) {
  return (
    <div className="centered-state detail-missing" role="status">
      <h1 className="detail-missing-title">{text}</h1>
      <div className="detail-actions">
        {onRetry && (
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            Coba Lagi
          </button>
        )}
        <a className="btn btn-outline" href={back.href}>
          {back.label}
        </a>
      </div>
    </div>
  );
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
    if (loaded.state === 'kegiatan' || loaded.state === 'artikel') document.title = itemTitle(loaded, church);
  }, [loaded, church]);

  if (loaded.state === 'loading') return <Spinner text={texts.loading} />;
  if (loaded.state === 'kegiatan' || loaded.state === 'artikel') return <ItemDetail item={loaded} />;
  const missing = loaded.state === 'missing';
  return (
    <StateMessage
      text={missing ? texts.missing : texts.failed}
      onRetry={missing ? undefined : load}
      back={{ href: '/kegiatan', label: texts.back }}
    />
  );
}

export function mountDetail(root: HTMLElement, type: DetailType, id: number, church: string): void {
  createRoot(root).render(<DetailLoader type={type} id={id} church={church} />);
}
