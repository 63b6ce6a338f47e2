import { readFileSync } from 'node:fs';

/** The time the API acts at: bookings' deadlines, reminders and every due job read it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * The system clock moved forward by the milliseconds written in `file` (read at every call; a missing or unreadable
 * file moves nothing). Browser journeys use it to step past a recording time; config refuses it in production.
 */
export function offsetClock(file: string): Clock {
  return () => {
    let offset = 0;
    try {
      const parsed = Number(readFileSync(file, 'utf8').trim());
      if (Number.isSafeInteger(parsed)) offset = parsed;
    } catch {
      offset = 0;
    }
    return new Date(Date.now() + offset);
  };
}
