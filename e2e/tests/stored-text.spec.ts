// Text a member stores reaches other members' browsers as text. An
// assistant posts markup in a chat message through the API, as a hostile client
// would; the boss's page shows the characters as written, and nothing of the
// markup becomes an element or runs.
import { logIn, signedInUserId } from '../support/session';
import { expect, test } from '../support/test';

const ASSISTANT = { username: 'camille_torres', password: 'Assist123' };
const BOSS = { username: 'boss', password: 'Boss12345' };
const MARKUP = '<img src="/stored-markup.png" onerror="window.storedMarkupRan=1"><script>window.storedMarkupRan=2</script><b id="stored-markup">bold</b>';

test('markup a member stores is shown as text and never runs', async ({ page, request }) => {
  await logIn(page, BOSS, { passAgeGate: true });
  const bossId = await signedInUserId(page);

  const login = await request.post('/api/auth/login', { data: ASSISTANT });
  expect(login.status()).toBe(200);
  const { token, userInfo } = (await login.json()) as { token: string; userInfo: { id: string } };
  const sent = await request.post('/api/messages/send', {
    headers: { authorization: `Bearer ${token}` },
    data: { recipientId: bossId, message: MARKUP },
  });
  expect(sent.status()).toBe(201);

  await page.goto(`/chat/${userInfo.id}`);
  await expect(page.getByRole('region', { name: 'Conversation' }).getByText(MARKUP)).toBeVisible();
  // Nothing of it was parsed: no element came of it and no script ran.
  await expect(page.locator('#stored-markup, img[src="/stored-markup.png"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { storedMarkupRan?: number }).storedMarkupRan)).toBeUndefined();
});
