import { expect, test } from '@playwright/test';
import { signIn } from '../support/accounts';
import { E2E_ADMIN } from '../support/api';
import { API_URL } from '../support/env';
import { textFromOutbox } from '../support/outbox';
import {
  approvedExpert,
  approvedPodcast,
  createSession,
  pendingPodcast,
  sendMessageAs,
  sessionOf,
  signedInPage,
} from '../support/session';

const unique = () => Date.now().toString(36);

async function adminPage(browser: Parameters<typeof signedInPage>[0]) {
  return signedInPage(browser, await sessionOf({ ...E2E_ADMIN, role: 'podcaster' }));
}

test('an admin rejects a podcast with a reason, which its owner reads on the podcast and by email', async ({ browser }) => {
  const podcaster = await createSession('podcaster');
  const title = `Midnight Folklore ${unique()}`;
  const id = await pendingPodcast(podcaster, title);
  const reason = 'The description promises episodes that are not there yet.';

  const admin = await adminPage(browser);
  await admin.goto('/admin/podcast-approval');
  await expect(admin.getByRole('heading', { level: 1, name: 'Pending Podcasts' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search podcasts' }).fill(title);
  await expect(admin.getByRole('table').getByRole('row')).toHaveCount(2);
  const row = admin.getByRole('row', { name: new RegExp(title) });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Reject ${title}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Reject ${title}` });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(admin.getByText('Podcast rejected')).toBeVisible();
  await expect(admin.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);

  const owner = await signedInPage(browser, podcaster);
  await owner.goto('/podcaster/profile');
  const card = owner.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('Rejected')).toBeVisible();
  await owner.goto(`/podcasts/${id}`);
  await expect(owner.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const notice = owner.getByRole('status').filter({ hasText: 'Your podcast was not approved' });
  await expect(notice).toContainText(`Reason: ${reason}`);
  expect(await textFromOutbox(podcaster.account.email, /was not approved/)).toContain(reason);
});

test('an admin features a published podcast, which then shows on the home page', async ({ browser }) => {
  const podcaster = await createSession('podcaster');
  const title = `Harbour Lights ${unique()}`;
  await approvedPodcast(podcaster, title);

  const admin = await adminPage(browser);
  await admin.goto('/admin/podcast-approval?status=approved');
  await expect(admin.getByRole('heading', { level: 1, name: 'Published Podcasts' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search podcasts' }).fill(title);
  await expect(admin.getByRole('table').getByRole('row')).toHaveCount(2);
  const row = admin.getByRole('row', { name: new RegExp(title) });
  await row.getByRole('button', { name: `Feature ${title}` }).click();
  await expect(admin.getByText('Podcast featured')).toBeVisible();
  await expect(admin.getByRole('row', { name: new RegExp(title) }).getByText('Featured')).toBeVisible();

  await admin.goto('/');
  const featured = admin.getByRole('region', { name: 'Featured Podcasts' });
  await featured.scrollIntoViewIfNeeded();
  await expect(featured.getByRole('heading', { name: title })).toBeVisible();
});

test('an admin unpublishes an expert profile: it leaves the directory and its owner reads why', async ({ browser }) => {
  const expert = await createSession('expert');
  const name = `Tove Ek ${unique()}`;
  const id = await approvedExpert(expert, name, 'Sea ice, Arctic shipping');
  const reason = 'The profile links to a shop instead of your work.';

  const admin = await adminPage(browser);
  await admin.goto('/admin/experts?status=approved');
  await admin.getByRole('searchbox', { name: 'Search expert profiles' }).fill(name);
  // The list redraws with the search: click once it holds only the profile (header row + one), so no row moves
  // under the pointer.
  await expect(admin.getByRole('table').getByRole('row')).toHaveCount(2);
  await admin.getByRole('button', { name: `Unpublish ${name}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Unpublish ${name}` });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill(reason);
  await dialog.getByRole('button', { name: 'Unpublish' }).click();
  await expect(admin.getByText('Expert profile unpublished')).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/experts');
  await visitor.getByLabel('Search experts').fill(name);
  await expect(visitor.getByText(`No experts match “${name}”`)).toBeVisible();
  await visitor.goto(`/experts/${id}`);
  await expect(visitor.getByRole('main').getByText('Expert not found')).toBeVisible();

  const owner = await signedInPage(browser, expert);
  await owner.goto(`/experts/${id}`);
  await expect(owner.getByRole('status').filter({ hasText: 'Your expert profile was unpublished' })).toContainText(reason);

  await admin.goto(`/admin/audit?target_type=expert&target_id=${id}`);
  const entries = admin.getByRole('table', { name: 'Admin actions' }).getByRole('row');
  await expect(entries.nth(1)).toContainText('Unpublished');
  await expect(entries.nth(1)).toContainText(reason);
  await expect(entries.nth(1)).toContainText(E2E_ADMIN.username);
});

test('an admin suspends the sender of a reported message, who is then told why at sign-in', async ({ browser }) => {
  const sender = await createSession('podcaster');
  const receiver = await createSession('expert');
  const content = `Buy followers today ${unique()}`;
  await sendMessageAs(sender, receiver.user.id, content);
  const chat = await receiver.api.get(`${API_URL}/user_messages/chat_with_user/?user_id=${sender.user.id}`);
  const messages = ((await chat.json()) as { messages?: { id: number; content: string }[] }).messages ?? [];
  const reported = messages.find((message) => message.content === content);
  expect(reported).toBeDefined();
  const report = await receiver.api.post(`${API_URL}/user_messages/${reported!.id}/report/`, { data: { reason: 'Spam' } });
  expect(report.status()).toBe(201);

  const admin = await adminPage(browser);
  await admin.goto('/admin/reports');
  const card = admin.getByRole('article', { name: `Report of a message from ${sender.user.username}` });
  await expect(card.getByText(content)).toBeVisible();
  await card.getByRole('button', { name: `Suspend ${sender.user.username}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Suspend ${sender.user.username}` });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Selling followers to experts.');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(admin.getByText('User suspended')).toBeVisible();

  const page = await browser.newPage();
  await page.goto('/login');
  await signIn(page, sender.account);
  await expect(page.getByRole('alert')).toContainText('Your account has been suspended: Selling followers to experts.');
});

test('an admin hides a comment with a reason its author reads by email, and restores it for everyone', async ({ browser }) => {
  const podcaster = await createSession('podcaster');
  const title = `Northern Voices ${unique()}`;
  const id = await approvedPodcast(podcaster, title);
  const member = await createSession('expert');
  const content = `Cheap followers for your show at my shop ${unique()}`;
  const posted = await member.api.post(`${API_URL}/podcasts/${id}/comments/`, { data: { content } });
  expect(posted.status()).toBe(201);
  const reason = 'Advertising is not allowed in the comments.';

  const admin = await adminPage(browser);
  await admin.goto(`/podcasts/${id}`);
  const comment = admin.getByRole('article', { name: `Comment by ${member.user.username}` });
  await expect(comment.getByText(content)).toBeVisible();
  await expect(comment.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await comment.getByRole('button', { name: 'Hide' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Why hide this comment?' });
  await expect(dialog).toContainText('Its author gets this reason by email. You can restore the comment later.');
  await dialog.getByRole('textbox', { name: /Reason/ }).fill(reason);
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await expect(admin.getByText('Comment hidden')).toBeVisible();
  await expect(comment.getByText(`Hidden by an admin: ${reason}`)).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`/podcasts/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
  await expect(visitor.getByText(content)).toHaveCount(0);
  expect(await textFromOutbox(member.account.email, /hid your comment/)).toContain(`Reason: ${reason}`);

  await comment.getByRole('button', { name: 'Restore' }).click();
  await expect(admin.getByText('Comment restored')).toBeVisible();
  await expect(comment.getByText(/Hidden by an admin/)).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  await expect(visitor.getByText(content)).toBeVisible();

  await admin.goto('/admin/audit');
  const entries = admin.getByRole('table', { name: 'Admin actions' }).getByRole('row');
  await expect(entries.nth(1)).toContainText('Restored a comment');
  await expect(entries.nth(1)).toContainText('Comment #');
  await expect(entries.nth(2)).toContainText('Hid a comment');
  await expect(entries.nth(2)).toContainText(reason);
});
