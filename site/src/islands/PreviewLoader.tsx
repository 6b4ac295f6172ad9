import type { Pratinjau, WartaJemaat } from '@gkj/contract';
import { STATUS_KONTEN_LABEL, type StatusKonten } from '@gkj/contract/enums';
import { useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiError, getJson } from '../lib/client-api.ts';
import { formatJam, formatTanggal } from '../lib/dates.ts';
import { bulletinTitle } from '../lib/seo.ts';
import { BulletinDetail } from '../ui/BulletinDetail.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { ItemDetail, itemTitle, type LoadedItem, StateMessage } from './DetailLoader.tsx';

/** What a preview shows: an article or activity as a detail page draws it, or a bulletin. */
type PreviewItem = LoadedItem | { state: 'warta'; warta: WartaJemaat };

interface Shown {
  state: 'shown';
  item: PreviewItem;
  status: StatusKonten;
  terbitPada: string | null;
}
type Preview = { state: 'loading' } | { state: 'invalid'; message: string } | { state: 'failed' } | Shown;

export const PREVIEW_TEXTS = {
  loading: 'Memuat pratinjau...',
  noToken: 'Tautan pratinjau tidak lengkap. Salin lagi tautannya dari dasbor.',
  failed: 'Pratinjau gagal dimuat. Periksa koneksi Anda, lalu coba lagi.',
} as const;

/** The banner's lead and note: a draft is nowhere on the site; a published item's page follows its next build. */
const BANNER = {
  draft: ['Pratinjau — belum terbit.', 'Halaman ini hanya untuk peninjau dan tidak tampil di situs.'],
  published: [
    'Pratinjau — isi yang tersimpan saat ini.',
    'Halaman di situs mengikutinya setelah diperbarui.',
  ],
} as const;

const HOME = { href: '/', label: 'Kembali ke Beranda' };

/** The token is in the address's fragment, which never reaches a server log or another site's Referer. */
const tokenOf = (hash: string) => hash.replace(/^#/, '').trim();

function itemOf(preview: Pratinjau): PreviewItem {
  if (preview.jenis === 'artikel') return { state: 'artikel', artikel: preview.data };
  if (preview.jenis === 'warta') return { state: 'warta', warta: preview.data };
  const { gambar, ...kegiatan } = preview.data;
  return { state: 'kegiatan', kegiatan, images: gambar };
}

async function loadPreview(token: string): Promise<Preview> {
  if (!token) return { state: 'invalid', message: PREVIEW_TEXTS.noToken };
  const preview = await getJson<Pratinjau>(`/api/pratinjau/${encodeURIComponent(token)}`);
  const { status, terbit_pada } = preview.data;
  return { state: 'shown', item: itemOf(preview), status, terbitPada: terbit_pada };
}

/** Says plainly that this is not the public page, and where the item stands. */
function PreviewBanner({ status, terbitPada }: Omit<Shown, 'state' | 'item'>) {
  const [lead, note] = status === 'terbit' ? BANNER.published : BANNER.draft;
  const when =
    status === 'terjadwal' && terbitPada ? `, ${formatTanggal(terbitPada)} ${formatJam(terbitPada)}` : '';
  return (
    <div className="preview-banner" role="status">
      <p>
        <strong>{lead}</strong> {note}
      </p>
      <p className="preview-banner-status">
        Status: {STATUS_KONTEN_LABEL[status]}
        {when}
      </p>
    </div>
  );
}

/** A draft as its published page will look, fetched with the signed token in the address. */
function PreviewLoader({ church }: { church: string }) {
  const [token, setToken] = useState(() => tokenOf(window.location.hash));
  const [preview, setPreview] = useState<Preview>({ state: 'loading' });

  // A second preview link pasted into the same tab changes only the fragment: no reload happens.
  useEffect(() => {
    const follow = () => setToken(tokenOf(window.location.hash));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  const load = useCallback(() => {
    setPreview({ state: 'loading' });
    loadPreview(token)
      .then(setPreview)
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) {
          setPreview({ state: 'invalid', message: error.message });
          return;
        }
        console.error('Pratinjau gagal dimuat', error);
        setPreview({ state: 'failed' });
      });
  }, [token]);

  useEffect(load, [load]);

  useEffect(() => {
    if (preview.state !== 'shown') return;
    const { item } = preview;
    const title =
      item.state === 'warta' ? bulletinTitle(item.warta.judul_warta, church) : itemTitle(item, church);
    document.title = `Pratinjau: ${title}`;
  }, [preview, church]);

  if (preview.state === 'loading') return <Spinner text={PREVIEW_TEXTS.loading} />;
  if (preview.state === 'invalid') return <StateMessage text={preview.message} back={HOME} />;
  if (preview.state === 'failed')
    return <StateMessage text={PREVIEW_TEXTS.failed} onRetry={load} back={HOME} />;
  return (
    <>
      <PreviewBanner status={preview.status} terbitPada={preview.terbitPada} />
      {preview.item.state === 'warta' ? (
        <BulletinDetail warta={preview.item.warta} share={false} />
      ) : (
        <ItemDetail item={preview.item} share={false} />
      )}
    </>
  );
}

export function mountPreview(root: HTMLElement, church: string): void {
  createRoot(root).render(<PreviewLoader church={church} />);
}
