import type { WartaJemaat } from '@gkj/contract';
import { formatTanggal, isoDate } from '../lib/dates.ts';
import { splitParagraphs } from '../lib/text.ts';
import { fileSize } from '../lib/warta.ts';
import { Icon } from './icons.tsx';
import { ShareButton } from './ShareButton.tsx';

export const BULLETIN_TEXTS = {
  openPdf: 'Buka PDF',
  noText: 'Warta ini tersedia dalam bentuk PDF.',
  back: '← Kembali ke Daftar Warta',
} as const;

/**
 * One weekly bulletin: its title and Sunday, the PDF to open in the browser's viewer, and its text.
 * Rendered to HTML at build time (no React reaches the page) and in the browser for a preview (`share`
 * off: a preview's address is private). Its <article> is what the site search indexes of the page.
 */
export function BulletinDetail({ warta, share = true }: { warta: WartaJemaat; share?: boolean }) {
  const paragraphs = splitParagraphs(warta.isi_warta);
  return (
    <article className="detail warta-detail">
      <header className="detail-header">
        <span className="badge">Warta Jemaat</span>
        <h1>{warta.judul_warta}</h1>
        <p className="detail-byline">
          <time dateTime={isoDate(warta.tanggal_warta)}>{formatTanggal(warta.tanggal_warta)}</time>
        </p>
      </header>
      <div className="detail-actions">
        {warta.berkas_pdf && (
          <a className="btn btn-primary" href={warta.berkas_pdf} type="application/pdf">
            <Icon name="file" />
            {BULLETIN_TEXTS.openPdf}
            {warta.berkas_pdf_ukuran !== null && (
              <span className="warta-pdf-size">{`(PDF, ${fileSize(warta.berkas_pdf_ukuran)})`}</span>
            )}
          </a>
        )}
        {share && <ShareButton />}
      </div>
      {paragraphs.length > 0 ? (
        <div className="prose detail-body">
          {paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are static text in a fixed order
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      ) : (
        warta.berkas_pdf && <p className="detail-note">{BULLETIN_TEXTS.noText}</p>
      )}
      <a className="btn btn-outline back-button" href="/warta">
        {BULLETIN_TEXTS.back}
      </a>
    </article>
  );
}
