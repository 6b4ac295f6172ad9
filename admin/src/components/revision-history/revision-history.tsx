import type { RevisiList, RevisiSummary } from '@gkj/contract';
import { lazy, Suspense, useId, useState } from 'react';
import useSWR from 'swr';
import { ApiError } from '../../lib/api.ts';
import { useStoredRecord } from '../resource-form/stored-record.ts';
import { Button } from '../ui/button.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { restoreRevision } from './restore-revision.ts';
import type { RevisionField } from './revision-field.ts';
import { RevisionList } from './revision-list.tsx';

// The comparison brings jsdiff: a chunk of its own, fetched when someone first compares.
const RevisionCompare = lazy(() => import('./revision-compare.tsx'));

export interface RevisionHistoryProps {
  /** The form's content fields, in its order and under its labels. */
  fields: readonly RevisionField[];
  /** What a revision does not keep, said under the heading ('Gambar', or a bulletin's 'Berkas PDF'). */
  notKept?: string;
}

const optionsOf = (revisions: RevisiSummary[]) =>
  revisions.map((revision) => ({
    id: String(revision.id_revisi),
    label: `Revisi ${revision.nomor} · ${revision.keterangan}`,
  }));

/**
 * The 'Riwayat Revisi' of the record an edit form shows: every save, comparing two of them and restoring
 * one. Nothing on a create form, nor for someone the server does not show the history to (another
 * author's article).
 */
export function RevisionHistory({ fields, notKept = 'Gambar' }: RevisionHistoryProps) {
  const stored = useStoredRecord();
  const titleId = useId();
  const history = useSWR<RevisiList>(stored ? `${stored.path}/revisi` : null, { revalidateOnFocus: false });
  const [comparing, setComparing] = useState(false);
  // The pair chosen; unset means the default (the newest and the one before it).
  const [chosen, setChosen] = useState<{ older?: string; newer?: string }>({});
  const [restoring, setRestoring] = useState<number | null>(null);
  if (!stored) return null;
  if (history.error instanceof ApiError && history.error.status === 403) return null;

  const revisions = history.data?.data ?? [];
  const byId = (id: string | undefined) => revisions.find((revision) => String(revision.id_revisi) === id);
  const first = byId(chosen.older) ?? revisions[1];
  const second = byId(chosen.newer) ?? revisions[0];
  // Shown oldest first whichever way round they were picked.
  const [older, newer] = first && second && first.nomor > second.nomor ? [second, first] : [first, second];

  async function restore(revision: RevisiSummary) {
    if (!stored) return;
    setRestoring(revision.id_revisi);
    const restored = await restoreRevision(stored, revision);
    setRestoring(null);
    if (restored) {
      setChosen({});
      void history.mutate();
    }
  }

  return (
    <section className="form-section revision-history" aria-labelledby={titleId}>
      <h2 className="form-section-title" id={titleId}>
        Riwayat Revisi
      </h2>
      <p className="form-section-description">
        Setiap penyimpanan tercatat sebagai revisi. {notKept} tidak termasuk dalam revisi.
      </p>
      {history.error ? (
        <div className="revision-error" role="alert">
          <p>Gagal memuat riwayat revisi.</p>
          <Button size="sm" onPress={() => void history.mutate()}>
            Coba lagi
          </Button>
        </div>
      ) : !history.data ? (
        <Spinner label="Memuat riwayat revisi..." />
      ) : revisions.length === 0 ? (
        <p className="revision-none">Belum ada revisi.</p>
      ) : (
        <RevisionList revisions={revisions} onRestore={(r) => void restore(r)} restoring={restoring} />
      )}
      {revisions.length >= 2 && (
        <div className="revision-comparing">
          <Button
            variant={comparing ? 'ghost' : 'secondary'}
            size="sm"
            aria-expanded={comparing}
            onPress={() => setComparing(!comparing)}
          >
            {comparing ? 'Tutup perbandingan' : 'Bandingkan revisi'}
          </Button>
          {comparing && older && newer && (
            <>
              <div className="revision-pick">
                <SelectField
                  label="Dari revisi"
                  options={optionsOf(revisions)}
                  value={String(first?.id_revisi ?? '')}
                  onChange={(id) => setChosen((pair) => ({ ...pair, older: id }))}
                />
                <SelectField
                  label="Ke revisi"
                  options={optionsOf(revisions)}
                  value={String(second?.id_revisi ?? '')}
                  onChange={(id) => setChosen((pair) => ({ ...pair, newer: id }))}
                />
              </div>
              {older === newer ? (
                <p className="revision-none">Pilih dua revisi yang berbeda.</p>
              ) : (
                <Suspense fallback={<Spinner label="Memuat perbandingan..." />}>
                  <RevisionCompare path={stored.path} older={older} newer={newer} fields={fields} />
                </Suspense>
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}
