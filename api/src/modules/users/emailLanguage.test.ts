import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { addPodcast, podcasterWithProfile } from '../../testing/podcasts';
import { loginAs, register } from '../../testing/users';
import { passwordResetEmail, verificationEmail } from './emails';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const lastMailTo = (email: string) => t.mail.messages.filter((message) => message.to === email.toLowerCase()).at(-1);

describe('emails in the language the recipient chose', () => {
  it('verifies a Swedish newcomer in Swedish, and an English one in English', async () => {
    const swedish = await register(t, { language: 'sv' });
    expect(swedish.response.statusCode).toBe(201);
    await t.runJobs();
    const mail = lastMailTo(swedish.credentials.email)!;
    expect(mail.subject).toBe('Bekräfta din e-postadress för PodBridge');
    expect(mail.text).toContain(`Hej ${swedish.credentials.username}!`);
    expect(mail.text).toContain('Bekräfta e-postadressen: http');
    expect(mail.html).toContain('Om knappen inte fungerar');

    const english = await register(t);
    await t.runJobs();
    expect(lastMailTo(english.credentials.email)!.subject).toBe('Verify your email address for PodBridge');
  });

  it('sends the password reset in the language stored on the account', async () => {
    const { credentials } = await register(t, { language: 'sv' });
    await t.app.inject({ method: 'POST', url: '/api/users/password-reset/', payload: { email: credentials.email } });
    await t.runJobs();
    expect(lastMailTo(credentials.email)!.subject).toBe('Återställ ditt lösenord på PodBridge');
  });

  it('tells a Swedish owner in Swedish why their podcast was not approved', async () => {
    const admin = await loginAs(t, 'admin');
    const owner = await podcasterWithProfile(t);
    await t.db.update(users).set({ language: 'sv' }).where(eq(users.id, owner.user.id));
    const { id } = await addPodcast(t, owner.headers, { title: 'Djuphavet' });
    const reason = 'Beskrivningen lovar avsnitt som inte finns.';
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin_dashboard/podcasts/${id}/reject/`,
      headers: admin.headers,
      payload: { reason },
    });
    expect(response.statusCode).toBe(200);
    await t.runJobs();
    const mail = lastMailTo(owner.user.email)!;
    expect(mail.subject).toBe('Din podd ”Djuphavet” godkändes inte');
    expect(mail.text).toContain(`Anledning: ${reason}`);
    expect(mail.text).toContain('Öppna din podd: http');
  });

  it('tells an owner in their language that their podcast is published', async () => {
    const admin = await loginAs(t, 'admin');
    const swedish = await podcasterWithProfile(t);
    await t.db.update(users).set({ language: 'sv' }).where(eq(users.id, swedish.user.id));
    const english = await podcasterWithProfile(t);
    const { id: svId } = await addPodcast(t, swedish.headers, { title: 'Fikarummet' });
    const { id: enId } = await addPodcast(t, english.headers, { title: 'Coffee Room' });
    for (const id of [svId, enId]) {
      const approved = await t.app.inject({
        method: 'POST',
        url: `/api/podcasts/${id}/approve/`,
        headers: admin.headers,
      });
      expect(approved.statusCode).toBe(200);
    }
    await t.runJobs();
    expect(lastMailTo(swedish.user.email)).toMatchObject({
      subject: 'Din podd ”Fikarummet” är publicerad',
      link: `${t.app.config.publicWebUrl}/podcasts/${svId}`,
    });
    expect(lastMailTo(english.user.email)!.subject).toBe('Your podcast "Coffee Room" is published');
  });

  it('has every email in both languages with the same link', () => {
    const link = 'https://podbridge.example/verify-email/abc';
    for (const language of ['en', 'sv'] as const) {
      const to = { email: 'ada@example.se', username: 'ada', language };
      for (const mail of [verificationEmail(to, link), passwordResetEmail(to, link)]) {
        expect(mail.link).toBe(link);
        expect(mail.text).toContain(link);
        expect(mail.subject.length).toBeGreaterThan(10);
      }
    }
  });
});
