// Build-time configuration, read from the environment of `astro build`.

/** The API origin the build reads its content from. */
export function apiOrigin(): string {
  return process.env.SITE_API_URL || 'http://127.0.0.1:3000';
}

/** The public address of the site, for canonical links, Open Graph and the sitemap. */
export function siteUrl(): string {
  return (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');
}

const FETCH_TIMEOUT_MS = 60_000;

/**
 * Reads one API answer, unchecked (the collections' schemas check it); any failure stops the build
 * rather than publishing an empty site.
 */
export async function fetchApi(path: string): Promise<unknown> {
  const url = new URL(path, apiOrigin());
  let response: Response;
  try {
    response = await fetch(url, {
      // The API answers on this machine: compressing megabytes of JSON for a reader next door would only cost
      // both processes CPU and memory (the server's compression buffers peak while the build runs).
      headers: { accept: 'application/json', 'accept-encoding': 'identity' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error ? (error.cause ?? error.message) : error;
    throw new Error(`Build situs dihentikan: API tidak dapat dihubungi di ${url.href} (${String(reason)}).`);
  }
  if (!response.ok) {
    throw new Error(`Build situs dihentikan: API menjawab ${response.status} untuk ${url.href}.`);
  }
  try {
    return await response.json();
  } catch {
    throw new Error(`Build situs dihentikan: jawaban ${url.href} bukan JSON yang sah.`);
  }
}

/** The bytes of a file the API serves (an uploaded image); fails like `fetchApi` when it cannot. */
export async function fetchBytes(path: string): Promise<Buffer> {
  const url = new URL(path, apiOrigin());
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url.href} menjawab ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
