import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { LoadState, type LoadStateProps } from './load-state.tsx';

export interface PrintableScreenProps<T> extends LoadStateProps<T> {
  /** The section's own class (its print layout). */
  className: string;
  title: string;
  /** Under the title: what the numbers cover. */
  lead?: ReactNode;
  /** The choices beside 'Cetak' (not printed). */
  filters: ReactNode;
  /** Other ways out of the screen, between the choices and 'Cetak' (not printed). */
  actions?: ReactNode;
}

/** A screen made to be printed (the statistics, the birthdays): title, filters, 'Cetak', then its read. */
export function PrintableScreen<T>({
  className,
  title,
  lead,
  filters,
  actions,
  ...read
}: PrintableScreenProps<T>) {
  return (
    <section className={`page ${className}`}>
      <header className="page-header">
        <div>
          <h1 className="page-title">{title}</h1>
          {lead}
        </div>
        <div className="page-actions no-print">
          {filters}
          {actions}
          <Button variant="secondary" onPress={() => window.print()}>
            Cetak
          </Button>
        </div>
      </header>
      <LoadState {...read} />
    </section>
  );
}
