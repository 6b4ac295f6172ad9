// Rules for typed numbers and dates. A value that breaks one is refused with a field message and left
// as typed: silently rewriting it ('1.5' into 15, '-5' into 5) would store a number nobody meant.
import { todayInJakarta } from './format.ts';

/** A count typed as plain digits ('12'): no sign, no decimals, no letters. */
export function isWholeNumber(value: string): boolean {
  return /^\d+$/.test(value.trim());
}

/**
 * The digits of a rupiah amount as people write it: '150000', '150.000' or 'Rp 150.000' (a dot
 * only between groups of three, as Indonesian writes thousands). Null for anything else: '1.5',
 * '150,5', '-5'.
 */
export function rupiahDigits(value: string): string | null {
  const match = /^\s*(?:Rp\.?\s*)?(\d{1,3}(?:\.\d{3})+|\d+)\s*$/i.exec(value);
  return match ? match[1].replace(/\./g, '') : null;
}

/** Whether a date (YYYY-MM-DD) lies after today in WIB; today itself does not. */
export function isFutureDate(value: string): boolean {
  return value !== '' && value > todayInJakarta();
}

/** A field that must be filled: the message when it is empty or only spaces. */
export function required(value: string, message: string): string | undefined {
  return value.trim() ? undefined : message;
}
