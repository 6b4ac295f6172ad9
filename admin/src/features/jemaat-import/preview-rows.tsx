import type { ImportPreview } from '@gkj/contract';
import { SelectField } from '../../components/ui/select-field.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { type Choice, defaultChoice, type PreviewRow } from './types.ts';

const CHOICES: Record<string, { id: Choice; label: string }> = {
  lewati: { id: 'lewati', label: 'Lewati' },
  perbarui: { id: 'perbarui', label: 'Perbarui data lama' },
  tambah: { id: 'tambah', label: 'Tambah sebagai baru' },
};

/** A row with a problem can only be skipped; a duplicate can also update the match or be added anyway. */
const choicesFor = (row: PreviewRow) =>
  row.masalah.length > 0
    ? [CHOICES.lewati]
    : row.duplikat
      ? [CHOICES.lewati, CHOICES.perbarui, CHOICES.tambah]
      : [CHOICES.tambah, CHOICES.lewati];

function Match({ row }: { row: PreviewRow }) {
  const match = row.duplikat;
  if (!match) return null;
  const how = match.cocok === 'no_induk' ? `no induk ${match.no_induk_jemaat}` : 'nama dan tanggal lahir';
  return (
    <p className="import-duplicate">
      Sama ({how}) dengan jemaat <strong>{match.nama_jemaat}</strong>
      {match.tanggal_lahir_jemaat ? `, lahir ${formatDate(match.tanggal_lahir_jemaat)}` : ''}.
    </p>
  );
}

/**
 * The rows that need a look: those with problems (why, by column) and those like a member already held
 * (with a choice each). Clean new rows are only counted: a 2,000-row file stays readable.
 */
export function PreviewRows({
  preview,
  choices,
  onChoose,
}: {
  preview: ImportPreview;
  choices: Record<number, Choice>;
  onChoose: (baris: number, choice: Choice) => void;
}) {
  const shown = preview.baris.filter((row) => row.masalah.length > 0 || row.duplikat);
  const clean = preview.baris.length - shown.length;
  return (
    <section className="card" aria-labelledby="rows-title">
      <h2 id="rows-title" className="card-title">
        Pratinjau: {formatNumber(preview.ringkasan.baris)} baris
      </h2>
      <ul className="import-summary">
        <li>{formatNumber(clean)} baris siap ditambahkan</li>
        <li>{formatNumber(preview.ringkasan.bermasalah)} baris bermasalah (dilewati)</li>
        <li>{formatNumber(preview.ringkasan.duplikat)} baris sama dengan jemaat yang sudah ada</li>
      </ul>
      {shown.length > 0 && (
        <ol className="import-rows">
          {shown.map((row) => (
            <li
              key={row.baris}
              className={row.masalah.length > 0 ? 'import-row import-row-problem' : 'import-row'}
            >
              <div className="import-row-head">
                <span className="import-row-number">Baris {row.baris}</span>
                <span className="import-row-name">{row.data.nama_jemaat ?? '(tanpa nama)'}</span>
              </div>
              {row.masalah.length > 0 && (
                <ul className="import-problems">
                  {row.masalah.map((problem) => (
                    <li key={`${problem.kolom}-${problem.pesan}`}>
                      {problem.kolom ? <strong>{problem.kolom}: </strong> : null}
                      {problem.pesan}
                    </li>
                  ))}
                </ul>
              )}
              <Match row={row} />
              <SelectField
                className="import-choice"
                label={`Tindakan baris ${row.baris}`}
                options={choicesFor(row)}
                value={choices[row.baris] ?? defaultChoice(row)}
                onChange={(value) => onChoose(row.baris, value as Choice)}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
