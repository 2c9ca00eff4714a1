// Calendar dates as `YYYY-MM-DD` strings, in UTC, with plain arithmetic (no local time zone involved).

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for a real calendar date `YYYY-MM-DD` from year 0001 (Python's first year) on. */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Milliseconds since the epoch of a date's UTC midnight. */
export function utcMidnightMs(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`);
}

/** The UTC midnight that ends a date: the start of the next day. */
export function endOfDayMs(isoDate: string): number {
  return utcMidnightMs(isoDate) + DAY_MS;
}
