// Calendar arithmetic on WIB wall-clock strings ('YYYY-MM-DD'). Dates are handled as UTC midnights
// internally, which only serves day counting: no time zone is ever applied to a stored value.

/** Today's date in Asia/Jakarta (WIB), whatever the machine's zone. */
export function todayInJakarta(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(now);
}

export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

function toUtc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function addDays(date: string, days: number): string {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function addMonths(date: string, months: number): string {
  const d = toUtc(date);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return toUtc(date).getUTCDay();
}

/** The first Sunday on or after the date. */
export function sundayOnOrAfter(date: string): string {
  return addDays(date, (7 - weekday(date)) % 7);
}

/** The first given weekday strictly after the date. */
export function nextWeekday(date: string, day: number): string {
  return addDays(date, ((day - weekday(date) + 6) % 7) + 1);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

export function dateTime(date: string, time: string): string {
  return `${date} ${time}:00`;
}

/** The earliest of some 'YYYY-MM-DD' dates (ISO dates sort as strings). */
export function earliest(...dates: string[]): string {
  return [...dates].sort()[0];
}
