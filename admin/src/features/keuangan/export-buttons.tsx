import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { notify } from '../../components/ui/toast.tsx';
import type { QueryValue } from '../../lib/api.ts';
import { downloadFromApi as downloadFile } from '../../lib/download.ts';

export interface ExportButtonsProps {
  /** The API route of the export; `format` is added. */
  path: string;
  query: Record<string, QueryValue>;
  /** The downloaded file's name without its extension. */
  fileName: string;
  failure: string;
}

/** 'Unduh CSV' and 'Unduh XLSX' of what the screen shows. */
export function ExportButtons({ path, query, fileName, failure }: ExportButtonsProps) {
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  async function download(format: 'csv' | 'xlsx') {
    setBusy(format);
    try {
      await downloadFile(path, { ...query, format }, `${fileName}.${format}`);
    } catch {
      notify.error(failure);
    } finally {
      setBusy(null);
    }
  }
  return (
    <div className="export-buttons no-print">
      <Button size="sm" isPending={busy === 'csv'} onPress={() => void download('csv')}>
        Unduh CSV
      </Button>
      <Button size="sm" isPending={busy === 'xlsx'} onPress={() => void download('xlsx')}>
        Unduh XLSX
      </Button>
    </div>
  );
}
