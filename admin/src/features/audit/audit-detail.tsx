import type { AuditRow } from '@gkj/contract';
import { RowDialog } from '../../components/ui/dialog.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { AKSI_LABELS, TABEL_LABELS } from './labels.ts';

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** An update records { sebelum, sesudah } per column; a create or delete records the value itself. */
function beforeAfter(value: unknown): { before: unknown; after: unknown } | null {
  if (value && typeof value === 'object' && ('sebelum' in value || 'sesudah' in value)) {
    const pair = value as { sebelum?: unknown; sesudah?: unknown };
    return { before: pair.sebelum, after: pair.sesudah };
  }
  return null;
}

/** One audit entry: its change set as field → value (or { sebelum, sesudah } pairs). */
export function AuditDetail({ row, onClose }: { row: AuditRow | null; onClose: () => void }) {
  const entries = Object.entries(row?.perubahan ?? {});
  const paired = entries.some(([, value]) => beforeAfter(value) !== null);
  return (
    <RowDialog title="Detail Perubahan" size="lg" row={row} onClose={onClose}>
      {row && (
        <>
          <dl className="detail-list">
            <dt>Waktu</dt>
            <dd>{formatDateTime(row.created_at)}</dd>
            <dt>Pengguna</dt>
            <dd>{row.username ?? '—'}</dd>
            <dt>Aksi</dt>
            <dd>{AKSI_LABELS[row.aksi] ?? row.aksi}</dd>
            <dt>Data</dt>
            <dd>
              {TABEL_LABELS[row.tabel] ?? row.tabel}
              {/* A failed sign-in of a name no user has names no record. */}
              {row.id_record === '-' ? '' : ` #${row.id_record}`}
            </dd>
          </dl>
          {entries.length === 0 ? (
            <p className="field-description">Tidak ada rincian perubahan.</p>
          ) : (
            <table className="detail-table">
              <thead>
                <tr>
                  <th scope="col">Kolom</th>
                  {paired ? (
                    <>
                      <th scope="col">Sebelum</th>
                      <th scope="col">Sesudah</th>
                    </>
                  ) : (
                    <th scope="col">Nilai</th>
                  )}
                </tr>
              </thead>
              <tbody>
                {entries.map(([field, value]) => {
                  const pair = beforeAfter(value);
                  return (
                    <tr key={field}>
                      <th scope="row">{field.replaceAll('_', ' ')}</th>
                      {paired ? (
                        <>
                          <td>{show(pair ? pair.before : undefined)}</td>
                          <td>{show(pair ? pair.after : value)}</td>
                        </>
                      ) : (
                        <td>{show(value)}</td>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </>
      )}
    </RowDialog>
  );
}
