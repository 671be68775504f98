// The flows fix a browser's clock at 08:00 on the day they book (support/booking-day.ts),
// so that day is "today" in the profile's widget, while the server keeps its own clock.
// The screens judge an assistant's minimum notice on the browser's clock (12 hours by
// default): an assistant in a flow takes bookings at short notice, set as they would set
// it on /availability, through the same route.
import type { Page } from '@playwright/test';
import type { AvailabilitySettings } from '@marketplace/shared-api/availability/types';
import { tokenOf } from './people';
import type { Credentials } from './session';
import { expect } from './test';

/** Sets `assistant`'s minimum notice to none, on the server `page` talks to. */
export async function takeBookingsAtShortNotice(page: Page, assistant: Credentials): Promise<void> {
  const headers = { Authorization: `Bearer ${await tokenOf(page.request, assistant)}` };
  const current = await page.request.get('/api/availability', { headers });
  expect(current.ok()).toBe(true);
  const { rules } = (await current.json()) as AvailabilitySettings;
  const saved = await page.request.put('/api/availability', { headers, data: { ...rules, noticeHours: 0 } });
  expect(saved.ok(), await saved.text()).toBe(true);
}
