import { formatTanggal, isoDate } from '../lib/dates.ts';
import { storedImage } from '../lib/images.ts';
import { capitalize, splitParagraphs } from '../lib/text.ts';
import type { Artikel } from '../lib/types.ts';
import { Img } from './Img.tsx';
import { ShareButton } from './ShareButton.tsx';

/** One article; rendered to HTML at build time and in the browser for articles newer than the build. */
export function ArticleDetail({ artikel }: { artikel: Artikel }) {
  const image = storedImage(
    artikel.gambar_artikel,
    artikel.gambar_artikel_width,
    artikel.gambar_artikel_height,
  );
  return (
    <article className="detail">
      <Img
        image={image}
        alt={artikel.judul_artikel}
        sizes="(min-width: 52rem) 48rem, 100vw"
        className="detail-image ratio-16-9"
        whole
        priority
      />
      <header className="detail-header">
        <h1>{artikel.judul_artikel}</h1>
        <p className="detail-byline">
          {capitalize(artikel.jenis_artikel)} · {artikel.author} ·{' '}
          <time dateTime={isoDate(artikel.tanggal_artikel)}>{formatTanggal(artikel.tanggal_artikel)}</time>
        </p>
        {artikel.catatan_artikel && <p className="detail-note">{artikel.catatan_artikel}</p>}
      </header>
      <div className="detail-actions">
        <ShareButton />
      </div>
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
