import type { RevisionField } from '../../components/revision-history/revision-field.ts';
import { RevisionHistory } from '../../components/revision-history/revision-history.tsx';
import { formatDate } from '../../lib/format.ts';

/** An activity's content fields as its form labels them. */
const FIELDS: readonly RevisionField[] = [
  { name: 'nama_kegiatan_gereja', label: 'Nama Kegiatan' },
  { name: 'waktu_kegiatan_gereja', label: 'Waktu Kegiatan', format: formatDate },
  { name: 'jam_kegiatan_gereja', label: 'Jam Kegiatan', format: (value) => value.slice(0, 5) },
  { name: 'tema_kegiatan_gereja', label: 'Tema' },
  { name: 'tempat_kegiatan_gereja', label: 'Tempat' },
  { name: 'deskripsi_kegiatan_gereja', label: 'Deskripsi' },
];

/** The activity's revision history, at the end of its edit form. */
export function KegiatanRevisions() {
  return <RevisionHistory fields={FIELDS} />;
}
