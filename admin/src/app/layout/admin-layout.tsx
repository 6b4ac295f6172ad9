import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { LeaveGuardHost } from '../../components/resource-form/use-leave-guard.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { notify } from '../../components/ui/toast.tsx';
import { menuFor, seesSiteBuilds } from '../../lib/access.ts';
import { apiRequest } from '../../lib/api.ts';
import { $passwordChangeFor } from '../../lib/password-change.ts';
import { $session, endSession } from '../../lib/session.ts';
import { abandonSession } from '../../lib/session-expiry.ts';
import { Sidebar } from './sidebar.tsx';
import { SignInAgainDialog } from './sign-in-again-dialog.tsx';
import { Topbar } from './topbar.tsx';

const COLLAPSE_KEY = 'admin-sidebar';

const ForcedPasswordChange = lazy(() =>
  import('../../features/profile/forced-password-change.tsx').then((m) => ({
    default: m.ForcedPasswordChange,
  })),
);

function storedCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSE_KEY) === 'collapsed';
  } catch {
    return false;
  }
}

/** The guard and the frame of every dashboard page. */
export function AdminLayout() {
  const session = useStore($session);
  const passwordChangeFor = useStore($passwordChangeFor);
  const location = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(storedCollapsed);
  const [loggingOut, setLoggingOut] = useState(false);
  // After a deliberate sign-out there is no page to come back to.
  const signedOut = useRef(false);

  // A chosen link closes the small-screen menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  if (!session) {
    if (signedOut.current) return null;
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }

  function toggleCollapsed() {
    setCollapsed((current) => {
      try {
        localStorage.setItem(COLLAPSE_KEY, current ? 'expanded' : 'collapsed');
      } catch {
        // Not remembered across visits then; the toggle still works.
      }
      return !current;
    });
  }

  async function logout() {
    setLoggingOut(true);
    try {
      await apiRequest('/logout', { method: 'POST', endSessionOn401: true });
      signedOut.current = true;
      endSession();
      navigate('/login', { replace: true });
    } catch {
      // A 401 has already ended the session (the token was no longer valid); anything else is a real failure.
      if ($session.get()) notify.error('Gagal logout, silakan coba lagi.');
      setLoggingOut(false);
    }
  }

  // Leaving the sign-in dialog is a deliberate sign-out: whoever signs in next starts at the dashboard.
  function leaveExpiredSession() {
    signedOut.current = true;
    abandonSession();
    navigate('/login', { replace: true });
  }

  // After an admin's reset nothing but the password change is shown (the API refuses the rest anyway).
  if (passwordChangeFor && passwordChangeFor === session.user_id) {
    return (
      <Suspense fallback={<Spinner label="Memuat..." />}>
        <ForcedPasswordChange username={session.username} onSignOut={logout} signingOut={loggingOut} />
      </Suspense>
    );
  }

  return (
    <div className="shell" data-collapsed={collapsed || undefined} data-menu-open={menuOpen || undefined}>
      <LeaveGuardHost />
      <SignInAgainDialog onLeave={leaveExpiredSession} />
      <a className="skip-link" href="#main">
        Lewati ke konten
      </a>
      <Sidebar
        menu={menuFor(session.role)}
        collapsed={collapsed}
        onToggleCollapsed={toggleCollapsed}
        onClose={() => setMenuOpen(false)}
      />
      <div className="sidebar-backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />
      <div className="shell-main">
        <Topbar
          username={session.username}
          role={session.role}
          menuOpen={menuOpen}
          onMenu={() => setMenuOpen((open) => !open)}
          onLogout={logout}
          loggingOut={loggingOut}
          showsSiteBuild={seesSiteBuilds(session.role)}
        />
        <main id="main" className="content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
