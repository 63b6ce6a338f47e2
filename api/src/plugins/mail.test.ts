import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { outboxMailer } from './mail';

describe('the outbox mailer', () => {
  it('keeps the message as an .eml file and prints one plain line with whom, what and the link', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const printed: string[] = [];
    const mailer = outboxMailer(dir, 'PodBridge <hello@podbridge.se>', pino({ level: 'silent' }), (line) =>
      printed.push(line),
    );
    const link = 'http://localhost:3000/verify-email/abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz';
    await mailer.send({
      to: 'anna@example.se',
      subject: 'Verify your email address for PodBridge',
      text: `Open ${link}`,
      html: '<p>Open</p>',
      link,
    });
    expect(printed).toEqual([`Mail to anna@example.se — "Verify your email address for PodBridge" — ${link}`]);
    const [file] = await readdir(dir);
    expect(file).toMatch(/anna@example\.se\.eml$/);
    expect(await readFile(path.join(dir, file!), 'utf8')).toContain('Subject: Verify your email address for PodBridge');
    await rm(dir, { recursive: true });
  });

  it("writes a message's own header fields, such as a list's one-click unsubscribe", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const mailer = outboxMailer(dir, 'PodBridge <hello@podbridge.se>', pino({ level: 'silent' }), () => undefined);
    await mailer.send({
      to: 'anna@example.se',
      subject: 'This week on PodBridge',
      text: 'Shows',
      html: '<p>Shows</p>',
      link: 'http://localhost:3000/digest/unsubscribe/abc',
      headers: {
        'List-Unsubscribe': '<http://localhost:8000/api/digest/unsubscribe/abc/>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const [file] = await readdir(dir);
    const eml = await readFile(path.join(dir, file!), 'utf8');
    expect(eml).toContain('List-Unsubscribe: <http://localhost:8000/api/digest/unsubscribe/abc/>');
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    await rm(dir, { recursive: true });
  });
});
