import { useState } from 'react';
import useSWR from 'swr';
import { Button } from '../../components/ui/button.tsx';
import { RefreshIcon } from '../../components/ui/icons.tsx';
import { notify } from '../../components/ui/toast.tsx';
import { apiRequest, messageOf } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';

interface SiteBuild {
  id_build: number;
  status: 'queued' | 'building' | 'live' | 'failed';
  pemicu: string;
  requested_at: string;
  started_at: string | null;
  finished_at: string | null;
  halaman?: number | null;
  error: string | null;
}

const STATUS: Record<SiteBuild['status'], { label: string; tone: string }> = {
  queued: { label: 'Menunggu giliran', tone: 'badge-info' },
  building: { label: 'Sedang dibangun', tone: 'badge-warning' },
  live: { label: 'Tayang', tone: 'badge-success' },
  failed: { label: 'Gagal', tone: 'badge-danger' },
};

const inProgress = (build?: SiteBuild) => build?.status === 'queued' || build?.status === 'building';

/** The latest build of the public site, polled while one is running; admins can start one. */
export function SiteBuildCard({ canRebuild }: { canRebuild: boolean }) {
  const { data, error, mutate } = useSWR<{ data: SiteBuild[] }>('/site-build', {
    refreshInterval: (latest) => (inProgress(latest?.data[0]) ? 4000 : 0),
  });
  const [pending, setPending] = useState(false);
  const latest = data?.data[0];
  const lastLive = data?.data.find((build) => build.status === 'live');

  async function rebuild() {
    setPending(true);
    try {
      const answer = await apiRequest<{ message?: string }>('/site-build', { method: 'POST' });
      notify.success(answer?.message ?? 'Pembaruan situs dijadwalkan.');
      await mutate();
    } catch (failure) {
      notify.error(messageOf(failure, 'Gagal memulai pembaruan situs.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="card" aria-labelledby="build-title">
      <div className="card-head">
        <h2 id="build-title" className="card-title">
          Situs Publik
        </h2>
        {canRebuild && (
          <Button
            size="sm"
            variant="secondary"
            onPress={rebuild}
            isPending={pending}
            isDisabled={inProgress(latest)}
          >
            <RefreshIcon width={16} height={16} />
            Perbarui Sekarang
          </Button>
        )}
      </div>
      {error ? (
        <p className="field-description">Status pembaruan situs tidak dapat dimuat.</p>
      ) : !data ? (
        <p className="field-description">Memuat status…</p>
      ) : !latest ? (
        <p className="field-description">Belum ada pembaruan situs tercatat.</p>
      ) : (
        <dl className="detail-list" aria-live="polite">
          <dt>Status terakhir</dt>
          <dd>
            <span className={`badge ${STATUS[latest.status].tone}`}>{STATUS[latest.status].label}</span>
          </dd>
          <dt>Pemicu</dt>
          <dd>{latest.pemicu}</dd>
          <dt>Diminta</dt>
          <dd>{formatDateTime(latest.requested_at)}</dd>
          {latest.finished_at && (
            <>
              <dt>Selesai</dt>
              <dd>{formatDateTime(latest.finished_at)}</dd>
            </>
          )}
          {latest.status === 'live' && latest.halaman ? (
            <>
              <dt>Halaman</dt>
              <dd>{latest.halaman}</dd>
            </>
          ) : null}
          {latest.status === 'failed' && latest.error && (
            <>
              <dt>Kesalahan</dt>
              <dd className="build-error">{latest.error}</dd>
            </>
          )}
          {lastLive && lastLive !== latest && (
            <>
              <dt>Terakhir tayang</dt>
              <dd>{formatDateTime(lastLive.finished_at)}</dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
