import { expect, test } from '@playwright/test';
import { linkFromOutbox } from '../support/outbox';

test('a visitor sends a message through the contact form and the team receives it', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();

  const sender = `visitor.${Date.now().toString(36)}@example.com`;
  await page.getByLabel('Name').fill('Astrid Lind');
  await page.getByLabel('Email').fill(sender);
  await page.getByLabel('Subject').fill('Newsletter slot');
  await page.getByLabel('Category').selectOption('partnership');
  await page.getByLabel('Message').fill('Hej! Could we feature our show in the newsletter?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  // The confirmation stands in for the form, has the focus and shows below the sticky navigation bar.
  const confirmation = page.getByRole('status', { name: 'Message sent' });
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toContainText(
    "Thank you! Your message has been sent successfully. We'll get back to you soon.",
  );
  await expect(page.getByLabel('Name')).toHaveCount(0);
  const bar = await page.getByRole('banner').boundingBox();
  expect((await confirmation.boundingBox())!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);

  // The team's copy lands in the outbox, with the sender to answer.
  expect(await linkFromOutbox('hello@podbridge.se', new RegExp(sender.replace(/\./g, '\\.')))).toBe(sender);

  // After five seconds the cleared form comes back.
  await expect(page.getByLabel('Name')).toHaveValue('', { timeout: 15_000 });
});
