// /chat and /chat/{userId}: every SPEC text of the chat screens, the sending,
// sent and failed marks, find-or-create, live messages, catch-up and delete.
import { act, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type MockRequest } from '../../../../../jest/mock-fetch';
import { SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import type { Chat, Message } from '@marketplace/shared-api/types';
import { aChat, aMessage, aViewer, IDS, JOSE, MARIA } from '../../../test/fixtures';
import { deferred } from '../../../../../jest/deferred';
import { fixClock } from '../../../../../jest/fix-clock';
import { expectLocation, routeRenderer } from '../../../../../jest/render';
import { routes as remoteRoutes } from '../../../routes';
import { expectApiFailures } from '../../../../../jest/api-failures';

const renderRoute = routeRenderer(remoteRoutes);

const viewer = aViewer();
const chatWithJose = aChat({ id: IDS.chatJose, receiver: JOSE, startedBy: IDS.jose, lastMessage: 'Hello Ben', lastMessageUserId: IDS.jose });

function page(messages: Message[], hasMore = false) {
  return [200, { messages, hasMore }] as [number, unknown];
}

function mockChatApi(chats: Chat[], history: Record<string, Message[]> = {}) {
  return mockFetch({
    'GET /api/chats': [200, chats],
    'GET /api/messages/:chatId': ({ params, query }: MockRequest) =>
      query.get('after') ? page([]) : page(history[params.chatId] ?? []),
    'PUT /api/chats/read/:id': ({ params }: MockRequest) => [200, chats.find((chat) => chat.id === params.id)],
  });
}

/** The composer once the conversation's history has arrived: it is disabled until then. */
async function composer() {
  const input = await screen.findByPlaceholderText('Type a message...');
  await waitFor(() => expect(input).toBeEnabled());
  return input;
}

describe('chat page', () => {
  // The route's screen is a lazy chunk: compile it once up front, not inside the first test's waiting time.
  beforeAll(() => import('./chat-page'));

  afterEach(() => {
    window.innerWidth = 1024;
    jest.useRealTimers();
  });

  it('sends signed-out visitors to /login', async () => {
    mockChatApi([]);
    renderRoute('/chat');
    await expectLocation('/login');
  });

  it("welcomes a user without chats and links to the consultants: 'Find Consultants to Chat With'", async () => {
    mockChatApi([]);
    const { user } = renderRoute('/chat', { user: viewer });
    expect(await screen.findByRole('heading', { name: 'Welcome to the chat system' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Find Consultants to Chat With' }));
    await expectLocation('/profile/list');
  });

  it("shows 'Failed to load chats.' when the list cannot be fetched", async () => {
    expectApiFailures();
    mockFetch({ 'GET /api/chats': [500, { message: 'Internal server error' }] });
    renderRoute('/chat', { user: viewer });
    expect(await screen.findByRole('heading', { name: 'Failed to load chats.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("cuts a long last message short, never its time, which keeps a place of its own", async () => {
    mockChatApi([aChat({ lastMessage: 'A very long message that would run past the edge of a phone screen and more', lastMessageAt: '2026-06-01T01:00:00.000Z' })]);
    renderRoute('/chat', { user: viewer });
    const list = await screen.findByRole('complementary', { name: 'Chats' });
    const time = list.querySelector('time') as HTMLElement;
    const snippet = within(list).getByText(/^A very long message/);
    expect(snippet).toHaveStyle({ textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
    expect(snippet).not.toContainElement(time);
    expect(time).toHaveStyle({ flex: 'none', whiteSpace: 'nowrap' });
  });

  it('lists chats with name, Verified badge and delete; searches and filters All, Received, Sent', async () => {
    mockChatApi([aChat(), chatWithJose]);
    const { user } = renderRoute('/chat', { user: viewer });
    const list = await screen.findByRole('complementary', { name: 'Chats' });
    const maria = within(list).getByRole('link', { name: /Maria Santos/ });
    expect(within(maria).getByText('Verified')).toBeInTheDocument();
    expect(within(within(list).getByRole('link', { name: /Jose Reyes/ })).queryByText('Verified')).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Delete conversation with Maria Santos' })).toBeInTheDocument();

    await user.type(within(list).getByPlaceholderText('Search users...'), 'jose');
    expect(within(list).queryByRole('link', { name: /Maria Santos/ })).not.toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /Jose Reyes/ })).toBeInTheDocument();
    await user.clear(within(list).getByPlaceholderText('Search users...'));

    await user.click(within(list).getByRole('tab', { name: 'Received' }));
    expect(within(list).queryByRole('link', { name: /Maria Santos/ })).not.toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /Jose Reyes/ })).toBeInTheDocument();
    await user.click(within(list).getByRole('tab', { name: 'Sent' }));
    expect(within(list).getByRole('link', { name: /Maria Santos/ })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: /Jose Reyes/ })).not.toBeInTheDocument();
    await user.click(within(list).getByRole('tab', { name: 'All' }));
    expect(within(list).getAllByRole('link')).toHaveLength(2);
  });

  it('opens a chat from the list: header with avatar, name and role, messages with time and a tick on mine', async () => {
    // A fixed day, so the message is today's on every run: the list writes today's messages by their time.
    fixClock();
    const today = new Date();
    today.setHours(9, 5, 0, 0);
    const mine = aMessage({ userId: IDS.viewer, text: 'Can we meet Monday?', createdAt: today.toISOString() });
    const theirs = aMessage({ text: 'See you Monday' });
    mockChatApi([aChat(), chatWithJose], { [IDS.chatMaria]: [mine, theirs] });
    const { user, router } = renderRoute('/chat', { user: viewer });
    await user.click(await screen.findByRole('link', { name: /Maria Santos/ }));
    expect(router.state.location.pathname).toBe(`/chat/${IDS.maria}`);

    const heading = await screen.findByRole('heading', { name: 'Maria Santos' });
    const conversation = screen.getByRole('region', { name: 'Conversation' });
    expect(conversation).toContainElement(heading);
    expect(within(conversation).getByText('Assistant')).toBeInTheDocument();
    // The name is written beside it, so the picture is decorative (alt="").
    expect(conversation.querySelector('header img')).toHaveAttribute('src', MARIA.avatar);
    const messages = await within(conversation).findByRole('list', { name: 'Messages' });
    const [first, second] = within(messages).getAllByRole('listitem');
    expect(within(first).getByText('Can we meet Monday?')).toBeInTheDocument();
    expect(within(first).getByText('9:05 AM')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Sent' })).toHaveTextContent('✓');
    expect(within(second).getByText('See you Monday')).toBeInTheDocument();
    expect(within(second).queryByRole('img', { name: 'Sent' })).not.toBeInTheDocument();
  });

  it("shows 'No messages yet. Start the conversation!' and starts it with 'Hi!' when nothing is typed", async () => {
    const fetchSpy = mockChatApi([aChat({ lastMessage: null, lastMessageAt: null, lastMessageUserId: null })]);
    fetchSpy.use({ 'POST /api/messages/:chatId': ({ body }) => [201, aMessage({ ...(body as Message), userId: IDS.viewer, status: 'sent' })] });
    const { user } = renderRoute(`/chat/${IDS.maria}`, { user: viewer });
    expect(await screen.findByRole('heading', { name: 'No messages yet. Start the conversation!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Say Hi!' }));
    expect(await within(await screen.findByRole('list', { name: 'Messages' })).findByText('Hi!')).toBeInTheDocument();
    const posted = fetchSpy.requests.find((request) => request.route === 'POST /api/messages/:chatId');
    expect(posted?.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), text: 'Hi!' });
  });

  it("keeps Send disabled while the input 'Type a message...' is blank or only spaces", async () => {
    mockChatApi([aChat()]);
    const { user } = renderRoute(`/chat/${IDS.maria}`, { user: viewer });
    const input = await composer();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(input, '    ');
    expect(send).toBeDisabled();
    await user.type(input, '{Enter}');
    await user.type(input, 'Hello');
    expect(send).toBeEnabled();
  });

  it('opens the composer once the history has arrived, so a message sent has a list to show in', async () => {
    const fetchSpy = mockChatApi([aChat()]);
    const history = deferred<[number, unknown]>();
    fetchSpy.use({ 'GET /api/messages/:chatId': () => history.promise });
    renderRoute(`/chat/${IDS.maria}`, { user: viewer });
    expect(await screen.findByPlaceholderText('Type a message...')).toBeDisabled();
    await act(async () => history.resolve(page([])));
    await waitFor(() => expect(screen.getByPlaceholderText('Type a message...')).toBeEnabled());
  });

  it("says 'Failed to load messages.' when the history cannot be fetched, and 'Try again' fetches it", async () => {
    const failures = expectApiFailures();
    const fetchSpy = mockChatApi([aChat()]);
    fetchSpy.use({ 'GET /api/messages/:chatId': [500, { message: 'boom' }] });
    const { user } = renderRoute(`/chat/${IDS.maria}`, { user: viewer });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load messages.');
    expect(failures.map((failure) => failure.url)).toContainEqual(expect.stringContaining('/messages/'));
    expect(screen.getByPlaceholderText('Type a message...')).toBeDisabled();

    fetchSpy.use({ 'GET /api/messages/:chatId': page([aMessage({ text: 'Back again' })]) });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load messages.')).not.toBeInTheDocument();
    expect(await composer()).toBeEnabled();
  });

  it("shows a sent message at once with '...', then the tick once the server stored it", async () => {
    const fetchSpy = mockChatApi([aChat()]);
    const stored = deferred<[number, unknown]>();
    fetchSpy.use({ 'POST /api/messages/:chatId': () => stored.promise });
    const { user } = renderRoute(`/chat/${IDS.maria}`, { user: viewer });
    await user.type(await composer(), 'Are you free?{Enter}');

    const item = (await screen.findByText('Are you free?')).closest('li') as HTMLElement;
    expect(within(item).getByRole('img', { name: 'Sending' })).toHaveTextContent('...');
    expect(screen.getByPlaceholderText('Type a message...')).toHaveValue('');

    const body = fetchSpy.requests.at(-1)?.body as { id: string; text: string };
    await act(async () => stored.resolve([201, aMessage({ id: body.id, text: body.text, userId: IDS.viewer })]));
    expect(await within(item).findByRole('img', { name: 'Sent' })).toHaveTextContent('✓');
  });

  it("marks a failed send with '!' and retries it with the same id", async () => {
    expectApiFailures();
    const fetchSpy = mockChatApi([aChat()]);
    fetchSpy.use({ 'POST /api/messages/:chatId': [503, { message: 'Service unavailable' }] });
    const { user } = renderRoute(`/chat/${IDS.maria}`, { user: viewer });
    await user.type(await composer(), 'Lost in transit{Enter}');
    const item = (await screen.findByText('Lost in transit')).closest('li') as HTMLElement;
    expect(await within(item).findByRole('img', { name: 'Failed to send' })).toHaveTextContent('!');

    fetchSpy.use({ 'POST /api/messages/:chatId': ({ body }) => [201, aMessage({ ...(body as Message), userId: IDS.viewer })] });
    await user.click(within(item).getByRole('button', { name: 'Retry' }));
    expect(await within(item).findByRole('img', { name: 'Sent' })).toBeInTheDocument();
    const posts = fetchSpy.requests.filter((request) => request.route === 'POST /api/messages/:chatId');
    expect(posts).toHaveLength(2);
    expect((posts[1].body as Message).id).toBe((posts[0].body as Message).id);
    expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByText('Lost in transit')).toHaveLength(1);
  });

  it('opens /chat/{chatId}, where a message notification leads, without looking anything up', async () => {
    const fetchSpy = mockChatApi([chatWithJose, aChat()]);
    renderRoute(`/chat/${IDS.chatMaria}`, { user: viewer });
    expect(await screen.findByRole('heading', { name: 'Maria Santos' })).toBeInTheDocument();
    expect(fetchSpy.requests.map((request) => request.route)).not.toContain('GET /api/chat/find/:userId/:otherId');
  });

  it('finds the chat with a user not in the list, or creates it, and opens it', async () => {
    expectApiFailures();
    const created = aChat({ id: IDS.chatJose, receiver: JOSE, lastMessage: null, lastMessageAt: null, lastMessageUserId: null });
    const fetchSpy = mockChatApi([aChat()]);
    fetchSpy.use({
      'GET /api/chat/find/:userId/:otherId': [404, { message: 'Chat not found' }],
      'POST /api/chats': () => {
        fetchSpy.use({ 'GET /api/chats': [200, [created, aChat()]] });
        return [201, created];
      },
    });
    renderRoute(`/chat/${IDS.jose}`, { user: viewer });
    const conversation = await screen.findByRole('region', { name: 'Conversation' });
    expect(await within(conversation).findByRole('heading', { name: 'Jose Reyes' })).toBeInTheDocument();
    const find = fetchSpy.requests.find((request) => request.route === 'GET /api/chat/find/:userId/:otherId');
    expect(find?.params).toEqual({ userId: IDS.viewer, otherId: IDS.jose });
    expect(fetchSpy.requests.find((request) => request.route === 'POST /api/chats')?.body).toEqual({ receiverId: IDS.jose });
  });

  it("shows 'Failed to start chat with this user.' when the chat can be neither found nor created", async () => {
    expectApiFailures();
    const fetchSpy = mockChatApi([aChat()]);
    fetchSpy.use({
      'GET /api/chat/find/:userId/:otherId': [404, { message: 'Chat not found' }],
      'POST /api/chats': [404, { message: 'User not found' }],
    });
    renderRoute(`/chat/${IDS.jose}`, { user: viewer });
    expect(await screen.findByRole('heading', { name: 'Failed to start chat with this user.' })).toBeInTheDocument();
  });

  it('asks once for a user who does not exist: after the first 404 it shows the failure and stops', async () => {
    expectApiFailures();
    const fetchSpy = mockChatApi([aChat()]);
    fetchSpy.use({
      'GET /api/chat/find/:userId/:otherId': [404, { message: 'Chat not found' }],
      'POST /api/chats': [404, { message: 'User not found' }],
    });
    const { store } = renderRoute(`/chat/${IDS.jose}`, { user: viewer });
    // Settled: the failure on screen and no call of the api still running.
    await waitFor(() => {
      expect(screen.getByRole('heading', { name: 'Failed to start chat with this user.' })).toBeInTheDocument();
      expect(Object.values(store.getState().api.queries).some((query) => query?.status === 'pending')).toBe(false);
      expect(Object.values(store.getState().api.mutations).some((mutation) => mutation?.status === 'pending')).toBe(false);
    });
    const count = (route: string) => fetchSpy.requests.filter((request) => request.route === route).length;
    expect(count('GET /api/chat/find/:userId/:otherId')).toBe(1);
    expect(count('POST /api/chats')).toBe(1);
    expect(count('GET /api/chats')).toBe(1);
    expect(screen.queryByText('Opening chat')).not.toBeInTheDocument();
  });

  it('shows a message pushed by the server at once, and lifts its chat to the top of the list', async () => {
    mockChatApi([chatWithJose, aChat()]);
    const { socket } = renderRoute(`/chat/${IDS.maria}`, { user: viewer });
    await screen.findByRole('heading', { name: 'No messages yet. Start the conversation!' });
    await waitFor(() => expect(socket.listenerCount(SOCKET_EVENTS.newMessage)).toBe(1));
    const pushed = aMessage({ text: 'Just arrived', createdAt: new Date().toISOString() });
    act(() => socket.serverSends(SOCKET_EVENTS.newMessage, { chatId: IDS.chatMaria, message: pushed }));
    expect(await screen.findAllByText('Just arrived')).toHaveLength(2); // the conversation and the list preview
    const links = within(screen.getByRole('complementary', { name: 'Chats' })).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName(/Maria Santos/);
  });

  it('after a reconnect, fetches what it missed since the newest message it holds', async () => {
    const held = aMessage({ text: 'Held before the drop' });
    const missed = aMessage({ text: 'Missed while offline' });
    const fetchSpy = mockChatApi([aChat()], { [IDS.chatMaria]: [held] });
    fetchSpy.use({
      'GET /api/messages/:chatId': ({ query }) => (query.get('after') === held.id ? page([missed]) : page([held])),
    });
    const { socket } = renderRoute(`/chat/${IDS.maria}`, { user: viewer });
    await screen.findByText('Held before the drop');
    act(() => socket.serverSends(SOCKET_EVENTS.userRegistered, { ok: true, userId: IDS.viewer }));
    expect(await screen.findByText('Missed while offline')).toBeInTheDocument();
    expect(fetchSpy.requests.some((request) => request.query.get('after') === held.id)).toBe(true);
  });

  it("deletes a conversation after the 'Delete Conversation' warning and leaves it", async () => {
    const fetchSpy = mockChatApi([aChat(), chatWithJose]);
    fetchSpy.use({
      'DELETE /api/chats/:id': () => {
        fetchSpy.use({ 'GET /api/chats': [200, [chatWithJose]] });
        return [204];
      },
    });
    const { user, router } = renderRoute(`/chat/${IDS.maria}`, { user: viewer });
    await user.click(await screen.findByRole('button', { name: 'Delete conversation with Maria Santos' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Conversation' });
    expect(dialog).toHaveTextContent('All messages will be permanently removed.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(fetchSpy.requests.some((request) => request.route === 'DELETE /api/chats/:id' && request.params.id === IDS.chatMaria)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('link', { name: /Maria Santos/ })).not.toBeInTheDocument());
  });

  it("on screens 768px wide or less, folds the list behind 'Show Chats' / 'Hide Chats'", async () => {
    window.innerWidth = 768;
    mockChatApi([aChat(), chatWithJose]);
    const { user } = renderRoute(`/chat/${IDS.maria}`, { user: viewer });
    const toggle = await screen.findByRole('button', { name: 'Show Chats' });
    expect(screen.queryByRole('complementary', { name: 'Chats' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Maria Santos' })).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('complementary', { name: 'Chats' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide Chats' }));
    expect(screen.queryByRole('complementary', { name: 'Chats' })).not.toBeInTheDocument();
  });

  it('has no toggle on wider screens', async () => {
    window.innerWidth = 769;
    mockChatApi([aChat()]);
    renderRoute(`/chat/${IDS.maria}`, { user: viewer });
    await screen.findByRole('complementary', { name: 'Chats' });
    expect(screen.queryByRole('button', { name: 'Show Chats' })).not.toBeInTheDocument();
  });
});
