import type { MailMessage } from '../../plugins/mail';
import { linkEmail, type EmailWords, type Recipient } from '../users/emails';
import type { SiteLanguage } from '../users/rules';
import { bookingCalendar } from './calendar';
import type { BookingRow } from './views';

/** What happened to a booking that its sides are told by email. */
export const BOOKING_EMAIL_EVENTS = [
  'invited',
  'proposed',
  'scheduled',
  'declined',
  'cancelled',
  'marked',
  'reminder_24',
  'reminder_1',
] as const;
export type BookingEmailEvent = (typeof BOOKING_EMAIL_EVENTS)[number];

const LOCALES: Record<SiteLanguage, string> = { en: 'en-GB', sv: 'sv-SE' };

/** A time as the recipient reads it, in the booking's time zone, which is named. */
export function bookingTime(at: Date, timeZone: string, language: SiteLanguage): string {
  const formatted = new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(at);
  return `${formatted} (${timeZone})`;
}

/** What the email needs to know beyond the booking: the other side's name and the times in question. */
interface Facts {
  podcast: string;
  topic: string;
  other: string;
  times: string[];
  duration: number;
  where: string | null;
  reason: string | null;
  outcome: 'recorded' | 'no_show' | null;
  /** The recipient took the action themselves (a cancellation both sides' calendars must hear of). */
  byYou: boolean;
  /** The show is new and waits for its first review. */
  awaitingReview: boolean;
}

type Words = Record<SiteLanguage, (facts: Facts) => EmailWords>;

const list = (times: string[]): string => times.map((time) => `• ${time}`).join('\n');

const WORDS: Record<BookingEmailEvent, Words> = {
  invited: {
    en: (f) => ({
      subject: `${f.other} invites you to ${f.podcast}`,
      paragraphs: [
        `${f.other} would like you as a guest on ${f.podcast}, to talk about "${f.topic}".`,
        ...(f.awaitingReview
          ? ['The show is new on PodBridge and waits for our review; its page is not public yet.']
          : []),
        `Proposed recording times:\n${list(f.times)}`,
        'Accept one of them, propose others or decline on PodBridge.',
      ],
      action: 'Answer the invitation',
    }),
    sv: (f) => ({
      subject: `${f.other} bjuder in dig till ${f.podcast}`,
      paragraphs: [
        `${f.other} vill ha dig som gäst i ${f.podcast} för att prata om "${f.topic}".`,
        ...(f.awaitingReview
          ? ['Podden är ny på PodBridge och väntar på vår granskning; dess sida är inte publik än.']
          : []),
        `Föreslagna inspelningstider:\n${list(f.times)}`,
        'Tacka ja till en av dem, föreslå andra eller tacka nej på PodBridge.',
      ],
      action: 'Svara på inbjudan',
    }),
  },
  proposed: {
    en: (f) => ({
      subject: `${f.other} proposed other times for ${f.podcast}`,
      paragraphs: [
        `${f.other} proposed other recording times for "${f.topic}":\n${list(f.times)}`,
        'Choose one of them on PodBridge.',
      ],
      action: 'Choose a time',
    }),
    sv: (f) => ({
      subject: `${f.other} har föreslagit andra tider för ${f.podcast}`,
      paragraphs: [
        `${f.other} har föreslagit andra inspelningstider för "${f.topic}":\n${list(f.times)}`,
        'Välj en av dem på PodBridge.',
      ],
      action: 'Välj en tid',
    }),
  },
  scheduled: {
    en: (f) => ({
      subject: `Booked: ${f.podcast} with ${f.other}, ${f.times[0]}`,
      paragraphs: [
        `The recording of "${f.topic}" for ${f.podcast} with ${f.other} is booked for ${f.times[0]} (${f.duration} minutes).`,
        f.where ? `Where: ${f.where}` : 'Agree on where to record in your chat on PodBridge.',
        'The calendar invite is attached. You will get reminders 24 hours and 1 hour before.',
      ],
      action: 'See the booking',
    }),
    sv: (f) => ({
      subject: `Bokat: ${f.podcast} med ${f.other}, ${f.times[0]}`,
      paragraphs: [
        `Inspelningen av "${f.topic}" för ${f.podcast} med ${f.other} är bokad ${f.times[0]} (${f.duration} minuter).`,
        f.where ? `Plats: ${f.where}` : 'Kom överens om var ni spelar in i er chatt på PodBridge.',
        'Kalenderinbjudan finns bifogad. Du får påminnelser 24 timmar och 1 timme innan.',
      ],
      action: 'Visa bokningen',
    }),
  },
  declined: {
    en: (f) => ({
      subject: `${f.other} declined your invitation to ${f.podcast}`,
      paragraphs: [
        `${f.other} declined your invitation to talk about "${f.topic}".`,
        `Their reason: ${f.reason ?? ''}`,
      ],
      action: 'See your bookings',
    }),
    sv: (f) => ({
      subject: `${f.other} har tackat nej till din inbjudan till ${f.podcast}`,
      paragraphs: [`${f.other} har tackat nej till att prata om "${f.topic}".`, `Skäl: ${f.reason ?? ''}`],
      action: 'Visa dina bokningar',
    }),
  },
  cancelled: {
    en: (f) => ({
      subject: `Cancelled: ${f.podcast} with ${f.other}`,
      paragraphs: [
        f.byYou
          ? `You cancelled the booking for "${f.topic}" on ${f.podcast}.`
          : `${f.other} cancelled the booking for "${f.topic}" on ${f.podcast}.`,
        `Reason: ${f.reason ?? ''}`,
      ],
      action: 'See your bookings',
    }),
    sv: (f) => ({
      subject: `Avbokat: ${f.podcast} med ${f.other}`,
      paragraphs: [
        f.byYou
          ? `Du har avbokat bokningen för "${f.topic}" i ${f.podcast}.`
          : `${f.other} har avbokat bokningen för "${f.topic}" i ${f.podcast}.`,
        `Skäl: ${f.reason ?? ''}`,
      ],
      action: 'Visa dina bokningar',
    }),
  },
  marked: {
    en: (f) => ({
      subject: `Confirm your recording for ${f.podcast}`,
      paragraphs: [
        f.outcome === 'no_show'
          ? `${f.other} marked the recording of "${f.topic}" as a no-show.`
          : `${f.other} marked the recording of "${f.topic}" as recorded.`,
        'Confirm it or dispute it on PodBridge. Reviews open once the recording is confirmed.',
      ],
      action: 'Confirm or dispute',
    }),
    sv: (f) => ({
      subject: `Bekräfta din inspelning för ${f.podcast}`,
      paragraphs: [
        f.outcome === 'no_show'
          ? `${f.other} har markerat att du uteblev från inspelningen av "${f.topic}".`
          : `${f.other} har markerat inspelningen av "${f.topic}" som genomförd.`,
        'Bekräfta eller bestrid det på PodBridge. Omdömen kan skrivas när inspelningen är bekräftad.',
      ],
      action: 'Bekräfta eller bestrid',
    }),
  },
  reminder_24: {
    en: (f) => ({
      subject: `Tomorrow: ${f.podcast} with ${f.other}`,
      paragraphs: [
        `Your recording of "${f.topic}" for ${f.podcast} with ${f.other} is in 24 hours: ${f.times[0]}.`,
        ...(f.where ? [`Where: ${f.where}`] : []),
      ],
      action: 'See the booking',
    }),
    sv: (f) => ({
      subject: `I morgon: ${f.podcast} med ${f.other}`,
      paragraphs: [
        `Din inspelning av "${f.topic}" för ${f.podcast} med ${f.other} är om 24 timmar: ${f.times[0]}.`,
        ...(f.where ? [`Plats: ${f.where}`] : []),
      ],
      action: 'Visa bokningen',
    }),
  },
  reminder_1: {
    en: (f) => ({
      subject: `In 1 hour: ${f.podcast} with ${f.other}`,
      paragraphs: [
        `Your recording of "${f.topic}" for ${f.podcast} with ${f.other} starts in 1 hour: ${f.times[0]}.`,
        ...(f.where ? [`Where: ${f.where}`] : []),
      ],
      action: 'See the booking',
    }),
    sv: (f) => ({
      subject: `Om en timme: ${f.podcast} med ${f.other}`,
      paragraphs: [
        `Din inspelning av "${f.topic}" för ${f.podcast} med ${f.other} börjar om en timme: ${f.times[0]}.`,
        ...(f.where ? [`Plats: ${f.where}`] : []),
      ],
      action: 'Visa bokningen',
    }),
  },
};

/**
 * The email about a booking's event to one of its sides, in their language; the scheduled one carries the
 * calendar invite, and the cancellation of a scheduled booking its CANCEL.
 */
export function bookingEmail(
  row: BookingRow,
  event: BookingEmailEvent,
  to: Recipient & { id: number },
  slotTimes: Date[],
  publicWebUrl: string,
): MailMessage {
  const { booking } = row;
  const recipientIsPodcaster = to.id === booking.podcasterId;
  const other = recipientIsPodcaster ? row.expert.displayName : row.podcaster.displayName;
  const times = (booking.startsAt && !['invited', 'proposed'].includes(event) ? [booking.startsAt] : slotTimes).map(
    (at) => bookingTime(at, booking.timeZone, to.language),
  );
  const facts: Facts = {
    podcast: row.podcastTitle,
    topic: booking.topic,
    other,
    times,
    duration: booking.durationMinutes,
    where: booking.format === 'in_person' ? booking.place : booking.recordingLink,
    reason: event === 'declined' ? booking.declineReason : booking.cancelReason,
    outcome: booking.status === 'recorded' || booking.status === 'no_show' ? booking.status : null,
    byYou: booking.cancelledBy === (recipientIsPodcaster ? 'podcaster' : 'expert'),
    awaitingReview: row.podcastStatus === 'pending',
  };
  const message = linkEmail(to, `${publicWebUrl}/bookings`, WORDS[event][to.language](facts));
  const attendee = { name: to.username, email: to.email };
  if (event === 'scheduled' && booking.startsAt) {
    return {
      ...message,
      calendar: { method: 'REQUEST', content: bookingCalendar(row, attendee, 'REQUEST', publicWebUrl) },
    };
  }
  if (event === 'cancelled' && booking.startsAt) {
    return {
      ...message,
      calendar: { method: 'CANCEL', content: bookingCalendar(row, attendee, 'CANCEL', publicWebUrl) },
    };
  }
  return message;
}
