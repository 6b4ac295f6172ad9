import { useState } from 'react';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import { Button } from '../../components/ui/button.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { AppDialog, DialogActions } from '../../components/ui/dialog.tsx';
import { notify } from '../../components/ui/toast.tsx';
import { messageOf } from '../../lib/api.ts';
import { downloadFromApi } from '../../lib/download.ts';
import { todayInJakarta } from '../../lib/format.ts';
import { FIELD_LABELS, JEMAAT_FIELDS } from './field-labels.ts';

const LIST_COLUMNS = [
  'nama_jemaat',
  'no_induk_jemaat',
  'jenis_kelamin_jemaat',
  'kewargaan',
  'status_bergereja',
];
const FORMATS = [
  { id: 'xlsx', label: 'Excel (XLSX)' },
  { id: 'csv', label: 'CSV' },
];

/** 'Ekspor': the members the list's search and filters find, with the columns chosen, as a file. */
export function ExportButton({ query }: { query: Record<string, string> }) {
  const [open, setOpen] = useState(false);
  const [columns, setColumns] = useState<string[]>(LIST_COLUMNS);
  const [format, setFormat] = useState('xlsx');
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      // Form order, whatever order they were ticked in.
      const kolom = JEMAAT_FIELDS.filter((field) => columns.includes(field)).join(',');
      await downloadFromApi(
        '/jemaat-ekspor',
        { ...query, format, kolom },
        `data-jemaat-${todayInJakarta()}.${format}`,
      );
      setOpen(false);
    } catch (error) {
      notify.error(messageOf(error, 'Gagal mengekspor data jemaat.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Ekspor
      </Button>
      <AppDialog title="Ekspor Data Jemaat" isOpen={open} onOpenChange={setOpen} size="lg">
        <p className="field-description">
          Berisi jemaat yang sesuai dengan pencarian dan filter daftar saat ini. Setiap ekspor tercatat di
          Riwayat Perubahan.
        </p>
        <ChoiceGroup label="Format berkas" options={FORMATS} value={format} onChange={setFormat} />
        <CheckboxGroup className="field export-columns" value={columns} onChange={setColumns}>
          <Label className="field-label">Kolom</Label>
          <div className="check-grid">
            {JEMAAT_FIELDS.map((field) => (
              <Checkbox key={field} value={field} className="checkbox">
                {FIELD_LABELS[field]}
              </Checkbox>
            ))}
          </div>
        </CheckboxGroup>
        <DialogActions>
          <Button variant="secondary" onPress={() => setOpen(false)}>
            Batal
          </Button>
          <Button variant="primary" onPress={download} isPending={busy} isDisabled={columns.length === 0}>
            Unduh
          </Button>
        </DialogActions>
      </AppDialog>
    </>
  );
}
