import type { Browser, Page } from 'playwright-core';

/** The demo logins' password (DEMO_PASSWORD). */
export const DEMO_PASSWORD = 'quill-demo-2026';

/** Fills and submits the open identity dialog. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=email]').fill(email);
  await dialog.locator('input[name=password]').fill(password);
  await dialog.locator('button[type=submit]').click();
}

/** A 1280 × 900 page signed in to the staff console as the demo staff member, on its home. */
export async function staffPage(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${url}/staff`);
  await page.getByRole('button', { name: 'Log in' }).click();
  await submitLogin(page, 'staff@example.com');
  await page.getByTestId('staff-home').waitFor();
  return page;
}

/** A 1280 × 900 page signed in as the demo author through the site's Login menu, on /dashboard. */
export async function authorPage(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(url);
  await page.getByRole('button', { name: 'Login', exact: true }).first().click();
  await page.getByRole('menuitem', { name: 'Login' }).click();
  await submitLogin(page, 'author@example.com');
  await page.waitForURL(/\/dashboard$/);
  return page;
}
