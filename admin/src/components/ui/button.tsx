import type { ReactNode } from 'react';
import {
  Link,
  type LinkProps,
  Button as RacButton,
  type ButtonProps as RacButtonProps,
} from 'react-aria-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'quiet';

interface Styling {
  variant?: ButtonVariant;
  /** An icon-only button: square, and its `aria-label` is its name. */
  iconOnly?: boolean;
  size?: 'md' | 'sm';
}

function classes({ variant = 'secondary', iconOnly, size = 'md' }: Styling, extra?: string): string {
  return ['btn', `btn-${variant}`, iconOnly ? 'btn-icon' : '', size === 'sm' ? 'btn-sm' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends Omit<RacButtonProps, 'className' | 'children'>, Styling {
  className?: string;
  children?: ReactNode;
}

export function Button({
  variant,
  iconOnly,
  size,
  className,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <RacButton {...props} type={type} className={classes({ variant, iconOnly, size }, className)}>
      {props.isPending ? (
        <>
          <span className="spinner spinner-inline" aria-hidden="true" />
          <span>{children}</span>
        </>
      ) : (
        children
      )}
    </RacButton>
  );
}

export interface LinkButtonProps extends Omit<LinkProps, 'className' | 'children'>, Styling {
  className?: string;
  children?: ReactNode;
}

/** A link that looks like a button (navigation, not an action). */
export function LinkButton({ variant, iconOnly, size, className, children, ...props }: LinkButtonProps) {
  return (
    <Link {...props} className={classes({ variant, iconOnly, size }, className)}>
      {children}
    </Link>
  );
}
