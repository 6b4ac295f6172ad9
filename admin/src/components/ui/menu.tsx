import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Button } from './button.tsx';
import { DotsIcon } from './icons.tsx';

export interface MenuAction {
  id: string;
  label: string;
  /** Navigation target; otherwise `onAction` runs. */
  href?: string;
  onAction?: () => void;
  tone?: 'danger';
}

/**
 * The row menu of a list. It is a modal popover, so only one is ever open and a press
 * elsewhere closes it.
 */
export function ActionMenu({ label, actions }: { label: string; actions: MenuAction[] }) {
  return (
    <MenuTrigger>
      <Button variant="quiet" iconOnly aria-label={label} className="row-menu-trigger">
        <DotsIcon />
      </Button>
      <Popover className="popover menu-popover" placement="bottom end">
        <Menu
          className="menu"
          items={actions}
          onAction={(key) => actions.find((action) => action.id === key)?.onAction?.()}
        >
          {(action) => (
            <MenuItem
              id={action.id}
              href={action.href}
              className={`menu-item ${action.tone === 'danger' ? 'menu-item-danger' : ''}`}
            >
              {action.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
