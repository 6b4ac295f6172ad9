import { Button } from '../../components/ui/button.tsx';
import { LogoutIcon, MenuIcon } from '../../components/ui/icons.tsx';
import { SiteBuildIndicator } from '../../features/site-build/index.ts';
import { roleLabel } from '../../lib/format.ts';

export interface TopbarProps {
  username: string | undefined;
  role: string | undefined;
  menuOpen: boolean;
  onMenu: () => void;
  onLogout: () => void;
  loggingOut: boolean;
  /** Whether this role's writes change the public site, so its build state concerns them. */
  showsSiteBuild: boolean;
}

export function Topbar({
  username,
  role,
  menuOpen,
  onMenu,
  onLogout,
  loggingOut,
  showsSiteBuild,
}: TopbarProps) {
  return (
    <header className="topbar">
      <Button
        variant="quiet"
        className="topbar-menu"
        aria-label="Menu"
        aria-controls="sidebar"
        aria-expanded={menuOpen}
        onPress={onMenu}
      >
        <MenuIcon />
        <span>Menu</span>
      </Button>
      {showsSiteBuild && <SiteBuildIndicator />}
      <div className="topbar-user">
        <span className="topbar-avatar" aria-hidden="true">
          {(username || 'P').charAt(0).toUpperCase()}
        </span>
        <span className="topbar-identity">
          <span className="topbar-name">{username || 'Pengguna'}</span>
          <span className="topbar-role">{roleLabel(role)}</span>
        </span>
      </div>
      <Button
        variant="quiet"
        iconOnly
        className="topbar-logout"
        aria-label="Keluar"
        isPending={loggingOut}
        onPress={onLogout}
      >
        <LogoutIcon />
      </Button>
    </header>
  );
}
