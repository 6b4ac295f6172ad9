import type { Revisi, RevisiSummary } from '@gkj/contract';
import { useId, useMemo } from 'react';
import useSWR from 'swr';
import { loadFailureText } from '../../lib/api.ts';
import { Spinner } from '../ui/spinner.tsx';
import { type FieldChange, fieldChanges, type Part } from './field-changes.ts';
import type { RevisionField } from './revision-field.ts';

// Its own chunk (with jsdiff), loaded the first time a comparison opens.

/** A revision never changes once kept: read it once. */
const ONCE = { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false };

/** Whitespace alone would show nothing: a removed or added line break or space gets a visible sign. */
function visible(text: string): string {
  return text.includes('\n') ? `¶${text}` : text.replace(/ /g, '·');
}

const LABELS = { removed: 'dihapus', added: 'ditambahkan' } as const;

/**
 * A removed or added run, saying so in words too (screen readers do not announce <del>/<ins>). The spaces
 * around its words stay outside the mark, so only the words are struck through or underlined.
 */
function Marked({ kind, text }: { kind: 'removed' | 'added'; text: string }) {
  const Tag = kind === 'removed' ? 'del' : 'ins';
  const [, before = '', words = '', after = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text) ?? [];
  const mark = (shown: string) => (
    <Tag>
      <span className="visually-hidden">[{LABELS[kind]}: </span>
      {shown}
      <span className="visually-hidden">]</span>
    </Tag>
  );
  if (words === '') return mark(visible(text));
  return (
    <>
      {before}
      {mark(words)}
      {after}
    </>
  );
}

/** One side's text: the runs both revisions share and the ones only this side has. */
function Parts({ parts }: { parts: Part[] }) {
  if (parts.length === 0) return <span className="revision-empty-value">(kosong)</span>;
  return parts.map((part, index) => {
    const key = `${index}-${part.kind}`;
    if (part.kind === 'same') return <span key={key}>{part.text}</span>;
    return <Marked key={key} kind={part.kind} text={part.text} />;
  });
}

/** One revision's text of the field, its removed or added parts marked. */
function Side({ which, number, parts }: { which: 'older' | 'newer'; number: number; parts: Part[] }) {
  return (
    <div className={`revision-side revision-side-${which}`}>
      <p className="revision-side-label">Revisi {number}</p>
      <p className="revision-text">
        <Parts parts={parts} />
      </p>
    </div>
  );
}

function Change({ change, older, newer }: { change: FieldChange; older: number; newer: number }) {
  return (
    <div className="revision-change">
      <h4 className="revision-change-label">{change.label}</h4>
      <div className="revision-sides">
        <Side which="older" number={older} parts={change.older} />
        <Side which="newer" number={newer} parts={change.newer} />
      </div>
    </div>
  );
}

export interface RevisionCompareProps {
  /** The record's API path ('/artikel/12'). */
  path: string;
  older: RevisiSummary;
  newer: RevisiSummary;
  fields: readonly RevisionField[];
}

/** What changed from one revision to a later one, field by field, with the words removed and added. */
export default function RevisionCompare({ path, older, newer, fields }: RevisionCompareProps) {
  const titleId = useId();
  const before = useSWR<Revisi>(`${path}/revisi/${older.id_revisi}`, ONCE);
  const after = useSWR<Revisi>(`${path}/revisi/${newer.id_revisi}`, ONCE);
  const changes = useMemo(
    () => (before.data && after.data ? fieldChanges(fields, before.data.isi, after.data.isi) : null),
    [fields, before.data, after.data],
  );
  const error = before.error ?? after.error;
  return (
    <section className="revision-compare" aria-labelledby={titleId} aria-busy={!changes && !error}>
      <h3 className="revision-compare-title" id={titleId}>
        Perbandingan revisi {older.nomor} dan {newer.nomor}
      </h3>
      {error ? (
        <p className="list-error" role="alert">
          {loadFailureText(error, 'Gagal memuat isi revisi.')}
        </p>
      ) : !changes ? (
        <Spinner label="Memuat isi revisi..." />
      ) : changes.length === 0 ? (
        <p className="revision-none">Isi kedua revisi sama (gambar tidak termasuk dalam revisi).</p>
      ) : (
        <>
          <p className="revision-legend">
            Yang dihapus <span className="revision-legend-removed">dicoret</span>, yang ditambahkan{' '}
            <span className="revision-legend-added">digarisbawahi</span>. Hanya bagian yang berbeda yang
            ditampilkan.
          </p>
          {changes.map((change) => (
            <Change key={change.name} change={change} older={older.nomor} newer={newer.nomor} />
          ))}
        </>
      )}
    </section>
  );
}
