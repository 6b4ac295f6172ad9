import { MONTH_NAMES, WEEKDAY_NAMES } from '@gkj/contract/calendar';
import { MAX_IMAGE_SIDE, VARIANT_WIDTHS, variantPath } from '@gkj/contract/images';

// Dates and times arrive as WIB wall-clock strings ('2026-12-06 07:00:00'); they are formatted
// from their parts, never through the browser's time zone.

const numberFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

export function formatNumber(value: number | string | null | undefined): string {
  const number = Number(value ?? 0);
  return numberFormat.format(Number.isFinite(number) ? number : 0);
}

export function formatRupiah(value: number | string | null | undefined): string {
  return `Rp ${formatNumber(value)}`;
}

export function capitalize(text: string | null | undefined): string {
  if (!text) return '';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const ROLE_LABELS: Record<string, string> = {
  admin: 'Admin',
  pendeta: 'Pendeta',
  petugas_inventaris: 'Petugas Inventaris',
  author: 'Penulis',
};

/** The role as the top bar shows it: capitalised, author as 'Penulis', 'User' when unknown. */
export function roleLabel(role: string | null | undefined): string {
  if (!role) return 'User';
  return ROLE_LABELS[role] ?? capitalize(role);
}

/** The role as the user list shows it: the stored name, author as 'penulis'. */
export function roleListLabel(role: string | null | undefined): string {
  return role === 'author' ? 'penulis' : (role ?? '');
}

// 'Jan' … 'Des': the first three letters of each, as Indonesian abbreviates them.
const MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));

function parts(value: string): { year: number; month: number; day: number; time: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/.exec(value);
  if (!match) return null;
  const time = match[4] ? `${match[4]}.${match[5]}` : '';
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]), time };
}

/** '6 Des 2026' */
export function formatDate(value: string | null | undefined): string {
  const date = value ? parts(value) : null;
  if (!date) return value ?? '';
  return `${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
}

/** '30 Nov 2026 08.00': a moment without its weekday (a scheduled publication). */
export function formatDateAndTime(value: string | null | undefined): string {
  const date = value ? parts(value) : null;
  if (!date) return value ?? '';
  return date.time ? `${formatDate(value)} ${date.time}` : formatDate(value);
}

/** 'Minggu, 6 Des 2026 · 07.00' */
export function formatDateTime(value: string | null | undefined): string {
  const date = value ? parts(value) : null;
  if (!date) return value ?? '';
  const weekday = WEEKDAY_NAMES[new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()];
  return `${weekday}, ${formatDate(value)}${date.time ? ` · ${date.time}` : ''}`;
}

/** A file's size as people read it: '245 KB', '1,2 MB' (never '0 KB'). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${String(Math.round((bytes / (1024 * 1024)) * 10) / 10).replace('.', ',')} MB`;
}

/** Today's date (YYYY-MM-DD) in WIB, the zone of every stored stamp, whatever the browser's own zone is. */
export function todayInJakarta(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
}

/** '14.03' for a stamp of today, '24 Nov 2026 14.03' for an older one. */
export function formatStamp(value: string): string {
  const date = parts(value);
  if (!date) return value;
  return value.slice(0, 10) === todayInJakarta() ? date.time : `${formatDate(value)} ${date.time}`;
}

/** Splits a stored DATETIME into the date and HH:MM parts the form inputs take. */
export function splitDateTime(value: string | null | undefined): { date: string; time: string } {
  const normalized = (value ?? '').replace(' ', 'T');
  const [date = '', time = ''] = normalized.split('T');
  return { date: date.slice(0, 10), time: time.slice(0, 5) };
}

export function dateOnly(value: string | null | undefined): string {
  return (value ?? '').slice(0, 10);
}

export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

export function lettersAndDigitsOnly(value: string): string {
  return value.replace(/[^A-Za-z0-9]+/g, '');
}

/** The srcset of a stored image from the resized siblings every image has. */
export function imageSrcSet(filePath: string, width?: number | null): string {
  const siblings = VARIANT_WIDTHS.map((w) => `${variantPath(filePath, w)} ${w}w`);
  return [...siblings, `${filePath} ${width || MAX_IMAGE_SIDE}w`].join(', ');
}
