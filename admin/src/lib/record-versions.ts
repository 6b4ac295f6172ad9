/**
 * The version (`updated_at`) of each record an edit form has open, by the record's API path. The api
 * client sends it back with every save to that path, so the server can refuse the save (409) when
 * someone else saved the record after this form loaded it, instead of silently overwriting their change.
 * Forms register through `useRecord`; nothing else needs to know.
 */
const versions = new Map<string, string>();

export const STALE_SAVE_MESSAGE =
  'Data ini sudah diubah oleh pengguna lain. Muat ulang halaman untuk melihat perubahan terbaru.';

function stampOf(record: unknown): string | undefined {
  const stamp = (record as { updated_at?: unknown } | null | undefined)?.updated_at;
  return typeof stamp === 'string' && stamp ? stamp : undefined;
}

/** The form at `path` now shows `record`: its saves carry this version. */
export function rememberVersion(path: string, record: unknown): void {
  const stamp = stampOf(record);
  if (stamp) versions.set(path, stamp);
  else versions.delete(path);
}

export function forgetVersion(path: string): void {
  versions.delete(path);
}

export function versionFor(path: string): string | undefined {
  return versions.get(path);
}

/** After a save to a tracked path, the answer's record is the version the form now holds. */
export function savedVersion(path: string, answer: unknown): void {
  if (!versions.has(path)) return;
  const stamp = stampOf((answer as { data?: unknown } | null | undefined)?.data);
  if (stamp) versions.set(path, stamp);
}

/**
 * The body of a save with the version added: to a JSON object or a multipart form that does not carry
 * one already. Other bodies, and paths no form has open, go as they are.
 */
export function withVersion<B>(path: string, body: B): B {
  const stamp = versions.get(path);
  if (!stamp) return body;
  if (body instanceof FormData) {
    if (!body.has('updated_at')) body.append('updated_at', stamp);
    return body;
  }
  if (body && typeof body === 'object' && !Array.isArray(body) && !('updated_at' in body)) {
    return { ...body, updated_at: stamp };
  }
  return body;
}
