// Logging out reaches every open tab's socket: a member signed in on two tabs
// logs out on the second; the first tab's socket is closed by the server, and a
// message then sent to the member reaches none of the first tab's sockets.
import type { WebSocket } from '@playwright/test';
import { newPerson, tokenOf } from '../support/people';
import { logIn } from '../support/session';
import { expect, test } from '../support/test';

test('a logout on one tab closes the socket of another, and that tab hears nothing more', async ({ context, request }) => {
  const member = await newPerson(request, { role: 'Boss', firstName: 'Tess', lastName: 'Tabs' });
  const sender = await newPerson(request, { role: 'Assistant', firstName: 'Paolo', lastName: 'Garcia' });

  const first = await context.newPage();
  // Every socket the first tab opens, whether it was closed, and what it was told.
  const sockets: Array<{ socket: WebSocket; closed: boolean; frames: string[] }> = [];
  first.on('websocket', (socket) => {
    const seen = { socket, closed: false, frames: [] as string[] };
    sockets.push(seen);
    socket.on('framereceived', ({ payload }) => seen.frames.push(String(payload)));
    socket.on('close', () => (seen.closed = true));
  });
  await logIn(first, member, { passAgeGate: true });
  const token = await tokenOf(request, sender);
  const send = (message: string) =>
    request.post('/api/messages/send', { headers: { authorization: `Bearer ${token}` }, data: { recipientId: member.id, message } });

  // The first tab hears a message live: its badge rises without a reload.
  await first.getByRole('button', { name: 'Account menu for Tess Tabs' }).click();
  const notificationsItem = first.getByRole('menuitem', { name: /Notifications/ });
  await expect(notificationsItem.getByLabel(/unread/)).toHaveCount(0);
  expect((await send('Hello, are you there?')).status()).toBe(201);
  await expect(notificationsItem.getByLabel('1 unread')).toBeVisible();
  // By now the tab's websocket is open.
  await expect.poll(() => sockets.filter(({ closed }) => !closed).length).toBeGreaterThan(0);

  const second = await context.newPage();
  await second.goto('/notifications');
  await second.getByRole('button', { name: /Account menu/ }).click();
  await second.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(second).toHaveURL(/\/login$/);

  // The server closed the first tab's socket: no reload, no request of its own.
  await expect.poll(() => sockets.length > 0 && sockets.every(({ closed }) => closed)).toBe(true);

  expect((await send('Are you still there?')).status()).toBe(201);
  // Stored for the member, and none of the first tab's sockets (every one closed) carried it.
  expect(sockets.every(({ closed }) => closed)).toBe(true);
  expect(sockets.flatMap(({ frames }) => frames).filter((frame) => frame.includes('Are you still there?'))).toEqual([]);
  await expect(notificationsItem.getByLabel('1 unread')).toBeVisible();
});
