import { mutate } from 'swr';

/**
 * Revalidates every cached read of a resource (its list pages, its records, its totals) after a
 * write. `endpoints` are API paths such as '/jemaat' or '/total-transaksi'.
 */
export function revalidate(...endpoints: string[]): Promise<unknown> {
  // A write to public content queues a rebuild of the site: the build state in the top bar re-reads
  // (SITE_BUILD_KEY of features/site-build; lib does not import from features).
  const keys = [...endpoints, '/site-build'];
  return mutate(
    (key) =>
      typeof key === 'string' &&
      keys.some(
        (endpoint) => key === endpoint || key.startsWith(`${endpoint}?`) || key.startsWith(`${endpoint}/`),
      ),
  );
}

/** Drops every cached answer (after sign-out, so the next user never sees the previous one's data). */
export function clearCache(): Promise<unknown> {
  return mutate(() => true, undefined, { revalidate: false });
}
