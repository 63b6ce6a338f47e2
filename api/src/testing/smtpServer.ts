import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/** How a refusing server answers: at which command, with which temporary failure. */
export interface Refusal {
  at: 'mail' | 'rcpt';
  /** 421: the service is closing the channel; 451: a local error in processing. */
  code: 421 | 451;
}

/** A message the server took, parsed, with the envelope it came in. */
export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  parsed: ParsedMail;
}

/**
 * A real SMTP server on loopback for tests (smtp-server, by nodemailer's authors): it takes every message, parses
 * it with mailparser and keeps it. It can refuse (a temporary failure at MAIL FROM or RCPT TO, as a server under
 * maintenance does), and be stopped and started again on the same port, as a server that goes down and comes back.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  private refusal: Refusal | null = null;
  /** Sends the server answered with a refusal, counted from the start. */
  refusedCount = 0;

  private constructor(private port: number) {}

  /** Starts a server on a free port of 127.0.0.1. */
  static async start(): Promise<TestSmtpServer> {
    const server = new TestSmtpServer(0);
    await server.listen();
    return server;
  }

  /** The address a mailer sends to (SMTP_URL). */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** From now on every send is refused as `refusal` says; null takes messages again. */
  refuse(refusal: Refusal | null): void {
    this.refusal = refusal;
  }

  /** The messages to `address` taken so far. */
  to(address: string): ParsedMail[] {
    return this.received.filter((mail) => mail.envelope.to.includes(address.toLowerCase())).map((mail) => mail.parsed);
  }

  /** Stops listening (the port is then closed: a send fails to connect); start() listens again on the same port. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async restart(): Promise<void> {
    await this.listen();
  }

  private refuseIfAsked(at: Refusal['at'], callback: (error?: Error | null) => void): void {
    const refusal = this.refusal;
    if (refusal?.at !== at) return callback();
    this.refusedCount += 1;
    const error: Error & { responseCode?: number } = new Error(
      refusal.code === 421 ? 'Service not available, closing transmission channel' : 'Requested action aborted: local error in processing',
    );
    error.responseCode = refusal.code;
    callback(error);
  }

  private async listen(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onMailFrom: (_address: SMTPServerAddress, _session, callback) => this.refuseIfAsked('mail', callback),
      onRcptTo: (_address: SMTPServerAddress, _session, callback) => this.refuseIfAsked('rcpt', callback),
      onData: (stream, session, callback) => {
        simpleParser(stream).then(
          (parsed) => {
            const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
            this.received.push({ envelope: { from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()) }, parsed });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }
}
