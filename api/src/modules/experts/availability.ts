/** Days as the product counts them: in Sweden's time zone, whatever the server's. */
const STOCKHOLM_DAY = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day `now` falls on in Stockholm, as YYYY-MM-DD. */
export function stockholmDay(now: Date): string {
  return STOCKHOLM_DAY.format(now);
}

/** Whether an expert takes bookings on the day of `now`: open (no date) or the date has come. */
export function isAvailableOn(availableFrom: string | null, now: Date): boolean {
  return availableFrom === null || availableFrom <= stockholmDay(now);
}

/** Whether a YYYY-MM-DD text names a day that exists (2026-02-30 does not). */
export function isCalendarDay(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
