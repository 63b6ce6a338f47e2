import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { newAccount, signIn } from '../support/accounts';
import { API_URL } from '../support/env';
import { linkFromOutbox, textFromOutbox } from '../support/outbox';
import { approvedPodcast, createSession, signedInPage } from '../support/session';

type Texts = { [key: string]: string | Texts | string[] };

/** Every text file of the site: shared, errors, the shell's and each remote's. */
function localeDirs(): string[] {
  const root = join(__dirname, '..', '..');
  const dirs = [join(root, 'shared/src/i18n/locales'), join(root, 'shared/src/i18n/errors')];
  for (const entry of readdirSync(root)) {
    const dir = join(root, entry, 'src/locales');
    if ((entry === 'shell' || entry.startsWith('mfe-')) && existsSync(dir)) dirs.push(dir);
  }
  return dirs;
}

function flatten(texts: Texts, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') into.set(`${prefix}${key}`, value);
    else flatten(value as Texts, `${prefix}${key}.`, into);
  }
  return into;
}

/**
 * The site's English wording that reads otherwise in Swedish, cut at its {{values}}: none of it may show on a page
 * the site renders in Swedish. Short pieces (a name, "by") could match user content, so only phrases count.
 */
function englishOnly(): string[] {
  const phrases = new Set<string>();
  for (const dir of localeDirs()) {
    const read = (language: string) => flatten(JSON.parse(readFileSync(join(dir, `${language}.json`), 'utf8')) as Texts);
    const english = read('en');
    const swedish = read('sv');
    for (const [key, text] of english) {
      if (swedish.get(key) === text) continue;
      for (const piece of text.split(/\{\{[^}]+\}\}|<[^>]+>/)) {
        const phrase = piece.trim();
        if (phrase.length >= 12 && phrase.includes(' ')) phrases.add(phrase);
      }
    }
  }
  return [...phrases];
}

const ENGLISH = englishOnly();

async function englishOn(page: Page): Promise<string[]> {
  const shown = await page.locator('body').innerText();
  return ENGLISH.filter((phrase) => shown.includes(phrase));
}

const nav = (page: Page, name = 'Huvudmeny') => page.getByRole('navigation', { name });

test('a visitor chooses Swedish, registers, verifies and signs in in Swedish, and the account keeps the language', async ({
  page,
  browser,
}) => {
  const account = newAccount('podcaster');
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Choose language' }).first().selectOption('sv');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page).toHaveTitle('Poddare möter expertgäster – PodBridge');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Här möter poddare experterna som lyssnarna vill höra',
  );

  await nav(page).getByRole('link', { name: 'Skapa konto' }).click();
  await expect(page).toHaveTitle('Skapa konto – PodBridge');
  await page.getByRole('radio', { name: /Jag är poddare/ }).check();
  await page.getByLabel('Användarnamn').fill(account.username);
  await page.getByLabel('E-post').fill(account.email);
  await page.getByLabel('Lösenord', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(page.getByText(/Titta i din inkorg och bekräfta din e-postadress/)).toBeVisible();

  // The verification email is written in the language the visitor signed up in.
  const mail = await textFromOutbox(account.email, /Hej [^!\s]+!/);
  expect(mail).toContain(`Hej ${account.username}!`);
  await page.goto(await linkFromOutbox(account.email, /https?:\/\/[^\s"<>]+\/verify-email\/[A-Za-z0-9_-]+/));
  await expect(page.getByText('Din e-postadress är bekräftad. Nu kan du logga in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await expect(page).toHaveTitle('Logga in – PodBridge');

  await page.getByLabel('Användarnamn eller e-post').fill(account.username);
  await page.getByLabel('Lösenord', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(nav(page).getByRole('link', { name: 'Min profil' })).toBeVisible();
  await expect(nav(page).getByRole('button', { name: 'Logga ut' })).toBeVisible();

  // Another device, in English until the account signs in there: then it follows the account's Swedish.
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await other.goto('/login');
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await signIn(other, account);
  await expect(other).toHaveURL(/\/profile$/);
  await expect(other.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(nav(other).getByRole('button', { name: 'Logga ut' })).toBeVisible();
  await otherDevice.close();
});

test('with Swedish chosen, browsing, commenting and messaging show no English', async ({ browser }) => {
  const podcaster = await createSession('podcaster');
  const expert = await createSession('expert');
  const podcastId = await approvedPodcast(podcaster, `Fikarummet ${Date.now().toString(36)}`);
  const chose = await expert.api.patch(`${API_URL}/users/me/`, { data: { language: 'sv' } });
  expect(chose.ok()).toBe(true);
  const page = await signedInPage(browser, expert);

  await page.goto('/podcasts');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('heading', { name: 'Upptäck poddar' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await englishOn(page)).toEqual([]);

  await page.goto('/experts');
  await expect(page.getByRole('heading', { name: 'Hitta din expert' })).toBeVisible();
  expect(await englishOn(page)).toEqual([]);

  await page.goto(`/podcasts/${podcastId}`);
  await expect(page.getByRole('heading', { name: 'Kommentarer (0)' })).toBeVisible();
  await page.getByLabel('Vad tycker du om den här podden?').fill('Ett riktigt trevligt avsnitt om fika!');
  await page.getByRole('button', { name: 'Skicka kommentar' }).click();
  await expect(page.getByRole('heading', { name: 'Kommentarer (1)' })).toBeVisible();
  await expect(page.getByText('Nyss').first()).toBeVisible();
  expect(await englishOn(page)).toEqual([]);

  await page.getByRole('button', { name: 'Skriv till poddaren' }).click();
  const dialog = page.getByRole('dialog', { name: `Skriv till ${podcaster.account.username}` });
  await dialog.getByRole('textbox', { name: 'Meddelande' }).fill('Hej! Vill du prata om fikans historia i din podd?');
  expect(await englishOn(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Skicka' }).click();
  await expect(dialog.getByText('Meddelandet är skickat!')).toBeVisible();

  await page.goto(`/messages/${podcaster.user.id}`);
  await expect(page.getByText('Hej! Vill du prata om fikans historia i din podd?').first()).toBeVisible();
  expect(await englishOn(page)).toEqual([]);
});
