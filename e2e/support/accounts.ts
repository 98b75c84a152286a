import { expect, type Page } from '@playwright/test';
import type { MailSink } from './mail';

export const PASSWORD = 'sunny-pickles-42';
let accounts = 0;
/** A fresh address for each account a test makes. */
export const newEmail = (name: string) => `${name}.${Date.now().toString(36)}${accounts++}@example.com`;

/** Signs up on /register, opens the verification link from the mail, and lands logged in. */
export async function registerAndVerify(page: Page, sink: MailSink, baseUrl: string, name: string, email: string, password = PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/register`);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();
  await expect(page.getByText('Your free trial starts after verifying.')).toBeVisible();

  const link = await sink.linkFor(email, '/account/verifyEmail');
  expect(link.startsWith(`${baseUrl}/account/verifyEmail?vtoken=`)).toBe(true);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();
}
