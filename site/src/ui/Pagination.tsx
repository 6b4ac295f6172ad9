import { pageButtons } from '../lib/paging.ts';
import { Icon } from './icons.tsx';

export interface PaginationProps {
  page: number;
  count: number;
  label: string;
  onChange: (page: number) => void;
}

/** Page-number buttons with previous and next; nothing when there is a single page. */
export function Pagination({ page, count, label, onChange }: PaginationProps) {
  if (count <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="icon-btn" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <Icon name="chevronLeft" label="Halaman sebelumnya" />
      </button>
      <ul>
        {pageButtons(page, count).map((button, index) =>
          button === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={button}>
              <button
                type="button"
                className="page-btn"
                aria-current={button === page ? 'page' : undefined}
                aria-label={`Halaman ${button}`}
                onClick={() => onChange(button)}
              >
                {button}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="icon-btn" disabled={page >= count} onClick={() => onChange(page + 1)}>
        <Icon name="chevronRight" label="Halaman berikutnya" />
      </button>
    </nav>
  );
}
