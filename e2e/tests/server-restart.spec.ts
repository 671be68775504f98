// The server restarts under connected browsers (a deploy, a crash): a boss and
// an assistant have their chat open; the server stops and starts again on the
// same data. Without a reload, each page's socket reconnects by itself (SPEC
// section 9's settings, checked on the real client by the shell's
// socket-provider test), the assistant's conversation fetches the message sent
// while its socket was still away, and live updates flow again both ways.
// This spec runs its own server (port E2E_PORT + 1, its own data directory),
// since the flows' shared server must not go away under the other specs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startServer, type ServerProcess } from '../support/server-process';
import { logIn, signedInUserId } from '../support/session';
import { expect, test } from '../support/test';

const ASSISTANT = { username: 'bea_aquino', password: 'Assist123', name: 'Bea Aquino' };
const BOSS = { username: 'boss', password: 'Boss12345', name: 'Ben Cruz' };
const PORT = Number(process.env.E2E_PORT ?? 8181) + 1;

/** A mark in the page's memory: still there later means the page was never reloaded. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/**
 * Resolves once the page has marked its open chat read and fetched its unread
 * count again: what a received message sets off. The server must not stop
 * while that is in flight, or the page rightly logs a failed call the test did
 * not mean to cause. Set up before the message arrives; responses are seen in order.
 */
const readSettled = (page: Page) => {
  let read = false;
  return page.waitForResponse((response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/chats/read/')) read = true;
    return read && pathname === '/api/users/notification';
  });
};

test.describe('server restart with browsers connected', () => {
  test.setTimeout(300_000);
  let dataDir: string;
  let server: ServerProcess | null = null;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-restart-'));
    server = await startServer({ DATA_DIR: dataDir }, PORT);
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('sockets reconnect, the missed message is fetched, and live updates resume without a reload', async ({ browser, consoleGuard }) => {
    // While the server is down the browser reports its refused socket and polling attempts; that is the point.
    consoleGuard.allow(/WebSocket connection to .*\/socket\.io\/.* failed/);
    // What a load the page makes while the server is down fails with depends on when it is made:
    // refused, reset, empty, or a socket Chromium had opened and found closed (SOCKET_NOT_CONNECTED).
    consoleGuard.allow(/Failed to load resource: net::ERR_(CONNECTION_REFUSED|CONNECTION_RESET|EMPTY_RESPONSE|SOCKET_NOT_CONNECTED)/);
    // A stopping server answers what is still in flight (an avatar the list was still loading) with 503.
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 503/);
    consoleGuard.allowFailedCall('/chat/find/', 404);
    const bossContext = await browser.newContext({ baseURL: server!.url });
    const assistantContext = await browser.newContext({ baseURL: server!.url });
    const boss = await bossContext.newPage();
    const assistant = await assistantContext.newPage();

    await logIn(assistant, ASSISTANT, { passAgeGate: true });
    const assistantId = await signedInUserId(assistant);
    await logIn(boss, BOSS, { passAgeGate: true });
    const bossId = await signedInUserId(boss);

    await boss.goto(`/chat/${assistantId}`);
    const bossConversation = boss.getByRole('region', { name: 'Conversation' });
    await expect(bossConversation.getByRole('heading', { name: ASSISTANT.name })).toBeVisible();
    await bossConversation.getByPlaceholder('Type a message...').fill('Before the restart');
    await bossConversation.getByRole('button', { name: 'Send' }).click();
    const assistantRead = readSettled(assistant);
    await assistant.goto(`/chat/${bossId}`);
    const assistantConversation = assistant.getByRole('region', { name: 'Conversation' });
    await expect(assistantConversation.getByText('Before the restart')).toBeVisible();
    // Live before the restart.
    const bossRead = readSettled(boss);
    await assistantConversation.getByPlaceholder('Type a message...').fill('Live before');
    await assistantConversation.getByRole('button', { name: 'Send' }).click();
    await expect(bossConversation.getByText('Live before')).toBeVisible();
    await Promise.all([assistantRead, bossRead]);
    await markPage(boss);
    await markPage(assistant);

    await server!.stop();
    server = await startServer({ DATA_DIR: dataDir }, PORT);

    // Sent the moment the server is back, before the assistant's socket (1 to 5 s away) has rejoined:
    // the event is missed, and the conversation catches up when the socket rejoins.
    await bossConversation.getByPlaceholder('Type a message...').fill('Sent while you were away');
    await bossConversation.getByRole('button', { name: 'Send' }).click();
    await expect(assistantConversation.getByText('Sent while you were away')).toBeVisible({ timeout: 30_000 });

    // Live again, both ways.
    await assistantConversation.getByPlaceholder('Type a message...').fill('Live after the restart');
    await assistantConversation.getByRole('button', { name: 'Send' }).click();
    await expect(bossConversation.getByText('Live after the restart')).toBeVisible({ timeout: 30_000 });
    await bossConversation.getByPlaceholder('Type a message...').fill('Received live too');
    await bossConversation.getByRole('button', { name: 'Send' }).click();
    await expect(assistantConversation.getByText('Received live too')).toBeVisible();

    expect(await stillSamePage(boss)).toBe(true);
    expect(await stillSamePage(assistant)).toBe(true);
    await bossContext.close();
    await assistantContext.close();
  });

  test("a page whose code cannot be fetched while the server is down says so in people's words, and opens by itself when it is back", async ({ browser, consoleGuard }) => {
    consoleGuard.allow(/WebSocket connection to .*\/socket\.io\/.* failed/);
    // What a load the page makes while the server is down fails with depends on when it is made:
    // refused, reset, empty, or a socket Chromium had opened and found closed (SOCKET_NOT_CONNECTED).
    consoleGuard.allow(/Failed to load resource: net::ERR_(CONNECTION_REFUSED|CONNECTION_RESET|EMPTY_RESPONSE|SOCKET_NOT_CONNECTED)/);
    // A stopping server answers what is still in flight (an avatar the list was still loading) with 503.
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 503/);
    consoleGuard.allow(/^console\.error: API call failed/);
    const context = await browser.newContext({ baseURL: server!.url });
    const page = await context.newPage();
    await logIn(page, BOSS, { passAgeGate: true });
    await server!.stop();

    // /notifications is the shell's own page, its code not fetched yet: the router cannot open it.
    const reloaded = page.waitForEvent('load');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/notifications');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'This page could not open' }) });
    await expect(alert).toBeVisible();
    await expect(alert).not.toContainText(/chunk|\.js|Something went wrong/);

    server = await startServer({ DATA_DIR: dataDir }, PORT);
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await context.close();
  });
});
