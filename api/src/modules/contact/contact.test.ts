import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { errorFields } from '../../testing/errors';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const message = {
  name: '  Astrid Lind ',
  email: 'astrid@example.se',
  subject: 'Partnership',
  message: 'Hej! <b>Let us talk</b> about a newsletter slot.',
  category: 'partnership',
};

describe('POST /api/contact/', () => {
  it('mails the message to the team inbox with the sender to answer', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/contact/', payload: message });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'Your message has been sent.' });
    await t.runJobs();
    const sent = t.mail.messages.at(-1);
    expect(sent).toMatchObject({
      to: t.app.config.contactInbox,
      subject: '[Contact · partnership] Partnership',
      link: 'mailto:astrid@example.se',
    });
    expect(sent?.text).toContain('From: Astrid Lind <astrid@example.se>');
    expect(sent?.html).toContain('&#60;b&#62;Let us talk&#60;/b&#62;');
  });

  it('defaults the category to general', async () => {
    const { category: _category, ...withoutCategory } = message;
    const response = await t.app.inject({ method: 'POST', url: '/api/contact/', payload: withoutCategory });
    expect(response.statusCode).toBe(201);
    await t.runJobs();
    expect(t.mail.messages.at(-1)?.subject).toBe('[Contact · general] Partnership');
  });

  it('answers missing, blank and malformed fields with field messages and sends nothing', async () => {
    const before = t.mail.messages.length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: { name: '   ', email: 'not-an-email', subject: 'Hi', message: '', category: 'general' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      field_codes: { email: ['invalid'], message: ['invalid'], name: ['invalid'] },
      name: ['This field is required.'],
      email: ['Enter a valid email address.'],
      message: ['This field is required.'],
    });
    await t.runJobs();
    expect(t.mail.messages.length).toBe(before);
  });

  it('refuses an unknown category and a message over 5000 characters', async () => {
    const badCategory = await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: { ...message, category: 'spam' },
    });
    expect(badCategory.statusCode).toBe(400);
    expect(errorFields(badCategory.json())).toEqual(['category']);
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: { ...message, message: 'x'.repeat(5001) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      field_codes: { message: ['too_long'] },
      message: ['Ensure this field has no more than 5000 characters.'],
    });
  });
});
