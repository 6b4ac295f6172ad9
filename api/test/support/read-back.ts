import { expect } from 'vitest';
import { toDateTime } from '../../src/lib/stored-values.ts';

/**
 * Whether a stored record reads back as the body that was sent, in the forms the API documents: texts
 * trimmed, an empty text or choice stored as null, digits as numbers, a date-time as
 * 'YYYY-MM-DD HH:MM:SS', an activity date as its first ten characters. Only fields the record carries
 * are compared; flags, passwords and the version stamp are not record fields.
 */

// The schedule and the review note are kept only with the status they belong to (content-workflow.ts).
const NOT_STORED = /^(updated_at|password|password_user|milik|hapus_.*|terbit_pada|catatan_tinjauan)$/;
/** A blank field that takes its value from another one (`milik` is the form's name for the location). */
const FALLBACKS: Record<string, string> = { lokasi_inventaris: 'milik' };
/** Nested groups of the member form whose fields fill the flat ones left blank. */
const NESTED = ['baptis_sidi', 'menikah'];
/** A council member's blank name becomes the linked member's name. */
const NAMED_BY_LINK = new Set(['nama']);

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;
const STORED_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const STORED_DATE = /^\d{4}-\d{2}-\d{2}$/;

function sameValue(sent: unknown, stored: unknown): boolean {
  if (Array.isArray(sent)) {
    return (
      Array.isArray(stored) &&
      sent.length === stored.length &&
      sent.every((item, i) => sameValue(item, stored[i]))
    );
  }
  if (sent !== null && typeof sent === 'object') {
    if (stored === null || typeof stored !== 'object') return false;
    const record = stored as Record<string, unknown>;
    return Object.entries(sent).every(
      ([key, value]) => !Object.hasOwn(record, key) || sameValue(value, record[key]),
    );
  }
  if (typeof sent === 'boolean') return true;
  if (isBlank(sent)) return stored === null;
  if (typeof sent === 'number') return stored === sent;
  const text = String(sent);
  if (typeof stored === 'number') return /^\d+$/.test(text) && BigInt(text) === BigInt(stored);
  if (typeof stored !== 'string') return false;
  if (stored === text || stored === text.trim()) return true;
  if (DATE_TIME.test(text) && STORED_DATE_TIME.test(stored)) return toDateTime(text) === stored;
  // An activity's time is a date: a longer value is stored as its first ten characters.
  return STORED_DATE.test(stored) && /^\d{4}-\d{2}-\d{2}[ T]/.test(text) && text.slice(0, 10) === stored;
}

/** The body as the record should show it: nested and fallback fields resolved. */
function expectedFields(body: Record<string, unknown>): Record<string, unknown> {
  const nested = Object.assign({}, ...NESTED.map((group) => body[group] ?? {})) as Record<string, unknown>;
  const expected: Record<string, unknown> = {};
  for (const [key, value] of Object.entries({ ...nested, ...body })) {
    if (NESTED.includes(key) || NOT_STORED.test(key)) continue;
    const fallback = FALLBACKS[key];
    let resolved = isBlank(body[key]) && nested[key] !== undefined ? nested[key] : value;
    if (fallback && isBlank(resolved)) resolved = body[fallback];
    if (resolved === undefined) continue;
    if (NAMED_BY_LINK.has(key) && isBlank(resolved)) continue;
    expected[key] = resolved;
  }
  return expected;
}

export function expectStored(
  route: string,
  body: Record<string, unknown>,
  stored: unknown,
  where: string,
): void {
  // Whole-list saves answer the list: the history items, or the slides in their new order.
  if (Array.isArray(stored)) {
    const [list] = Object.values(body).filter(Array.isArray) as unknown[][];
    // Several records made from one form (activity images): each carries the form's fields.
    if (!list) {
      for (const item of stored) expectStored(route, body, item, where);
      return;
    }
    const ids = stored.map((item) => (item as { id_slide?: number }).id_slide);
    const sameList = route.endsWith('slides-urutan') ? sameValue(list, ids) : sameValue(list, stored);
    expect(sameList, `${where}: stored list differs: ${JSON.stringify(stored).slice(0, 300)}`).toBe(true);
    return;
  }
  const record = (stored ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(expectedFields(body))) {
    if (!Object.hasOwn(record, key)) continue;
    expect(
      sameValue(value, record[key]),
      `${where}: ${key} sent ${JSON.stringify(value)?.slice(0, 80)}, stored ${JSON.stringify(record[key])?.slice(0, 80)}`,
    ).toBe(true);
  }
}
