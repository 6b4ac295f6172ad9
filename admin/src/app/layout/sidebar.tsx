import { NavLink } from 'react-router-dom';
import { Button } from '../../components/ui/button.tsx';
import { ChurchMark } from '../../components/ui/church-mark.tsx';
import { CloseIcon, CollapseIcon } from '../../components/ui/icons.tsx';
import { NAV_ICONS } from '../../components/ui/nav-icons.tsx';
import type { MenuEntry } from '../../lib/access.ts';

export interface SidebarProps {
  menu: MenuEntry[];
  collapsed: boolean;
  onToggleCollapsed: () => void;
  onClose: () => void;
}

export function Sidebar({ menu, collapsed, onToggleCollapsed, onClose }: SidebarProps) {
  return (
    <aside id="sidebar" className="sidebar" aria-label="Menu dasbor">
      <div className="sidebar-head">
        <NavLink
          to="/admin-dashboard"
          end
          className="sidebar-brand"
          // Named by its visible text (speech users say what they see); the tooltip says where it leads.
          title="Ringkasan dasbor"
        >
          <ChurchMark size={36} />
          <span className="sidebar-brand-text">
            <span className="sidebar-brand-name">GKJ Girimarto</span>
            <span className="sidebar-brand-sub">Dasbor Pengurus</span>
          </span>
        </NavLink>
        <Button variant="quiet" iconOnly className="sidebar-close" aria-label="Tutup menu" onPress={onClose}>
          <CloseIcon />
        </Button>
      </div>
      <nav className="sidebar-nav" aria-label="Menu utama">
        <ul>
          {menu.map((entry) => {
            const Icon = NAV_ICONS[entry.area];
            return (
              <li key={entry.area}>
                <NavLink to={entry.path} className="sidebar-link" title={collapsed ? entry.label : undefined}>
                  <Icon />
                  <span className="sidebar-label">{entry.label}</span>
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <Button
        variant="quiet"
        className="sidebar-collapse"
        aria-label={collapsed ? 'Perluas menu' : 'Ciutkan menu'}
        aria-expanded={!collapsed}
        onPress={onToggleCollapsed}
      >
        <CollapseIcon />
        <span className="sidebar-label">Ciutkan menu</span>
      </Button>
    </aside>
  );
}
