import type { RevisiSummary } from '@gkj/contract';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format.ts';
import { Button } from '../ui/button.tsx';

/** Rows shown before 'Tampilkan semua': the recent ones are what a restore is usually after. */
const FIRST_ROWS = 5;

export interface RevisionListProps {
  revisions: RevisiSummary[];
  onRestore: (revision: RevisiSummary) => void;
  /** The revision being restored, whose button waits. */
  restoring: number | null;
}

/** The revisions, newest first; every one but the newest (what the form holds) can be restored. */
export function RevisionList({ revisions, onRestore, restoring }: RevisionListProps) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? revisions : revisions.slice(0, FIRST_ROWS);
  return (
    <>
      <ol className="revision-list">
        {shown.map((revision, index) => (
          <li key={revision.id_revisi} className="revision-item">
            <div className="revision-meta">
              <p className="revision-title">
                <span className="revision-number">Revisi {revision.nomor}</span>
                <span className="revision-note">{revision.keterangan}</span>
              </p>
              <p className="revision-by">
                {revision.username ?? 'Sistem'} · {formatDateTime(revision.created_at)}
              </p>
            </div>
            {index === 0 ? (
              <span className="revision-current">Versi saat ini</span>
            ) : (
              <Button
                size="sm"
                aria-label={`Pulihkan revisi ${revision.nomor}`}
                onPress={() => onRestore(revision)}
                isPending={restoring === revision.id_revisi}
                isDisabled={restoring !== null}
              >
                Pulihkan
              </Button>
            )}
          </li>
        ))}
      </ol>
      {revisions.length > FIRST_ROWS && (
        <Button variant="ghost" size="sm" onPress={() => setShowAll(!showAll)} aria-expanded={showAll}>
          {showAll ? 'Tampilkan lebih sedikit' : `Tampilkan semua (${revisions.length})`}
        </Button>
      )}
    </>
  );
}
