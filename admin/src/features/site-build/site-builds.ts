import useSWR from 'swr';
import { apiRequest } from '../../lib/api.ts';
import { formatStamp } from '../../lib/format.ts';

export interface SiteBuild {
  id_build: number;
  status: 'queued' | 'building' | 'live' | 'failed';
  pemicu: string;
  requested_at: string;
  started_at: string | null;
  finished_at: string | null;
  halaman: number | null;
  error: string | null;
}

export const SITE_BUILD_KEY = '/site-build';

export const buildInProgress = (build?: SiteBuild) =>
  build?.status === 'queued' || build?.status === 'building';

/**
 * The public site's latest builds, newest first: one read shared by the top bar and the overview.
 * Polled every few seconds while a build is owed or running, else once a minute; every write in the
 * dashboard also re-reads it (lib/revalidate), since a write to public content queues a build.
 */
export function useSiteBuilds() {
  // Polled reads are no activity of the user's: they must not keep an idle session alive.
  return useSWR<{ data: SiteBuild[] }>(
    SITE_BUILD_KEY,
    (key: string) => apiRequest(key, { background: true }),
    {
      refreshInterval: (latest) => (buildInProgress(latest?.data[0]) ? 3000 : 60_000),
    },
  );
}

/** What the top bar says of the latest build. */
export function buildSummary(build: SiteBuild): { text: string; tone: 'busy' | 'failed' | 'live' } {
  if (buildInProgress(build)) return { text: 'Sedang membangun situs …', tone: 'busy' };
  if (build.status === 'failed') return { text: 'Gagal membangun situs', tone: 'failed' };
  return { text: `Situs diperbarui ${formatStamp(build.finished_at ?? build.requested_at)}`, tone: 'live' };
}
