import type { Kategori } from '@gkj/contract';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { DialogActions, RowDialog } from '../../components/ui/dialog.tsx';
import { TextInput } from '../../components/ui/text-field.tsx';

export interface KategoriRenameProps {
  kategori: Kategori | null;
  onClose: () => void;
  onRename: (kategori: Kategori, nama: string) => Promise<boolean>;
}

/** Renaming keeps every transaction filed under the category: the way to fix a name that is in use. */
export function KategoriRename({ kategori, onClose, onRename }: KategoriRenameProps) {
  const [nama, setNama] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => setNama(kategori?.nama_kategori ?? ''), [kategori]);
  const error = nama.trim() ? undefined : 'Nama kategori wajib diisi.';
  return (
    <RowDialog title="Ganti Nama Kategori" row={kategori} onClose={onClose}>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          if (!kategori || error) return;
          setSaving(true);
          const done = await onRename(kategori, nama.trim());
          setSaving(false);
          if (done) onClose();
        }}
      >
        <TextInput label="Nama kategori" value={nama} onChange={setNama} error={error} autoFocus isRequired />
        <DialogActions>
          <Button onPress={onClose}>Batal</Button>
          <Button type="submit" variant="primary" isPending={saving}>
            Simpan
          </Button>
        </DialogActions>
      </form>
    </RowDialog>
  );
}
