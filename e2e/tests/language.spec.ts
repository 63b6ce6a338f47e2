import { expect, test, type Page } from '@playwright/test';
import { newAccount, signIn } from '../support/accounts';
import { linkFromOutbox, textFromOutbox } from '../support/outbox';

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
