const DAY_MS = 24 * 60 * 60 * 1000;

/** A wall time in Stockholm `days` from today, as the invite dialog's date-and-time pickers take it. */
export function stockholmTime(days: number, time: string): string {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' }).format(
    new Date(Date.now() + days * DAY_MS),
  );
  return `${date}T${time}`;
}
