import { expect, type Page } from '@playwright/test';
import { linkFromOutbox } from './outbox';

export type Role = 'podcaster' | 'expert';

export interface TestAccount {
  username: string;
  email: string;
  password: string;
  role: Role;
}

let counter = 0;

export function newAccount(role: Role): TestAccount {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return { username: `${role}_${id}`, email: `${role}.${id}@example.com`, password: 'Podcast-Guest-2026', role };
}

/** Registers through the page, as a visitor would. */
export async function register(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/register');
  await page.getByRole('radio', { name: account.role === 'expert' ? /I'm an Expert/ : /I'm a Podcaster/ }).check();
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(/Registration successful/)).toBeVisible();
}

/** Opens the verification link from the outbox and waits for the success message. */
export async function verifyEmail(page: Page, account: TestAccount): Promise<void> {
  const link = await linkFromOutbox(account.email, /https?:\/\/[^\s"<>]+\/verify-email\/[A-Za-z0-9_-]+/);
  await page.goto(link);
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: /verified/i })).toBeVisible();
}

export async function signIn(page: Page, account: Pick<TestAccount, 'username' | 'password'>): Promise<void> {
  await page.getByLabel('Username or Email').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in from the sign-in page and waits for the profile page, where a sign-in lands. */
export async function signedIn(page: Page, account: Pick<TestAccount, 'username' | 'password'>): Promise<void> {
  await page.goto('/login');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/profile$/);
}

/** A new account, registered, verified and signed in through the pages as a newcomer does it. */
export async function newSignedInAccount(page: Page, role: Role): Promise<TestAccount> {
  const account = newAccount(role);
  await register(page, account);
  await verifyEmail(page, account);
  await signedIn(page, account);
  return account;
}
