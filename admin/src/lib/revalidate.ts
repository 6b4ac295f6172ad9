import { mutate } from 'swr';

/**
 * Revalidates every cached read of a resource (its list pages, its records, its totals) after a
 * write. `endpoints` are API paths such as '/jemaat' or '/total-transaksi'.
 */
export function revalidate(...endpoints: string[]): Promise<unknown> {
  return mutate(
    (key) =>
      typeof key === 'string' &&
      endpoints.some(
        (endpoint) => key === endpoint || key.startsWith(`${endpoint}?`) || key.startsWith(`${endpoint}/`),
      ),
  );
}

/** Drops every cached answer (after sign-out, so the next user never sees the previous one's data). */
export function clearCache(): Promise<unknown> {
  return mutate(() => true, undefined, { revalidate: false });
}
