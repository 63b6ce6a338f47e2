import { readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { adminApi, E2E_ADMIN } from '../support/api';
import { moveApiClockForward, resetApiClock } from '../support/clock';
import { API_URL, E2E } from '../support/env';
import { textFromOutbox } from '../support/outbox';
import { sessionOf, signedInPage } from '../support/session';

const MINUTE_MS = 60_000;
/** The job runner tries a failed email again 1, 4, 16 and 64 minutes after its 1st to 4th failure. */
const RETRY_DELAYS_MIN = [1, 4, 16, 64];
/** The team's inbox, where contact messages go (CONTACT_INBOX). */
const TEAM_INBOX = 'hello@podbridge.se';

const outbox = join(E2E.dataDir, 'outbox');
const outboxAside = join(E2E.dataDir, 'outbox-aside');

/**
 * Makes every email fail for real: the outbox folder moves aside and a plain file takes its name, so the API's
 * mailer can neither make the folder nor write into it. Returns whether there was a folder to move.
 */
async function breakOutbox(): Promise<boolean> {
  const moved = await rename(outbox, outboxAside).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      // Run on its own, the journey may come before any email was written.
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
  await writeFile(outbox, 'Not a folder: emails fail while this file is here.\n');
  return moved;
}

/** Puts the outbox folder back (with every message it had) where the file stood, for the journeys after this one. */
async function restoreOutbox(moved: boolean): Promise<void> {
  if ((await stat(outbox).catch(() => undefined))?.isFile()) await rm(outbox);
  if (!moved) return;
  try {
    await rename(outboxAside, outbox);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOTEMPTY' && (error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw error;
    }
    // An email went out in the moment between: the mailer made a new folder. The old messages join it.
    for (const file of await readdir(outboxAside)) await rename(join(outboxAside, file), join(outbox, file));
    await rmdir(outboxAside);
  }
}

interface FailedMailRow {
  id: number;
  kind: string;
  recipient: string | null;
  about: string | null;
  attempts: number;
}

/** The given-up contact message about `subject`, as the failed-email list shows it to the admin (signed in anew). */
async function givenUpContactMessage(subject: string): Promise<FailedMailRow | undefined> {
  const admin = await adminApi();
  try {
    const response = await admin.get(`${API_URL}/admin_dashboard/mail/failed/`);
    if (!response.ok()) throw new Error(`Failed emails: ${response.status()} ${await response.text()}`);
    const { results } = (await response.json()) as { results: FailedMailRow[] };
    return results.find((row) => row.kind === 'contact-message' && row.about === subject);
  } finally {
    await admin.dispose();
  }
}

test('an email every attempt failed for is listed for the admin, who sends it again once the cause is fixed', async ({
  browser,
  page,
}) => {
  // The contact message's five attempts (the clock moves past each retry), then the admin's screens.
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const subject = `Sponsorship offer ${suffix}`;
  const sender = `sponsor.${suffix}@example.com`;
  const message = `Hej! We would like to sponsor a season, reference ${suffix}`;

  try {
    const moved = await breakOutbox();
    try {
      // A visitor writes to the team; the message is kept, but its email cannot be written.
      await page.goto('/contact');
      await page.getByLabel('Name').fill('Maja Ek');
      await page.getByLabel('Email').fill(sender);
      await page.getByLabel('Subject').fill(subject);
      await page.getByLabel('Category').selectOption('partnership');
      await page.getByLabel('Message').fill(message);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('status', { name: 'Message sent' })).toBeVisible();

      // The API's clock moves past the next retry each time the list does not show the email given up yet. Each
      // poll comes after a run of the job runner (every second) most of the time; when the runner was slower, an
      // attempt ran on a later step and its retry is due later: the clock goes on 64 minutes at a time until it is.
      let offsetMs = 0;
      let step = 0;
      let givenUp: FailedMailRow | undefined;
      await expect
        .poll(
          async () => {
            givenUp = await givenUpContactMessage(subject);
            if (!givenUp) {
              offsetMs += (RETRY_DELAYS_MIN[step] ?? 64) * MINUTE_MS;
              step += 1;
              await moveApiClockForward(offsetMs);
            }
            return givenUp !== undefined;
          },
          { message: `the contact message "${subject}" given up`, intervals: [2_000], timeout: 120_000 },
        )
        .toBe(true);
      expect(givenUp).toMatchObject({ recipient: TEAM_INBOX, attempts: 5 });
      expect(step).toBeGreaterThanOrEqual(RETRY_DELAYS_MIN.length);
    } finally {
      await restoreOutbox(moved);
    }

    // The admin signs in on the moved clock and sees the count on the dashboard.
    const admin = await sessionOf({ ...E2E_ADMIN, role: 'podcaster' });
    const adminPage = await signedInPage(browser, admin);
    await adminPage.goto('/admin');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    const tile = adminPage.getByRole('region', { name: 'Failed Emails' });
    await expect(tile.locator('strong')).toHaveText(/^\d+$/);
    expect(Number(await tile.locator('strong').textContent())).toBeGreaterThanOrEqual(1);
    await tile.getByRole('link', { name: 'See failed emails' }).click();
    await expect(adminPage).toHaveURL(/\/admin\/failed-emails$/);
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Failed emails' })).toBeVisible();

    // The row says which email, to whom, what it was about and how often it was tried.
    const row = adminPage.getByRole('row', { name: new RegExp(subject) });
    await expect(row.locator('td[data-label="Email"]')).toHaveText('Contact form message');
    await expect(row.locator('td[data-label="To"]')).toHaveText(TEAM_INBOX);
    await expect(row.locator('td[data-label="About"]')).toHaveText(subject);
    await expect(row.locator('td[data-label="Attempts"]')).toHaveText('5');

    // Retry: the email is due at once, leaves the list, and the team receives it.
    await row.getByRole('button', { name: `Retry: Contact form message to ${TEAM_INBOX}` }).click();
    await expect(adminPage.getByText(`Contact form message to ${TEAM_INBOX} will be sent again.`)).toBeVisible();
    await expect(adminPage.getByRole('row', { name: new RegExp(subject) })).toHaveCount(0);
    const sent = await textFromOutbox(TEAM_INBOX, new RegExp(message));
    expect(sent).toContain(`From: Maja Ek <${sender}>`);
    expect(await givenUpContactMessage(subject)).toBeUndefined();
    await adminPage.close();
  } finally {
    await resetApiClock();
  }
});
