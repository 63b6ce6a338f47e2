import type { MailMessage, Mailer } from '../plugins/mail';

/** A mailer that keeps messages for tests to read links from. */
export class MailCapture implements Mailer {
  readonly messages: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    this.messages.push(message);
  }

  /** The token of the latest link of this kind sent to `to`. */
  tokenFor(to: string, kind: 'verify-email' | 'reset-password'): string {
    const message = this.messages.filter((sent) => sent.to === to.toLowerCase() && sent.link.includes(`/${kind}/`)).at(-1);
    const token = message?.link.split(`/${kind}/`)[1];
    if (!token) throw new Error(`no ${kind} link was sent to ${to}`);
    return token;
  }
}
