import type { RevisionField } from '../../components/revision-history/revision-field.ts';
import { RevisionHistory } from '../../components/revision-history/revision-history.tsx';
import { JENIS_ARTIKEL_OPTIONS } from '../../lib/choices.ts';

/** An article's content fields as its form labels them; a revision keeps the type's value and the activity's id. */
const FIELDS: readonly RevisionField[] = [
  { name: 'judul_artikel', label: 'Judul Artikel' },
  {
    name: 'jenis_artikel',
    label: 'Jenis Artikel',
    format: (value) => JENIS_ARTIKEL_OPTIONS.find((option) => option.id === value)?.label ?? value,
  },
  { name: 'id_kegiatan_gereja', label: 'Kegiatan Terkait', format: (value) => `Kegiatan #${value}` },
  { name: 'ayat_alkitab', label: 'Ayat Alkitab' },
  { name: 'catatan_artikel', label: 'Catatan' },
  { name: 'isi_artikel', label: 'Isi Artikel' },
];

/** The article's revision history, at the end of its edit form. */
export function ArtikelRevisions() {
  return <RevisionHistory fields={FIELDS} />;
}
