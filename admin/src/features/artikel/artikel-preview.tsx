import { useEffect, useState } from 'react';
import { AppDialog } from '../../components/ui/dialog.tsx';
import { capitalize } from '../../lib/format.ts';
import type { ArtikelValues } from './artikel-form.tsx';

export interface ArtikelPreviewProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  values: ArtikelValues;
  storedImage: string | null;
}

/** The article as a reader will see it: title, type, image, verse, note and body paragraphs. */
export function ArtikelPreview({ isOpen, onOpenChange, values, storedImage }: ArtikelPreviewProps) {
  const [chosenUrl, setChosenUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!values.gambar || !isOpen) return;
    const url = URL.createObjectURL(values.gambar);
    setChosenUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [values.gambar, isOpen]);
  const image = values.gambar ? chosenUrl : storedImage;
  const paragraphs = values.isi_artikel
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

  return (
    <AppDialog title="Preview Artikel" size="lg" isOpen={isOpen} onOpenChange={onOpenChange}>
      <article className="article-preview">
        {image && <img className="article-preview-image" src={image} alt="" />}
        <h2 className="article-preview-title">{values.judul_artikel || 'Tanpa judul'}</h2>
        <p className="article-preview-meta">{capitalize(values.jenis_artikel) || 'Jenis belum dipilih'}</p>
        {values.catatan_artikel && <p className="article-preview-note">{values.catatan_artikel}</p>}
        {values.ayat_alkitab && (
          <blockquote className="article-preview-verse">{values.ayat_alkitab}</blockquote>
        )}
        <h3 className="article-preview-heading">Isi Lengkap Artikel</h3>
        {paragraphs.length ? (
          paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a text have no other identity
            <p key={index} className="article-preview-paragraph">
              {paragraph}
            </p>
          ))
        ) : (
          <p className="field-description">Isi artikel masih kosong.</p>
        )}
      </article>
    </AppDialog>
  );
}
