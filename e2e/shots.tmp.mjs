// Ad-hoc screenshots (not committed): /profile's Premium (accepted, checkout polled past 5 minutes) and Referral program at 360 and 1280.
import { chromium } from '@playwright/test';
const base = process.env.BASE;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [360, 1280]) {
  const context = await browser.newContext({ baseURL: base, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/login');
  await page.getByLabel('Username').fill(process.env.WHO ?? 'boss');
  await page.getByLabel('Password', { exact: true }).fill(process.env.PASS ?? 'Boss12345');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/profile\/list/);
  await page.goto('/profile');
  const program = page.getByRole('region', { name: 'Referral program' });
  await program.getByLabel('Referral stats').waitFor();
  await program.screenshot({ path: `/tmp/wt-admin-shots/referral-${width}.png` });
  const premium = page.getByRole('region', { name: 'Premium' });
  if (await premium.getByRole('button', { name: /Pay 50 pesos/ }).count()) {
    await premium.getByRole('textbox', { name: /Account or mobile number/ }).fill('09171234567');
    await premium.getByRole('button', { name: 'Pay 50 pesos' }).click();
    await premium.getByRole('link', { name: 'Open the checkout' }).waitFor();
    await page.clock.runFor(5 * 60_000 + 1000);
    await premium.getByText(/Payment not yet completed/).waitFor();
    await premium.screenshot({ path: `/tmp/wt-admin-shots/premium-${width}.png` });
  }
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  console.log(width, 'sideways overflow', sideways);
  await context.close();
}
await browser.close();
