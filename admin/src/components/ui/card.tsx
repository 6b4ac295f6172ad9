import type { ReactNode } from 'react';
import { LinkButton } from './button.tsx';

export interface CardProps {
  /** The heading's id, which names the card's region. */
  titleId: string;
  title: ReactNode;
  /** Beside the heading: a button or a state badge. */
  action?: ReactNode;
  /** Beside the heading: the way to the full screen ('Semua jadwal'). */
  link?: { href: string; label: string };
  className?: string;
  children: ReactNode;
}

/** A card of the overview or the profile: a named region with its heading and an action beside it. */
export function Card({ titleId, title, action, link, className, children }: CardProps) {
  return (
    <section className={className ? `card ${className}` : 'card'} aria-labelledby={titleId}>
      <div className="card-head">
        <h2 id={titleId} className="card-title">
          {title}
        </h2>
        {action}
        {link && (
          <LinkButton variant="ghost" size="sm" href={link.href}>
            {link.label}
          </LinkButton>
        )}
      </div>
      {children}
    </section>
  );
}
