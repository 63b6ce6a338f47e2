import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../support/env';
import { approvedPodcast, createSession, sendMessageAs, signedInPage, type Session } from '../support/session';

const suffix = Date.now().toString(36);

/** The open chat's messages. */
function chat(page: Page) {
  return page.getByRole('log');
}

function nav(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

async function openChat(page: Page, other: Session) {
  await page.goto(`/messages/${other.user.id}`);
  await expect(page.getByRole('textbox', { name: 'Type your message...' })).toBeFocused();
}

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Type your message...' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

test('two signed-in users find each other and chat live, with the unread badge on the nav', async ({ browser }) => {
  const podcaster = await createSession('podcaster', `linnea_${suffix}`);
  const expert = await createSession('expert', `aasa_oberg_${suffix}`);
  const podcasterPage = await signedInPage(browser, podcaster);
  const expertPage = await signedInPage(browser, expert);

  // The expert is somewhere else on the site; the podcaster finds them by part of the name.
  await expertPage.goto('/podcasts');
  await expect(nav(expertPage).getByRole('link', { name: 'Messages' })).toBeVisible();

  await podcasterPage.goto('/messages');
  await expect(podcasterPage.getByRole('heading', { name: 'Welcome to Messages' })).toBeVisible();
  await podcasterPage.getByRole('searchbox', { name: 'Search users' }).fill(`oberg_${suffix}`);
  await podcasterPage.getByRole('combobox', { name: /user type/i }).selectOption({ label: 'Experts' });
  await expect(podcasterPage.getByRole('combobox', { name: /category/i })).toBeVisible();
  await podcasterPage.getByRole('button', { name: 'Search' }).click();
  await expect(podcasterPage.getByRole('heading', { name: 'Search Results' })).toBeVisible();
  await expect(podcasterPage.getByText('1 found')).toBeVisible();
  const result = podcasterPage.getByRole('listitem').filter({ hasText: expert.account.username });
  await expect(result.getByText('No expertise specified')).toBeVisible();
  await result.getByRole('button', { name: 'Message' }).click();
  await expect(podcasterPage).toHaveURL(new RegExp(`/messages/${expert.user.id}$`));
  await expect(podcasterPage.getByRole('heading', { name: 'Search Results' })).toHaveCount(0);

  await send(podcasterPage, 'Hej! Would you like to be a guest on our show about Nordic design?');
  await expect(chat(podcasterPage).getByText('Hej! Would you like to be a guest')).toBeVisible();

  // Pushed to the expert's open page: the badge appears without a reload.
  const expertMessages = nav(expertPage).getByRole('link', { name: /Messages/ });
  await expect(expertMessages).toHaveAccessibleName('Messages (1 unread)', { timeout: 2_000 });

  await expertMessages.click();
  const conversation = expertPage.getByRole('link', { name: new RegExp(podcaster.account.username) });
  await expect(conversation).toContainText('Podcaster');
  await expect(conversation).toContainText('Hej! Would you like');
  await conversation.click();
  await expect(chat(expertPage).getByText('Hej! Would you like to be a guest')).toBeVisible();
  await expect(nav(expertPage).getByRole('link', { name: 'Messages' })).toBeVisible();

  // Both chats open: each message shows on the other side within a second, long before a 5-second poll.
  await send(expertPage, 'Gärna! Tuesday afternoons suit me best.');
  await expect(chat(podcasterPage).getByText('Gärna! Tuesday afternoons suit me best.')).toBeVisible({ timeout: 1_000 });
  await send(podcasterPage, 'Perfect, Tuesday 14:00 then.');
  await expect(chat(expertPage).getByText('Perfect, Tuesday 14:00 then.')).toBeVisible({ timeout: 1_000 });
  // Read in the open chat, so no unread badge comes back.
  await expect(nav(expertPage).getByRole('link', { name: 'Messages' })).toBeVisible();

  // A third user opening the same address sees only their own (empty) conversation.
  const outsider = await createSession('expert');
  const outsiderPage = await signedInPage(browser, outsider);
  await openChat(outsiderPage, podcaster);
  await expect(outsiderPage.getByText('No messages yet. Say hello!')).toBeVisible();
  await expect(chat(outsiderPage).getByText('Tuesday 14:00')).toHaveCount(0);
  const peek = await outsider.api.get(`${API_URL}/user_messages/chat_with_user/?user_id=${expert.user.id}`);
  expect(((await peek.json()) as { messages: unknown[] }).messages).toEqual([]);
});

test('a blocked sender is not told, and their message never arrives', async ({ browser }) => {
  const sender = await createSession('podcaster');
  const receiver = await createSession('expert');
  await sendMessageAs(sender, receiver.user.id, 'First contact about an episode.');
  const receiverPage = await signedInPage(browser, receiver);
  await openChat(receiverPage, sender);
  await expect(chat(receiverPage).getByText('First contact about an episode.')).toBeVisible();

  await receiverPage.getByRole('button', { name: 'Block user' }).click();
  await receiverPage.getByRole('dialog').getByRole('button', { name: /Block/ }).click();
  await expect(receiverPage.getByText('You blocked this user. Their new messages will not reach you.')).toBeVisible();

  const senderPage = await signedInPage(browser, sender);
  await openChat(senderPage, receiver);
  await send(senderPage, 'Did you get my first message?');
  // The sender sees it as sent, as always.
  await expect(chat(senderPage).getByText('Did you get my first message?')).toBeVisible();

  // Past the 5-second poll: nothing arrived in the open chat, nothing after a reload, no badge.
  await receiverPage.waitForTimeout(6_000);
  await expect(chat(receiverPage).getByText('Did you get my first message?')).toHaveCount(0);
  await receiverPage.reload();
  await expect(chat(receiverPage).getByText('First contact about an episode.')).toBeVisible();
  await expect(chat(receiverPage).getByText('Did you get my first message?')).toHaveCount(0);
  await expect(nav(receiverPage).getByRole('link', { name: 'Messages' })).toBeVisible();
});

test('an expert writes to a podcaster from the podcast page through the Message dialog', async ({ browser }) => {
  const podcaster = await createSession('podcaster');
  const expert = await createSession('expert');
  const podcastId = await approvedPodcast(podcaster, `Fikasnack ${suffix}`);
  const page = await signedInPage(browser, expert);

  await page.goto(`/podcasts/${podcastId}`);
  await page.getByRole('button', { name: 'Message Podcaster' }).click();
  const dialog = page.getByRole('dialog', { name: `Message ${podcaster.account.username}` });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('textbox', { name: 'Message' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please enter a message')).toBeVisible();
  await box.fill('x'.repeat(801));
  await expect(dialog.getByText('801/1000')).toBeVisible();
  await box.fill('I research Nordic food history and would love to talk fika on your show.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Message Sent Successfully!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 4_000 });

  const podcasterPage = await signedInPage(browser, podcaster);
  await podcasterPage.goto('/messages');
  await expect(podcasterPage.getByRole('link', { name: new RegExp(expert.account.username) })).toContainText('I research Nordic food history');
  await expect(
    podcasterPage.getByRole('link', { name: new RegExp(expert.account.username) }).getByLabel('1 unread'),
  ).toBeVisible();
});
