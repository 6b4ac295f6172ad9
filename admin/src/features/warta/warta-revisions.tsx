import type { RevisionField } from '../../components/revision-history/revision-field.ts';
import { RevisionHistory } from '../../components/revision-history/revision-history.tsx';
import { formatDate } from '../../lib/format.ts';

/** A bulletin's text fields as its form labels them; a revision keeps no PDF. */
const FIELDS: readonly RevisionField[] = [
  { name: 'tanggal_warta', label: 'Tanggal', format: formatDate },
  { name: 'judul_warta', label: 'Judul' },
  { name: 'isi_warta', label: 'Isi Warta' },
];

/** The bulletin's revision history, at the end of its edit form. */
export function WartaRevisions() {
  return <RevisionHistory fields={FIELDS} notKept="Berkas PDF" />;
}
