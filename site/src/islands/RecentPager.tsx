import { useEffect, useRef, useState } from 'react';
import { formatTanggalSingkat, isoDate } from '../lib/dates.ts';
import { cardImageSizes, storedImage } from '../lib/images.ts';
import { pageCount, pageSlice } from '../lib/paging.ts';
import { detailHref } from '../lib/routes.ts';
import type { KontenTerbaru } from '../lib/types.ts';
import { Img } from '../ui/Img.tsx';
import { Icon } from '../ui/icons.tsx';

const PER_PAGE = 3;
const SLIDE_MS = 300;
type Phase = 'idle' | 'out' | 'in';

/** Recent activities and articles, three per page, sliding out and in when the page changes. */
export default function RecentPager({ items }: { items: KontenTerbaru[] }) {
  const [page, setPage] = useState(1);
  const [phase, setPhase] = useState<Phase>('idle');
  const [direction, setDirection] = useState<1 | -1>(1);
  const timers = useRef<number[]>([]);
  const count = pageCount(items.length, PER_PAGE);

  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );

  const change = (next: number) => {
    if (next < 1 || next > count || next === page || phase !== 'idle') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      setPage(next);
      return;
    }
    setDirection(next > page ? 1 : -1);
    setPhase('out');
    timers.current = [
      window.setTimeout(() => {
        setPage(next);
        setPhase('in');
      }, SLIDE_MS),
      window.setTimeout(() => setPhase('idle'), SLIDE_MS * 2),
    ];
  };

  if (items.length === 0) return <p className="empty-state">Belum ada kegiatan atau artikel.</p>;

  return (
    <div className="recent">
      <div className="recent-viewport">
        <ul className="recent-track card-grid" data-phase={phase} data-direction={direction}>
          {pageSlice(items, page, PER_PAGE).map((item) => (
            <li key={`${item.type}-${item.id}`}>
              <a className="card card-link card-compact" href={detailHref(item.type, item.id)}>
                <Img
                  image={storedImage(item.image, item.image_width, item.image_height)}
                  alt=""
                  sizes={cardImageSizes('30vw')}
                  className="ratio-16-9"
                />
                <div className="card-body">
                  <span className="badge">{item.type === 'kegiatan' ? 'Kegiatan' : 'Artikel'}</span>
                  <h3 className="card-title">{item.title}</h3>
                  <p className="card-meta">
                    <time dateTime={isoDate(item.date)}>{formatTanggalSingkat(item.date)}</time>
                  </p>
                </div>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="recent-nav">
        <button type="button" className="icon-btn" disabled={page <= 1} onClick={() => change(page - 1)}>
          <Icon name="chevronLeft" label="Sebelumnya" />
        </button>
        <p className="recent-status" aria-live="polite">
          Halaman {page} dari {count}
        </p>
        <button type="button" className="icon-btn" disabled={page >= count} onClick={() => change(page + 1)}>
          <Icon name="chevronRight" label="Berikutnya" />
        </button>
      </div>
    </div>
  );
}
