import { MONTH_NAMES } from '@gkj/contract/calendar';
import { pdfFileName } from '@gkj/contract/documents';

// The weekly bulletins as the /warta pages and the home page show them.

export interface MonthGroup<Item> {
  /** 'YYYY-MM', for an id. */
  key: string;
  /** 'Mei 2026' */
  label: string;
  items: Item[];
}

/** Bulletins by month, in the order given (the newest first); one group per month that has any. */
export function byMonth<Item extends { tanggal_warta: string }>(items: Item[]): MonthGroup<Item>[] {
  const groups: MonthGroup<Item>[] = [];
  for (const item of items) {
    const key = item.tanggal_warta.slice(0, 7);
    let group = groups.at(-1);
    if (group?.key !== key) {
      const [year, month] = key.split('-').map(Number);
      group = { key, label: `${MONTH_NAMES[month - 1]} ${year}`, items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}

/** A file's size as people read it: '245 KB', '1,2 MB' (never '0 KB'). */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const megabytes = Math.round((bytes / (1024 * 1024)) * 10) / 10;
  return `${String(megabytes).replace('.', ',')} MB`;
}

/** The name a downloaded bulletin PDF is saved under ('warta-2026-05-03.pdf'), as the server names it. */
export const pdfDownloadName = (tanggal: string) => pdfFileName(tanggal);
