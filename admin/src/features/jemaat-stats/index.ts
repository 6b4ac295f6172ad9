// What other features may use of the member statistics: the birthday list and its date ranges.
export { BirthdayList } from './birthday-list.tsx';
export { rangeOf } from './ranges.ts';
export type { Birthdays } from './types.ts';
