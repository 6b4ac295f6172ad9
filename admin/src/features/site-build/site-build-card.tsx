import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { RefreshIcon } from '../../components/ui/icons.tsx';
import { notify } from '../../components/ui/toast.tsx';
import { apiRequest, messageOf } from '../../lib/api.ts';
import { formatStamp } from '../../lib/format.ts';
import { buildInProgress, SITE_BUILD_KEY, type SiteBuild, useSiteBuilds } from './site-builds.ts';

const STATUS: Record<SiteBuild['status'], { label: string; tone: string }> = {
  queued: { label: 'Menunggu giliran', tone: 'badge-info' },
  building: { label: 'Sedang dibangun', tone: 'badge-warning' },
  live: { label: 'Tayang', tone: 'badge-success' },
  failed: { label: 'Gagal', tone: 'badge-danger' },
};

/** Seconds from the start of a build to its end ('8,4 dtk'), or nothing while it has not finished. */
function duration(build: SiteBuild): string {
  if (!build.started_at || !build.finished_at) return '';
  const ms = Date.parse(build.finished_at.replace(' ', 'T')) - Date.parse(build.started_at.replace(' ', 'T'));
  return Number.isFinite(ms)
    ? `${(ms / 1000).toLocaleString('id-ID', { maximumFractionDigits: 1 })} dtk`
    : '';
}

/** The latest builds of the public site, polled while one is running; admins can start one. */
export function SiteBuildCard({ canRebuild }: { canRebuild: boolean }) {
  const { data, error, mutate } = useSiteBuilds();
  const [pending, setPending] = useState(false);
  const builds = data?.data ?? [];

  async function rebuild() {
    setPending(true);
    try {
      const answer = await apiRequest<{ message?: string }>(SITE_BUILD_KEY, { method: 'POST' });
      notify.success(answer?.message ?? 'Pembaruan situs dijadwalkan.');
      await mutate();
    } catch (failure) {
      notify.error(messageOf(failure, 'Gagal memulai pembaruan situs.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Card
      titleId="build-title"
      title="Pembaruan Situs Publik"
      className="overview-wide"
      action={
        canRebuild && (
          <Button
            size="sm"
            variant="secondary"
            onPress={rebuild}
            isPending={pending}
            isDisabled={buildInProgress(builds[0])}
          >
            <RefreshIcon width={16} height={16} />
            Perbarui Sekarang
          </Button>
        )
      }
    >
      {error ? (
        <p className="field-description">Status pembaruan situs tidak dapat dimuat.</p>
      ) : !data ? (
        <p className="field-description">Memuat status…</p>
      ) : builds.length === 0 ? (
        <p className="field-description">Belum ada pembaruan situs tercatat.</p>
      ) : (
        <div className="table-scroll">
          <table className="detail-table build-table">
            <thead>
              <tr>
                <th scope="col">Diminta</th>
                <th scope="col">Status</th>
                <th scope="col">Pemicu</th>
                <th scope="col">Lama</th>
                <th scope="col">Halaman</th>
              </tr>
            </thead>
            <tbody>
              {builds.slice(0, 8).map((build) => (
                <tr key={build.id_build}>
                  <td>{formatStamp(build.requested_at)}</td>
                  <td>
                    <span className={`badge ${STATUS[build.status].tone}`}>{STATUS[build.status].label}</span>
                  </td>
                  <td>
                    {build.pemicu}
                    {build.status === 'failed' && build.error && (
                      <details>
                        <summary>Lihat kesalahan</summary>
                        <pre className="build-error">{build.error}</pre>
                      </details>
                    )}
                  </td>
                  <td>{duration(build)}</td>
                  <td>{build.status === 'live' ? (build.halaman ?? '') : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
