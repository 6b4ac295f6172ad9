import type { Loader } from 'astro/loaders';
import { fetchApi } from './build-env.ts';

/** One entry as the API gave it: its key in the collection and the row, not yet checked. */
export interface Entry {
  id: string;
  data: Record<string, unknown>;
}

/**
 * A content loader that makes exactly one API request for its collection, checks every entry against
 * the collection's schema (`parseData`) and stores it with a digest, so incremental builds can tell
 * which pages changed. The store persists between builds: entries the API no longer lists are deleted,
 * and an entry whose digest is unchanged is left as it is, so a build after one edit stores one entry
 * instead of rewriting the whole collection.
 */
export function apiLoader(path: string, toEntries: (body: unknown) => Entry[]): Loader {
  return {
    name: `api-loader ${path}`,
    async load({ store, parseData, generateDigest, logger }) {
      const body = await fetchApi(path);
      let entries: Entry[];
      try {
        entries = toEntries(body);
      } catch (error) {
        throw new Error(`Build situs dihentikan: bentuk jawaban ${path} tidak dikenal (${String(error)}).`);
      }
      // Every entry is checked before the store changes, so a refused answer leaves the last build's.
      const checked = await Promise.all(
        entries.map(async (entry) => ({ id: entry.id, data: await parseData(entry) })),
      );
      const listed = new Set(checked.map((entry) => entry.id));
      for (const id of store.keys()) if (!listed.has(id)) store.delete(id);
      for (const { id, data } of checked) store.set({ id, data, digest: generateDigest(data) });
      logger.info(`${checked.length} entri dari ${path}`);
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The answer as one object, or a clear error when it is something else. */
export function objectOf(body: unknown): Record<string, unknown> {
  if (!isRecord(body)) throw new Error('jawaban bukan objek');
  return body;
}

/** The rows of an answer that is an array of objects, or a clear error. */
export function rowsOf(body: unknown): Record<string, unknown>[] {
  if (!Array.isArray(body) || !body.every(isRecord)) throw new Error('jawaban bukan larik objek');
  return body;
}

/** The `data` rows of an answer (`{ data: [...] }`), or a clear error when the answer has another shape. */
export function dataRows(body: unknown): Record<string, unknown>[] {
  const data = objectOf(body).data;
  if (!Array.isArray(data)) throw new Error('medan data bukan larik');
  return rowsOf(data);
}
