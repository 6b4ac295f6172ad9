import { useStore } from '@nanostores/react';
import { areasFor, seesSiteBuilds } from '../../app/access.ts';
import { useTitle } from '../../app/use-title.ts';
import { LinkButton } from '../../components/ui/button.tsx';
import { $session } from '../../lib/session.ts';
import { SiteBuildCard } from '../site-build/site-build-card.tsx';
import { BirthdaysCard } from './birthdays-card.tsx';
import { CountCards } from './count-cards.tsx';
import { LatestArticles } from './latest-articles.tsx';
import { UpcomingSchedules } from './upcoming-schedules.tsx';

/** /admin-dashboard itself: what needs attention for this role, one glance. */
export function OverviewPage() {
  useTitle('Ringkasan');
  const session = useStore($session);
  const areas = areasFor(session?.role);

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
        {areas.includes('ulang-tahun') && <BirthdaysCard />}
        {areas.includes('jadwal') && <UpcomingSchedules />}
        {areas.includes('artikel') && <LatestArticles />}
        {seesSiteBuilds(session?.role) && <SiteBuildCard canRebuild={session?.role === 'admin'} />}
      </div>
    </section>
  );
}
