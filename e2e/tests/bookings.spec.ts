import { expect, test, type Page } from '@playwright/test';
import { moveApiClockForward, resetApiClock } from '../support/clock';
import { API_URL } from '../support/env';
import { textFromOutbox } from '../support/outbox';
import { approvedExpert, approvedPodcast, createSession, pendingPodcast, signedInPage } from '../support/session';
import { stockholmTime } from '../support/times';

const suffix = Date.now().toString(36);
const DAY_MS = 24 * 60 * 60 * 1000;


function nav(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

function section(page: Page, name: string) {
  return page.getByRole('region', { name: new RegExp(`^${name}`) });
}

test('a podcaster books an expert: invitation, other times, the calendar invite, the recording and both reviews', async ({
  browser,
}) => {
  const podcaster = await createSession('podcaster', `sofia_${suffix}`);
  const expert = await createSession('expert', `jonas_${suffix}`);
  const podcastTitle = `Kvällspodden ${suffix}`;
  await approvedPodcast(podcaster, podcastTitle);
  const expertName = `Jonas Ek ${suffix}`;
  const profileId = await approvedExpert(expert, expertName, 'Urban planning, Cycling cities');
  const podcasterPage = await signedInPage(browser, podcaster);
  const expertPage = await signedInPage(browser, expert);

  try {
    await expertPage.goto('/bookings');
    await expect(section(expertPage, 'Waiting for you').getByText('Nothing waits for your answer.')).toBeVisible();

    // The podcaster invites the expert from their page, with two times.
    await podcasterPage.goto(`/experts/${profileId}`);
    await expect(podcasterPage.getByRole('heading', { level: 1, name: expertName })).toBeVisible();
    await podcasterPage.getByRole('button', { name: 'Invite to my show' }).click();
    const invite = podcasterPage.getByRole('dialog', { name: `Invite ${expertName} to your show` });
    await expect(invite.getByRole('textbox', { name: 'Podcast' })).toHaveValue(podcastTitle);
    await invite.getByRole('textbox', { name: /Topic/ }).fill('Cities after the car');
    await expect(invite.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Stockholm');
    await invite.getByLabel('Time 1', { exact: true }).fill(stockholmTime(3, '10:00'));
    await invite.getByLabel('Time 2', { exact: true }).fill(stockholmTime(4, '14:30'));
    await invite.getByRole('textbox', { name: /Note to/ }).fill('We record in our studio link; 45 minutes of talk.');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByText(`Invitation sent! ${expertName} gets it by email.`)).toBeVisible();
    await invite.getByRole('link', { name: 'Open Bookings' }).click();
    await expect(podcasterPage).toHaveURL(/\/bookings$/);
    const sent = section(podcasterPage, 'Upcoming').getByRole('article', { name: 'Cities after the car' });
    await expect(sent.getByText(`Waiting for ${expertName} to answer.`)).toBeVisible();

    // The expert's open page learns of it live: the nav's count, and the request waiting for them.
    await expect(nav(expertPage).getByRole('link', { name: 'Bookings (1 waiting for you)' })).toBeVisible({
      timeout: 3_000,
    });
    const request = section(expertPage, 'Waiting for you').getByRole('article', { name: 'Cities after the car' });
    await expect(
      request.getByText(`${podcaster.user.username} invites you to record an episode.`, { exact: false }),
    ).toBeVisible();
    await expect(request.getByRole('button', { name: 'Accept this time' })).toHaveCount(2);
    await expect(await textFromOutbox(expert.account.email, /Cities after the car/)).toContain(podcastTitle);

    // Neither time suits the expert: they propose another.
    await request.getByRole('button', { name: 'Propose other times' }).click();
    const propose = expertPage.getByRole('dialog', { name: 'Propose other times' });
    await propose.getByLabel('Time 1', { exact: true }).fill(stockholmTime(5, '09:15'));
    await propose.getByRole('button', { name: 'Send times' }).click();
    await expect(expertPage.getByText('Your times were sent.')).toBeVisible();
    await expect(
      section(expertPage, 'Upcoming').getByText(`Waiting for ${podcaster.user.username} to answer.`),
    ).toBeVisible();

    // The podcaster accepts the expert's time.
    const counter = section(podcasterPage, 'Waiting for you').getByRole('article', { name: 'Cities after the car' });
    await expect(counter.getByText(`${expertName} proposed other times. Accept one or propose others.`)).toBeVisible({
      timeout: 3_000,
    });
    await expect(counter.getByRole('button', { name: 'Accept this time' })).toHaveCount(1);
    await counter.getByRole('button', { name: 'Accept this time' }).click();
    await expect(
      podcasterPage.getByText('The recording is booked. Both of you get a calendar invite by email.'),
    ).toBeVisible();

    // Both see it upcoming, at 09:15 Stockholm time, and both have the calendar invite by email.
    for (const page of [podcasterPage, expertPage]) {
      const booked = section(page, 'Upcoming').getByRole('article', { name: 'Cities after the car' });
      await expect(booked.getByText('Scheduled')).toBeVisible({ timeout: 3_000 });
      await expect(booked.getByText(/9:15\sAM/)).toBeVisible();
      await expect(booked.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
    }
    for (const email of [podcaster.account.email, expert.account.email]) {
      const message = await textFromOutbox(email, /METHOD:REQUEST/);
      expect(message).toContain('BEGIN:VCALENDAR');
      expect(message).toContain(`SUMMARY:${podcastTitle}: Cities after the car`);
    }
    const download = podcasterPage.waitForEvent('download');
    await section(podcasterPage, 'Upcoming').getByRole('button', { name: 'Add to calendar' }).click();
    expect((await download).suggestedFilename()).toMatch(/^podbridge-booking-\d+\.ics$/);

    // A third user can neither see nor change the booking.
    const { results } = (await (await podcaster.api.get(`${API_URL}/bookings/?view=upcoming`)).json()) as {
      results: { id: number }[];
    };
    const bookingId = results[0]!.id;
    const outsider = await createSession('podcaster');
    expect((await outsider.api.get(`${API_URL}/bookings/${bookingId}/`)).status()).toBe(404);
    expect(
      (await outsider.api.post(`${API_URL}/bookings/${bookingId}/cancel/`, { data: { reason: 'Mine now' } })).status(),
    ).toBe(404);
    const outsiderPage = await signedInPage(browser, outsider);
    await outsiderPage.goto('/bookings');
    await expect(section(outsiderPage, 'Upcoming').getByText('No upcoming recordings.')).toBeVisible();
    await expect(outsiderPage.getByText('Cities after the car')).toHaveCount(0);
    const after = (await (await podcaster.api.get(`${API_URL}/bookings/${bookingId}/`)).json()) as { status: string };
    expect(after.status).toBe('scheduled');

    // A week later the recording has happened: the podcaster marks it, the expert confirms.
    await moveApiClockForward(7 * DAY_MS);
    await podcasterPage.reload();
    await expect(nav(podcasterPage).getByRole('link', { name: 'Bookings (1 waiting for you)' })).toBeVisible();
    const done = section(podcasterPage, 'Waiting for you').getByRole('article', { name: 'Cities after the car' });
    await expect(done.getByText('The recording time has passed. Was the episode recorded?')).toBeVisible();
    await done.getByRole('button', { name: 'Mark as recorded' }).click();
    await expect(
      section(podcasterPage, 'Past').getByText(`Marked as recorded. Waiting for ${expertName} to confirm.`),
    ).toBeVisible();

    // The marking reaches the expert's open page live: it waits for their confirmation.
    await expect(nav(expertPage).getByRole('link', { name: 'Bookings (1 waiting for you)' })).toBeVisible({
      timeout: 3_000,
    });
    const toConfirm = section(expertPage, 'Waiting for you').getByRole('article', { name: 'Cities after the car' });
    await expect(
      toConfirm.getByText(`${podcaster.user.username} marked this as recorded.`, { exact: false }),
    ).toBeVisible({ timeout: 3_000 });
    await toConfirm.getByRole('button', { name: 'Confirm' }).click();
    const confirmed = section(expertPage, 'Past').getByRole('article', { name: 'Cities after the car' });
    await expect(confirmed.getByText('Confirmed by the expert.')).toBeVisible();

    // Both review each other.
    await confirmed.getByRole('button', { name: 'Write a review' }).click();
    const expertReview = expertPage.getByRole('dialog', { name: `Review ${podcaster.user.username}` });
    await expertReview.getByRole('radio', { name: '4 stars' }).check();
    await expertReview.getByRole('textbox', { name: /Your review/ }).fill('Well prepared host with sharp questions.');
    await expertReview.getByRole('button', { name: 'Publish review' }).click();
    await expect(expertPage.getByText('Thank you! Your review is published.')).toBeVisible();

    const podcasterSide = section(podcasterPage, 'Past').getByRole('article', { name: 'Cities after the car' });
    await podcasterSide.getByRole('button', { name: 'Write a review' }).click({ timeout: 5_000 });
    const podcasterReview = podcasterPage.getByRole('dialog', { name: `Review ${expertName}` });
    await podcasterReview.getByRole('radio', { name: '5 stars' }).check();
    await podcasterReview
      .getByRole('textbox', { name: /Your review/ })
      .fill('Jonas made city planning gripping. Listeners loved it.');
    await podcasterReview.getByRole('button', { name: 'Publish review' }).click();
    await expect(podcasterPage.getByText('Thank you! Your review is published.')).toBeVisible();
    await expect(podcasterSide.getByText('Jonas made city planning gripping. Listeners loved it.')).toBeVisible();

    // The expert's page shows the review and one recorded appearance, to anyone.
    const visitor = await browser.newPage();
    await visitor.goto(`/experts/${profileId}`);
    const record = visitor.getByRole('region', { name: 'Bookings on PodBridge' });
    await expect(record.getByText('1 recorded appearance')).toBeVisible();
    await expect(record.getByText('1 review', { exact: true })).toBeVisible();
    await expect(record.getByText('Jonas made city planning gripping. Listeners loved it.')).toBeVisible();
    await expect(record.getByText(podcaster.user.username)).toBeVisible();
    await expect(record.getByRole('img', { name: '5.0 of 5' })).toBeVisible();
  } finally {
    await resetApiClock();
  }
});

test('a new show still awaiting review invites a guest on its first day, and the expert sees it is new', async ({
  browser,
}) => {
  const podcaster = await createSession('podcaster');
  const expert = await createSession('expert');
  const podcastTitle = `Nystart ${suffix}`;
  await pendingPodcast(podcaster, podcastTitle);
  const expertName = `Vera Holm ${suffix}`;
  const profileId = await approvedExpert(expert, expertName, 'Pensions, Household budgets');
  const podcasterPage = await signedInPage(browser, podcaster);
  const expertPage = await signedInPage(browser, expert);

  await podcasterPage.goto(`/experts/${profileId}`);
  await podcasterPage.getByRole('button', { name: 'Invite to my show' }).click();
  const invite = podcasterPage.getByRole('dialog', { name: `Invite ${expertName} to your show` });
  await expect(invite.getByRole('textbox', { name: 'Podcast' })).toHaveValue(podcastTitle);
  await expect(invite.getByText(/Your show is waiting for our review/)).toBeVisible();
  await invite.getByRole('textbox', { name: /Topic/ }).fill('Saving for a pension at thirty');
  await invite.getByLabel('Time 1', { exact: true }).fill(stockholmTime(3, '11:00'));
  await invite.getByLabel('Time 2', { exact: true }).fill(stockholmTime(4, '11:00'));
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText(`Invitation sent! ${expertName} gets it by email.`)).toBeVisible();

  await expertPage.goto('/bookings');
  const request = section(expertPage, 'Waiting for you').getByRole('article', { name: 'Saving for a pension at thirty' });
  await expect(request.getByText('Show awaiting review')).toBeVisible();
  await expect(request.getByRole('link', { name: podcastTitle })).toHaveCount(0);
  await expect(request.getByText(podcastTitle)).toBeVisible();
  await expect(await textFromOutbox(expert.account.email, /Saving for a pension at thirty/)).toContain(
    'waits for our review',
  );
});
