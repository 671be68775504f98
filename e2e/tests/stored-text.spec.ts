// Text a member stores reaches other members' browsers as text. An
// assistant posts markup in a chat message through the API, as a hostile client
// would; the boss's page shows the characters as written, and nothing of the
// markup becomes an element or runs.
import { newPerson, tokenOf } from '../support/people';
import { logIn } from '../support/session';
import { expect, test } from '../support/test';

const MARKUP = '<img src="/stored-markup.png" onerror="window.storedMarkupRan=1"><script>window.storedMarkupRan=2</script><b id="stored-markup">bold</b>';

test('markup a member stores is shown as text and never runs', async ({ page, request }) => {
  const ben = await newPerson(request, { role: 'Boss', firstName: 'Ben', lastName: 'Cruz' });
  const camille = await newPerson(request, { role: 'Assistant', firstName: 'Camille', lastName: 'Torres' });
  await logIn(page, ben, { passAgeGate: true });

  const sent = await request.post('/api/messages/send', {
    headers: { authorization: `Bearer ${await tokenOf(request, camille)}` },
    data: { recipientId: ben.id, message: MARKUP },
  });
  expect(sent.status()).toBe(201);

  await page.goto(`/chat/${camille.id}`);
  await expect(page.getByRole('region', { name: 'Conversation' }).getByText(MARKUP)).toBeVisible();
  // Nothing of it was parsed: no element came of it and no script ran.
  await expect(page.locator('#stored-markup, img[src="/stored-markup.png"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { storedMarkupRan?: number }).storedMarkupRan)).toBeUndefined();
});
