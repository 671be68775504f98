// The shared fixture of support/test.ts holds every flow to a clean console: these
// check the guard itself, so a broken guard cannot let every other flow pass.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** Adds an inline script, as an injected one would be, and waits for the guard's report of its blocking (script-src 'self'). */
async function injectInlineScript(page: Page): Promise<void> {
  const reported = page.waitForEvent('console', (message) => message.text().startsWith('CSP violation'));
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await reported;
}

test.fail('an undeclared console warning fails the test (marked to fail: the ✘ is the pass)', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Find a Good Assistant Here' })).toBeVisible();
  await page.evaluate(() => console.warn('something the product should not say'));
});

test.fail('an uncaught page error fails the test, in a context it opened itself (marked to fail)', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Find a Good Assistant Here' })).toBeVisible();
  const reported = page.waitForEvent('pageerror');
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('boom');
    }),
  );
  await reported;
  await context.close();
});

test.fail('a content security policy violation fails the test (marked to fail)', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Find a Good Assistant Here' })).toBeVisible();
  await injectInlineScript(page);
});

test('pages run under the server content security policy: an injected inline script does not run', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/^console\.error: (CSP violation: script-src|Executing inline script violates|Refused to execute inline script)/);
  const response = await page.goto('/home');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await injectInlineScript(page);
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
});

test('a declared failed call passes', async ({ page, consoleGuard }) => {
  consoleGuard.allowFailedCall('/posts/00000000-0000-4000-8000-000000000000', 404);
  await page.goto('/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Listing not found' })).toBeVisible();
});
