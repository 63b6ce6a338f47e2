import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { currentRequestContext } from '../requestContext';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the message is about; logged when mail goes to the outbox so sign-up works without SMTP. */
  link: string;
  /** A calendar invite (RFC 5545), sent as the message's text/calendar part and as an .ics attachment. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** Extra header fields, such as a list's `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058). */
  headers?: Record<string, string>;
}

/** nodemailer's form of a message's calendar invite. */
function icalEventOf(calendar: MailMessage['calendar']) {
  return calendar && { method: calendar.method, filename: 'invite.ics', content: calendar.content };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * How long a send waits for the SMTP server: to connect, for its greeting, and for each answer on the socket.
 * nodemailer's defaults (2 minutes, 30 s, 10 minutes) would let a mail server that stops answering hold a job (and
 * the database transaction some jobs send in) for minutes; a failed send is retried by the job runner anyway.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Sends through an SMTP server (`SMTP_URL`). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send({ to, subject, text, html, calendar, headers }) {
      await transport.sendMail({ from, to, subject, text, html, icalEvent: icalEventOf(calendar), headers });
    },
  };
}

/** The line a person reads in the terminal for each message kept in the outbox: to, subject and the link. */
export function outboxLine({ to, subject, link }: Pick<MailMessage, 'to' | 'subject' | 'link'>): string {
  return `Mail to ${to} — "${subject}" — ${link}`;
}

/**
 * Writes each message as an .eml file to `outboxDir` and prints one plain line (to, subject, link) that a person
 * can copy the link from: mail for machines without SMTP. The log gets the same as a structured entry.
 */
export function outboxMailer(
  outboxDir: string,
  from: string,
  log: FastifyBaseLogger,
  print: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ to, subject, text, html, link, calendar, headers }) {
      const info = await transport.sendMail({ from, to, subject, text, html, icalEvent: icalEventOf(calendar), headers });
      await mkdir(outboxDir, { recursive: true });
      const timestamp = new Date().toISOString().replace(/:/g, '-');
      const fileName = `${timestamp}-${to.replace(/[^\w.@+-]/g, '_')}.eml`;
      await writeFile(path.join(outboxDir, fileName), info.message as Buffer);
      (currentRequestContext()?.log ?? log).debug({ to, subject, link, file: fileName }, 'Mail kept in the outbox');
      print(outboxLine({ to, subject, link }));
    },
  };
}

// --- Mail log lines with the request id ---
/**
 * `mailer` with one log line per message, sent or failed. It logs through the logger of the request, or of the job,
 * the message is sent for (see requestContext), so the line carries that request's id as `reqId`; `log` otherwise.
 */
export function loggedMailer(mailer: Mailer, log: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      const lines = currentRequestContext()?.log ?? log;
      try {
        await mailer.send(message);
      } catch (error) {
        lines.warn({ err: error, subject: message.subject }, 'mail failed');
        throw error;
      }
      lines.info({ subject: message.subject }, 'mail sent');
    },
  };
}
// --- end of mail log lines ---

/**
 * Decorates the app with `mailer`; the factory chooses the transport (tests pass a capture). Every message the app
 * sends passes here: logged (loggedMailer) and, when metrics are on, counted by outcome.
 */
export default fp<{ mailer: Mailer }>(
  async (app, { mailer }) => {
    app.decorate('mailer', loggedMailer(app.metrics?.countMail(mailer) ?? mailer, app.log));
  },
  { name: 'mail' },
);
