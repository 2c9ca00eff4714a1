// Trading days of the panel: weekdays minus the Spanish exchange's national holidays. Dates are YYYY-MM-DD
// strings in UTC throughout, so no local time zone can shift a day.

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a UTC day number (days since 1970-01-01). */
export function isoFromDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** UTC day number of a `YYYY-MM-DD` date. */
export function dayFromIso(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The exchange's holidays of a year (some fall on weekends): New Year, Good Friday, Easter Monday, Labour Day,
 * Christmas and St Stephen's Day. */
export function exchangeHolidays(year: number): { fecha: string; nombre: string }[] {
  const easter = dayFromIso(easterSunday(year));
  return [
    { fecha: `${year}-01-01`, nombre: 'Año Nuevo' },
    { fecha: isoFromDay(easter - 2), nombre: 'Viernes Santo' },
    { fecha: isoFromDay(easter + 1), nombre: 'Lunes de Pascua' },
    { fecha: `${year}-05-01`, nombre: 'Día del Trabajo' },
    { fecha: `${year}-12-25`, nombre: 'Navidad' },
    { fecha: `${year}-12-26`, nombre: 'San Esteban' },
  ];
}

/** Every trading day from `first` to `last` (both included, YYYY-MM-DD), ascending. */
export function tradingDays(first: string, last: string): string[] {
  const holidays = new Set<string>();
  const firstYear = Number(first.slice(0, 4));
  const lastYear = Number(last.slice(0, 4));
  for (let year = firstYear; year <= lastYear; year++) {
    for (const holiday of exchangeHolidays(year)) holidays.add(holiday.fecha);
  }
  const days: string[] = [];
  for (let day = dayFromIso(first); day <= dayFromIso(last); day++) {
    // 1970-01-01 was a Thursday: day 0 has weekday 4 (0 = Sunday).
    const weekday = (((day + 4) % 7) + 7) % 7;
    const iso = isoFromDay(day);
    if (weekday !== 0 && weekday !== 6 && !holidays.has(iso)) days.push(iso);
  }
  return days;
}
