import { Button } from '../ui/button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { PAGE_SIZES } from './use-list-params.ts';

const SIZE_OPTIONS = PAGE_SIZES.map((size) => ({ id: String(size), label: String(size) }));

/** Page numbers around the current one, with gaps: 1 … 4 5 6 … 20. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const [index, n] of sorted.entries()) {
    if (index > 0 && n - sorted[index - 1] > 1) out.push('gap');
    out.push(n);
  }
  return out;
}

export interface PaginationProps {
  page: number;
  perPage: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

export function Pagination({ page, perPage, shown, total, onPage, onPerPage }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <div className="pagination">
      <p className="pagination-summary" aria-live="polite">
        Menampilkan {shown} data dari {total}
      </p>
      <SelectField
        className="pagination-size"
        label="Baris per halaman"
        options={SIZE_OPTIONS}
        value={String(perPage)}
        onChange={(value) => onPerPage(Number(value))}
      />
      <nav className="pagination-pages" aria-label="Halaman">
        <Button
          variant="ghost"
          iconOnly
          aria-label="Halaman sebelumnya"
          isDisabled={page <= 1}
          onPress={() => onPage(page - 1)}
        >
          <ChevronLeftIcon />
        </Button>
        {pageWindow(page, pages).map((entry, index) =>
          entry === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <span key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
              …
            </span>
          ) : (
            <Button
              key={entry}
              variant={entry === page ? 'primary' : 'ghost'}
              className="pagination-page"
              aria-label={`Halaman ${entry}`}
              aria-current={entry === page ? 'page' : undefined}
              onPress={() => onPage(entry)}
            >
              {entry}
            </Button>
          ),
        )}
        <Button
          variant="ghost"
          iconOnly
          aria-label="Halaman berikutnya"
          isDisabled={page >= pages}
          onPress={() => onPage(page + 1)}
        >
          <ChevronRightIcon />
        </Button>
      </nav>
    </div>
  );
}
