import type { Artikel } from '@gkj/contract';
import { formatTanggal, isoDate } from '../lib/dates.ts';
import { imageOf } from '../lib/images.ts';
import { capitalize, splitParagraphs } from '../lib/text.ts';
import { DetailImage } from './Img.tsx';
import { ShareButton } from './ShareButton.tsx';

/**
 * One article; rendered to HTML at build time and in the browser for articles newer than the build or
 * previewed before they are published (`share` off: a preview's address is private, not to pass on).
 */
export function ArticleDetail({ artikel, share = true }: { artikel: Artikel; share?: boolean }) {
  const image = imageOf(artikel, 'gambar_artikel');
  return (
    <article className="detail">
      <DetailImage image={image} alt={artikel.judul_artikel} />
      <header className="detail-header">
        <h1>{artikel.judul_artikel}</h1>
        <p className="detail-byline">
          {capitalize(artikel.jenis_artikel)} · {artikel.author} ·{' '}
          <time dateTime={isoDate(artikel.tanggal_artikel)}>{formatTanggal(artikel.tanggal_artikel)}</time>
        </p>
        {artikel.catatan_artikel && <p className="detail-note">{artikel.catatan_artikel}</p>}
      </header>
      {share && (
        <div className="detail-actions">
          <ShareButton />
        </div>
      )}
      {artikel.ayat_alkitab && <blockquote className="verse">{artikel.ayat_alkitab}</blockquote>}
      <h2 className="detail-section-title">Isi Lengkap Artikel</h2>
      <div className="prose detail-body">
        {splitParagraphs(artikel.isi_artikel).map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are static text in a fixed order
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <a className="btn btn-outline back-button" href="/kegiatan#artikel" data-list-return="">
        ← Kembali ke Daftar Artikel
      </a>
    </article>
  );
}
