// Inline icons (stroke icons, 24 px grid); decorative unless a label is given by the caller.
import type { ReactElement } from 'react';
import { ICON_PATHS, type IconName } from '../lib/icon-paths.ts';

export function Icon({ name, label }: { name: IconName; label?: string }): ReactElement {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
