import { useStore } from '@nanostores/react';
import { Outlet } from 'react-router-dom';
import { type Area, canOpen } from '../lib/access.ts';
import { $session } from '../lib/session.ts';

/** Keeps a role away from screens whose calls the server would refuse anyway. */
export function AreaGate({ area }: { area: Area }) {
  const role = useStore($session)?.role;
  if (canOpen(role, area)) return <Outlet />;
  return (
    <section className="page">
      <div className="empty-state" role="alert">
        <h1 className="page-title">Akses ditolak</h1>
        <p>Anda tidak memiliki akses ke fitur ini.</p>
      </div>
    </section>
  );
}
