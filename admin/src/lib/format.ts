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

export const MONTH_NAMES = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];
// 'Jan' … 'Des': the first three letters of each, as Indonesian abbreviates them.
const MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));
const DAYS = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'];

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

/** 'Minggu, 6 Des 2026 · 07.00' */
export function formatDateTime(value: string | null | undefined): string {
  const date = value ? parts(value) : null;
  if (!date) return value ?? '';
  const weekday = DAYS[new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()];
  return `${weekday}, ${formatDate(value)}${date.time ? ` · ${date.time}` : ''}`;
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

/** The srcset of a stored image from its -480 and -960 variants. */
export function imageSrcSet(filePath: string, width?: number | null): string {
  const base = filePath.replace(/\.webp$/, '');
  const main = width ? `${filePath} ${width}w` : `${filePath} 1600w`;
  return `${base}-480.webp 480w, ${base}-960.webp 960w, ${main}`;
}
