import { useStore } from '@nanostores/react';
import { areasFor } from '../../app/access.ts';
import { useTitle } from '../../app/use-title.ts';
import { LinkButton } from '../../components/ui/button.tsx';
import { $session } from '../../lib/session.ts';
import { CountCards } from './count-cards.tsx';
import { LatestArticles } from './latest-articles.tsx';
import { SiteBuildCard } from './site-build-card.tsx';
import { UpcomingSchedules } from './upcoming-schedules.tsx';

/** /admin-dashboard itself: what needs attention for this role, one glance. */
export function OverviewPage() {
  useTitle('Ringkasan');
  const session = useStore($session);
  const areas = areasFor(session?.role);
  const writesPublicContent = areas.includes('artikel') || areas.includes('kegiatan');

  return (
    <section className="page overview">
      <header className="page-header">
        <div>
          <h1 className="page-title">Selamat datang, {session?.username || 'Pengguna'}</h1>
          <p className="page-lead">Ringkasan data gereja yang dapat Anda kelola.</p>
        </div>
        {areas.includes('artikel') && (
          <LinkButton variant="primary" href="/admin-dashboard/detail-artikel">
            Tulis Artikel
          </LinkButton>
        )}
      </header>
      <CountCards areas={areas} />
      <div className="overview-grid">
        {areas.includes('jadwal') && <UpcomingSchedules />}
        {areas.includes('artikel') && <LatestArticles />}
        {writesPublicContent && <SiteBuildCard canRebuild={session?.role === 'admin'} />}
      </div>
    </section>
  );
}
