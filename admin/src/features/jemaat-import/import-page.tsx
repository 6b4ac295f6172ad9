import type { ImportPreview, ImportResult } from '@gkj/contract';
import { Fragment, useState } from 'react';
import { Button, LinkButton } from '../../components/ui/button.tsx';
import { notify } from '../../components/ui/toast.tsx';
import { apiRequest, messageOf } from '../../lib/api.ts';
import { downloadFromApi, downloadText } from '../../lib/download.ts';
import { formatNumber, todayInJakarta } from '../../lib/format.ts';
import { revalidate } from '../../lib/revalidate.ts';
import { useTitle } from '../../lib/use-title.ts';
import { MappingTable } from './mapping-table.tsx';
import { PreviewRows } from './preview-rows.tsx';
import type { Choice } from './types.ts';

const MAX_BYTES = 5 * 1024 * 1024;

/**
 * 'Impor Data Jemaat': choose a CSV or XLSX file, check the columns' fields, read the preview, choose
 * per duplicate, confirm. The server reads the same file again on confirmation and writes all or nothing.
 */
export function ImportPage() {
  useTitle('Impor Data Jemaat');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<string[]>([]);
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [result, setResult] = useState<ImportResult | null>(null);
  const [busy, setBusy] = useState(false);

  const formOf = (chosen: File, fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('berkas', chosen);
    return form;
  };
  const mappingJson = (fields: string[]) => JSON.stringify(fields.map((field) => field || null));

  async function loadPreview(chosen: File, fields?: string[]) {
    if (chosen.size > MAX_BYTES) {
      notify.error('Berkas terlalu besar: paling besar 5 MB.');
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const form = formOf(chosen, fields ? { pemetaan: mappingJson(fields) } : {});
      const answer = await apiRequest<ImportPreview>('/jemaat-impor/pratinjau', { method: 'POST', form });
      setPreview(answer);
      setMapping(answer.pemetaan.map((field) => field ?? ''));
      setChoices({});
    } catch (error) {
      setPreview(null);
      notify.error(messageOf(error, 'Gagal membaca berkas.'));
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    if (!file) return;
    setBusy(true);
    try {
      const form = formOf(file, { pemetaan: mappingJson(mapping), pilihan: JSON.stringify(choices) });
      const answer = await apiRequest<ImportResult>('/jemaat-impor', { method: 'POST', form });
      setResult(answer);
      setPreview(null);
      notify.success(answer.message);
      await revalidate('/jemaat');
    } catch (error) {
      notify.error(messageOf(error, 'Gagal menyimpan impor. Tidak ada data yang disimpan.'));
    } finally {
      setBusy(false);
    }
  }

  const mappingChanged =
    preview !== null && mapping.some((field, index) => field !== (preview.pemetaan[index] ?? ''));
  return (
    <section className="page import-page">
      <header className="page-header">
        <div>
          <h1 className="page-title">Impor Data Jemaat</h1>
          <p className="page-lead">
            Dari berkas CSV (dipisah koma atau titik koma) atau Excel (XLSX), paling banyak 10.000 baris.
          </p>
        </div>
        <LinkButton variant="ghost" href="/admin-dashboard/jemaat">
          Kembali ke Data Jemaat
        </LinkButton>
      </header>

      <section className="card import-file">
        <label className="field">
          <span className="field-label">Berkas data jemaat</span>
          <input
            className="input"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              if (chosen) void loadPreview(chosen);
            }}
          />
        </label>
        <p className="field-description">
          Belum punya berkas? Unduh templat:
          {(['xlsx', 'csv'] as const).map((format) => (
            <Fragment key={format}>
              {' '}
              <Button
                variant="quiet"
                size="sm"
                onPress={() =>
                  void downloadFromApi('/jemaat-impor/templat', { format }, `templat-impor-jemaat.${format}`)
                }
              >
                {format.toUpperCase()}
              </Button>
            </Fragment>
          ))}
        </p>
      </section>

      {preview && file && (
        <>
          <MappingTable preview={preview} mapping={mapping} onChange={setMapping} />
          {mappingChanged && (
            <Button variant="secondary" onPress={() => void loadPreview(file, mapping)} isPending={busy}>
              Perbarui Pratinjau
            </Button>
          )}
          <PreviewRows
            preview={preview}
            choices={choices}
            onChoose={(baris, choice) => setChoices({ ...choices, [baris]: choice })}
          />
          <div className="form-actions">
            <Button variant="primary" onPress={confirm} isPending={busy} isDisabled={mappingChanged}>
              Simpan Impor
            </Button>
          </div>
        </>
      )}

      {result && (
        <section className="card" aria-labelledby="result-title" role="status">
          <h2 id="result-title" className="card-title">
            Impor selesai
          </h2>
          <ul className="import-summary">
            <li>{formatNumber(result.ditambahkan)} ditambahkan</li>
            <li>{formatNumber(result.diperbarui)} diperbarui</li>
            <li>{formatNumber(result.dilewati)} dilewati</li>
          </ul>
          <Button
            variant="secondary"
            onPress={() => downloadText(result.laporan_csv, `laporan-impor-jemaat-${todayInJakarta()}.csv`)}
          >
            Unduh Laporan (CSV)
          </Button>
        </section>
      )}
    </section>
  );
}
