import { useStore } from '@nanostores/react';
import { LinkButton } from '../../components/ui/button.tsx';
import { areasFor, mayPublish, seesSiteBuilds } from '../../lib/access.ts';
import { $session } from '../../lib/session.ts';
import { useTitle } from '../../lib/use-title.ts';
import { SiteBuildCard } from '../site-build/index.ts';
import { BirthdaysCard } from './birthdays-card.tsx';
import { CountCards } from './count-cards.tsx';
import { LatestArticles } from './latest-articles.tsx';
import { QrisChangeWarning } from './qris-change-warning.tsx';
import { ReviewQueue } from './review-queue.tsx';
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
      {/* A swapped offering QRIS may be fraud: every admin sees it first, for 7 days. */}
      {session?.role === 'admin' && <QrisChangeWarning />}
      {/* What waits for the reviewer comes before the figures, most of all on a phone. */}
      {mayPublish(session?.role) && <ReviewQueue />}
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
