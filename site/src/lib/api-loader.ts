import type { Loader } from 'astro/loaders';
import { fetchApi } from './build-env.ts';

/** One stored entry: its key in the collection and the row as the API gave it. */
export interface Entry {
  id: string;
  data: object;
}

/**
 * A content loader that makes exactly one API request for its collection and stores each entry with
 * a digest, so incremental builds can tell which pages changed. The store persists between builds:
 * entries the API no longer lists are deleted, and an entry whose digest is unchanged is left as it is,
 * so a build after one edit stores one entry instead of rewriting the whole collection.
 */
export function apiLoader<Body>(path: string, toEntries: (body: Body) => Entry[]): Loader {
  return {
    name: `api-loader ${path}`,
    async load({ store, generateDigest, logger }) {
      const body = await fetchApi<Body>(path);
      let entries: Entry[];
      try {
        entries = toEntries(body);
      } catch (error) {
        throw new Error(`Build situs dihentikan: bentuk jawaban ${path} tidak dikenal (${String(error)}).`);
      }
      const listed = new Set(entries.map((entry) => entry.id));
      for (const id of store.keys()) if (!listed.has(id)) store.delete(id);
      for (const entry of entries) {
        const data = entry.data as Record<string, unknown>;
        store.set({ id: entry.id, data, digest: generateDigest(data) });
      }
      logger.info(`${entries.length} entri dari ${path}`);
    },
  };
}

/** The `data` array of an answer, or a clear error when the answer has another shape. */
export function dataArray<Row>(body: { data?: unknown }): Row[] {
  if (!Array.isArray(body?.data)) throw new Error('medan data bukan larik');
  return body.data as Row[];
}
