/** The stored form of an optional text: trimmed, and null when nothing is left. */
export const textOrNull = (value: string | null | undefined): string | null => value?.trim() || null;

/** Normalises an accepted date-time to the WIB wall-clock form MariaDB stores: 'YYYY-MM-DD HH:MM:SS'. */
export function toDateTime(value: string): string {
  const [date, time] = value.split(/[ T]/);
  return `${date} ${time.length === 5 ? `${time}:00` : time}`;
}
