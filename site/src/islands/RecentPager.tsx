import type { KontenTerbaru } from '@gkj/contract';
import { useEffect, useRef, useState } from 'react';
import { formatTanggalSingkat, isoDate } from '../lib/dates.ts';
import { imageOf } from '../lib/images.ts';
import { pageCount, pageSlice } from '../lib/paging.ts';
import { detailHref } from '../lib/routes.ts';
import { CardImage } from '../ui/Img.tsx';
import { Icon } from '../ui/icons.tsx';

const PER_PAGE = 3;
const SLIDE_MS = 300;
type Phase = 'idle' | 'out' | 'in';

/**
 * Recent activities and articles, three per page. A page change slides the cards out for 300 ms
 * towards the side they leave by, then slides the new page in from the other side (home.css); with
 * reduced motion the cards swap at once. Clicks during a slide are followed, not dropped: the page
 * that slides in is the last one asked for.
 */
export default function RecentPager({ items }: { items: KontenTerbaru[] }) {
  const [shown, setShown] = useState(1);
  const [target, setTarget] = useState(1);
  const [phase, setPhase] = useState<Phase>('idle');
  const [direction, setDirection] = useState<'next' | 'prev'>('next');
  const targetRef = useRef(1);
  const phaseRef = useRef<Phase>('idle');
  const timers = useRef<number[]>([]);
  const count = pageCount(items.length, PER_PAGE);

  const clearTimers = () => {
    for (const timer of timers.current) window.clearTimeout(timer);
    timers.current = [];
  };
  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );

  const enter = (next: Phase) => {
    phaseRef.current = next;
    setPhase(next);
  };

  const change = (next: number) => {
    if (next < 1 || next > count || next === targetRef.current) return;
    setDirection(next > targetRef.current ? 'next' : 'prev');
    targetRef.current = next;
    setTarget(next);
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      clearTimers();
      setShown(next);
      enter('idle');
      return;
    }
    // Already sliding out: the slide-in that follows will bring the newest page.
    if (phaseRef.current === 'out') return;
    clearTimers();
    enter('out');
    timers.current = [
      window.setTimeout(() => {
        setShown(targetRef.current);
        enter('in');
      }, SLIDE_MS),
      window.setTimeout(() => enter('idle'), SLIDE_MS * 2),
    ];
  };

  if (items.length === 0) return <p className="empty-state">Belum ada kegiatan atau artikel.</p>;

  return (
    <div className="recent">
      <div className="recent-viewport">
        <ul className="recent-track card-grid" data-phase={phase} data-direction={direction}>
          {pageSlice(items, shown, PER_PAGE).map((item) => (
            <li key={`${item.type}-${item.id}`}>
              <a className="card card-link card-compact" href={detailHref(item.type, item.id)}>
                <CardImage image={imageOf(item, 'image')} tabletWidth="30vw" />
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
        <button type="button" className="icon-btn" disabled={target <= 1} onClick={() => change(target - 1)}>
          <Icon name="chevronLeft" label="Sebelumnya" />
        </button>
        <p className="recent-status" aria-live="polite">
          Halaman {target} dari {count}
        </p>
        <button
          type="button"
          className="icon-btn"
          disabled={target >= count}
          onClick={() => change(target + 1)}
        >
          <Icon name="chevronRight" label="Berikutnya" />
        </button>
      </div>
    </div>
  );
}
