import { diffWordsWithSpace } from 'diff';
import type { RevisionField, RevisionValue } from './revision-field.ts';

/** A run of text in one side of a comparison: kept, or only in the older (removed) or newer (added) one. */
export interface Part {
  text: string;
  kind: 'same' | 'removed' | 'added';
}

/** One field whose value differs between two revisions, as each side shows it. */
export interface FieldChange {
  name: string;
  label: string;
  older: Part[];
  newer: Part[];
}

/** Unchanged text kept on each side of a change; longer runs are cut so a long article stays readable. */
const CONTEXT = 80;
/** A diff of two very long texts may take long on a phone: past this, the whole value counts as replaced. */
const DIFF_TIMEOUT_MS = 1500;

export function textOf(value: RevisionValue | undefined, field: RevisionField): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  return field.format ? field.format(text) : text;
}

const headOf = (text: string) => text.slice(0, text.lastIndexOf(' ', CONTEXT) + 1 || CONTEXT);
const tailOf = (text: string) => {
  const from = text.length - CONTEXT;
  const space = text.indexOf(' ', from);
  return text.slice(space === -1 ? from : space + 1);
};

/** Unchanged text between changes, shortened to what surrounds them. */
function elide(text: string, first: boolean, last: boolean): string {
  if (text.length <= 2 * CONTEXT + 40) return text;
  if (first) return `… ${tailOf(text)}`;
  if (last) return `${headOf(text)} …`;
  return `${headOf(text)} … ${tailOf(text)}`;
}

function partsOf(before: string, after: string): Part[] {
  const changes = diffWordsWithSpace(before, after, { timeout: DIFF_TIMEOUT_MS }) ?? [
    { value: before, removed: true, added: false, count: 1 },
    { value: after, removed: false, added: true, count: 1 },
  ];
  return changes
    .filter((change) => change.value !== '')
    .map((change, index, all): Part => {
      if (change.added) return { text: change.value, kind: 'added' };
      if (change.removed) return { text: change.value, kind: 'removed' };
      return { text: elide(change.value, index === 0, index === all.length - 1), kind: 'same' };
    });
}

/**
 * The fields that differ between an older and a newer revision, in the form's order, each with the word
 * runs the newer one removed and added. Fields the form does not list are compared too, under their name.
 */
export function fieldChanges(
  fields: readonly RevisionField[],
  older: Record<string, RevisionValue>,
  newer: Record<string, RevisionValue>,
): FieldChange[] {
  const listed = new Set(fields.map((field) => field.name));
  const unlisted = [...new Set([...Object.keys(older), ...Object.keys(newer)])]
    .filter((name) => !listed.has(name))
    .map((name) => ({ name, label: name.replaceAll('_', ' ') }));
  const changes: FieldChange[] = [];
  for (const field of [...fields, ...unlisted]) {
    const before = textOf(older[field.name], field);
    const after = textOf(newer[field.name], field);
    if (before === after) continue;
    const parts = partsOf(before, after);
    changes.push({
      name: field.name,
      label: field.label,
      older: parts.filter((part) => part.kind !== 'added'),
      newer: parts.filter((part) => part.kind !== 'removed'),
    });
  }
  return changes;
}
