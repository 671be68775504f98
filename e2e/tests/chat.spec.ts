// Chat flow: the demo Boss and an assistant, each in their own browser
// context, chat live — a message typed in one appears in the other without a
// reload — and the assistant's notification badge rises and falls on its own.
// The composed site (shell + mf-chat), the real server and its demo data.
import { logIn, signedInUserId } from '../support/session';
import { newPerson } from '../support/people';
import { expect, test } from '../support/test';


test('a boss and an assistant chat live, and the unread badge follows without a reload', async ({ browser, consoleGuard, request }) => {
  const bea = await newPerson(request, { role: 'Assistant', firstName: 'Bea', lastName: 'Aquino' });
  const ben = await newPerson(request, { role: 'Boss', firstName: 'Ben', lastName: 'Cruz' });
  // The two have no chat yet: GET /chat/find answers 404 (logged, SPEC section 8) and the chat is created.
  consoleGuard.allowFailedCall('/chat/find/', 404);
  const bossContext = await browser.newContext();
  const assistantContext = await browser.newContext();
  const boss = await bossContext.newPage();
  const assistant = await assistantContext.newPage();

  await logIn(assistant, bea, { passAgeGate: true });
  const assistantId = await signedInUserId(assistant);
  await logIn(boss, ben, { passAgeGate: true });

  // The assistant watches the badge in the account menu, which stays open.
  await assistant.getByRole('button', { name: `Account menu for ${bea.name}` }).click();
  const notificationsItem = assistant.getByRole('menuitem', { name: /Notifications/ });
  await expect(notificationsItem).toBeVisible();
  await expect(notificationsItem.getByLabel(/unread/)).toHaveCount(0);

  // The boss opens /chat/{assistantId}: the chat is found or created and opened.
  await boss.goto(`/chat/${assistantId}`);
  const bossConversation = boss.getByRole('region', { name: 'Conversation' });
  await expect(bossConversation.getByRole('heading', { name: bea.name })).toBeVisible();
  await expect(bossConversation.getByText('Assistant', { exact: true })).toBeVisible();
  await expect(bossConversation.getByText('No messages yet. Start the conversation!')).toBeVisible();
  const bossSend = bossConversation.getByRole('button', { name: 'Send' });
  await expect(bossSend).toBeDisabled();

  await bossConversation.getByPlaceholder('Type a message...').fill('Hello Bea, are you free on Monday morning?');
  await bossSend.click();
  const sentByBoss = bossConversation.getByRole('listitem').filter({ hasText: 'Hello Bea, are you free on Monday morning?' });
  await expect(sentByBoss.getByRole('img', { name: 'Sent' })).toBeVisible();

  // The assistant's badge rises live.
  await expect(notificationsItem.getByLabel('1 unread')).toBeVisible();
  await notificationsItem.click();
  await expect(assistant).toHaveURL(/\/notifications$/);
  const notice = assistant.getByRole('button', { name: new RegExp(`New message from ${ben.name}`) });
  await expect(notice).toContainText('Just now');
  await notice.click();

  // The notification opens the chat; reading it clears the badge.
  await expect(assistant).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  const assistantConversation = assistant.getByRole('region', { name: 'Conversation' });
  await expect(assistantConversation.getByRole('heading', { name: ben.name })).toBeVisible();
  await expect(assistantConversation.getByText('Hello Bea, are you free on Monday morning?')).toBeVisible();
  await assistant.getByRole('button', { name: `Account menu for ${bea.name}` }).click();
  await expect(assistant.getByRole('menuitem', { name: /Notifications/ }).getByLabel(/unread/)).toHaveCount(0);
  await assistant.keyboard.press('Escape');

  // The reply reaches the boss's open conversation live.
  await assistantConversation.getByPlaceholder('Type a message...').fill('Yes, Monday at 9:00 works for me.');
  await assistantConversation.getByRole('button', { name: 'Send' }).click();
  await expect(bossConversation.getByText('Yes, Monday at 9:00 works for me.')).toBeVisible();
  await expect(boss.getByRole('complementary', { name: 'Chats' }).getByRole('link', { name: new RegExp(bea.name) })).toContainText(
    'Yes, Monday at 9:00 works for me.',
  );

  await bossContext.close();
  await assistantContext.close();
});
