// The exposed message dialog, mounted as the profile page mounts it.
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { mockFetch } from '../../../../../jest/mock-fetch';
import { aMessage, aViewer, IDS } from '../../../test/fixtures';
import { MessageDialog } from './message-dialog';
import { deferred } from '../../../../../jest/deferred';
import { expectLocation, routeRenderer } from '../../../../../jest/render';
import { routes as remoteRoutes } from '../../../routes';
import { expectApiFailures } from '../../../../../jest/api-failures';

const renderRoute = routeRenderer(remoteRoutes);

function ProfileHost() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Contact Maria
      </button>
      <MessageDialog recipientId={IDS.maria} recipientName="Maria Santos" open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const routes = [
  { path: '/profile/:id', Component: ProfileHost },
  { path: '/chat/:userId', Component: () => <p>Chat page</p> },
];

describe('MessageDialog', () => {
  it("shows 'Send Message', the placeholder, Cancel and Send, with Send disabled while blank", async () => {
    const { user } = renderRoute(`/profile/${IDS.maria}`, { user: aViewer(), routes });
    await user.click(await screen.findByRole('button', { name: 'Contact Maria' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Message' });
    const text = within(dialog).getByPlaceholderText('Write your message here...');
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(text, '   ');
    expect(send).toBeDisabled();
    await user.type(text, 'Hello');
    expect(send).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends to POST /api/messages/send, then closes and opens /chat/{recipientId}', async () => {
    const stored = deferred<[number, unknown]>();
    const fetchSpy = mockFetch({ 'POST /api/messages/send': () => stored.promise });
    const { user, router } = renderRoute(`/profile/${IDS.maria}`, { user: aViewer(), routes });
    await user.click(await screen.findByRole('button', { name: 'Contact Maria' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Message' });
    await user.type(within(dialog).getByPlaceholderText('Write your message here...'), 'Are you free on Monday?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
    const body = fetchSpy.requests[0].body as { recipientId: string; message: string; id: string };
    expect(body).toEqual({ recipientId: IDS.maria, message: 'Are you free on Monday?', id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    stored.resolve([201, { chatId: IDS.chatMaria, message: aMessage({ id: body.id, userId: IDS.viewer }) }]);

    expect(await screen.findByText('Chat page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/chat/${IDS.maria}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the text and shows the failure when the send fails; a second try reuses the message id', async () => {
    expectApiFailures();
    const fetchSpy = mockFetch({ 'POST /api/messages/send': [503, {}] });
    const { user } = renderRoute(`/profile/${IDS.maria}`, { user: aViewer(), routes });
    await user.click(await screen.findByRole('button', { name: 'Contact Maria' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Message' });
    await user.type(within(dialog).getByPlaceholderText('Write your message here...'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to start chat. Please try again.');
    expect(within(dialog).getByPlaceholderText('Write your message here...')).toHaveValue('Hello');

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fetchSpy.requests).toHaveLength(2));
    const ids = fetchSpy.requests.map((request) => (request.body as { id: string }).id);
    expect(ids[1]).toBe(ids[0]);
  });

  it('sends a signed-out visitor to /login instead of opening', async () => {
    const { user } = renderRoute(`/profile/${IDS.maria}`, { routes });
    await user.click(await screen.findByRole('button', { name: 'Contact Maria' }));
    await expectLocation(`/login (from /profile/${IDS.maria})`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
