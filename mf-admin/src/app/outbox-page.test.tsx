// /admin/outbox: every mail written, newest first, with its state; a tab per
// state; Read opens one whole (its HTML in a sandboxed frame, its text part, its
// attempts); loading, empty and failed states.
import { screen, within } from '@testing-library/react';
import type { OutboxMail, OutboxMailSummary } from '@marketplace/shared-api/types';
import { mockFetch, type MockRoutes } from '../../../jest/mock-fetch';
import { expectApiFailures } from '../../../jest/api-failures';
import { routeRenderer } from '../../../jest/render';
import { anAdmin } from '../test/fixtures';
import { routes as remoteRoutes } from '../routes';

const renderRoute = routeRenderer(remoteRoutes, { user: anAdmin() });

const LIST = 'GET /api/admin/outbox';
const MAIL = 'GET /api/admin/outbox/:id';

function aMail(overrides: Partial<OutboxMailSummary> = {}): OutboxMailSummary {
  return {
    id: 'mail-1',
    kind: 'payment_receipt',
    recipientEmail: 'ben@example.com',
    recipientName: 'Ben Cruz',
    subject: 'Receipt for booking 123456ABCD · AssistMe',
    status: 'held',
    attempts: 0,
    createdAt: '2026-06-01T01:00:00.000Z',
    sentAt: null,
    nextAttemptAt: null,
    lastError: null,
    ...overrides,
  };
}

function aWholeMail(overrides: Partial<OutboxMail> = {}): OutboxMail {
  return {
    ...aMail(),
    text: 'Hello Ben Cruz,\n\nThank you: you paid ₱5,000.00.\n',
    html: '<!doctype html><p>Thank you: you paid ₱5,000.00.</p>',
    linkUrl: 'http://localhost:8080/receipts/b-1',
    unsubscribeUrl: 'http://localhost:8080/api/email/unsubscribe?token=t',
    attemptLog: [],
    ...overrides,
  };
}

function outboxRoutes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/config': [200, { marketplaceTimeZone: 'Asia/Manila' }],
    [LIST]: ({ query }) => [
      200,
      {
        mails: query.get('status') === 'failed' ? [] : [aMail(), aMail({ id: 'mail-2', kind: 'booking_confirmed', subject: 'Booking confirmed · AssistMe', recipientName: 'Maria Santos', recipientEmail: 'maria@example.com', status: 'sent', attempts: 2 })],
        nextCursor: null,
      },
    ],
    [MAIL]: [200, aWholeMail()],
    ...overrides,
  };
}

describe('/admin/outbox', () => {
  it('lists every mail with its recipient, kind, state and attempts', async () => {
    mockFetch(outboxRoutes());
    renderRoute('/admin/outbox');
    expect(await screen.findByRole('heading', { name: 'Outbox', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Emails' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Receipt for booking 123456ABCD · AssistMe');
    expect(rows[0]).toHaveTextContent('To Ben Cruz <ben@example.com> · Payment receipts');
    expect(rows[0]).toHaveTextContent('Not tried yet');
    expect(within(rows[0]).getByText('Held')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Sent')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('2 attempts');
    expect(rows[0]).toHaveTextContent('Mon, Jun 1, 2026, 9:00 AM Manila time');
  });

  it("says in the operator's words that mail is not going out while the newest mail is held, and nothing of the kind once it is sent", async () => {
    mockFetch(outboxRoutes());
    const { unmount } = renderRoute('/admin/outbox');
    expect(await screen.findByText('Mail is not being sent: no mail server is set up. Mails wait here for you to read.')).toBeInTheDocument();
    expect(screen.queryByText(/SMTP/)).not.toBeInTheDocument();
    unmount();

    mockFetch(outboxRoutes({ [LIST]: [200, { mails: [aMail({ status: 'sent', attempts: 1 })], nextCursor: null }] }));
    renderRoute('/admin/outbox');
    await screen.findByRole('list', { name: 'Emails' });
    expect(screen.queryByText(/Mail is not being sent/)).not.toBeInTheDocument();
  });

  it('opens a mail whole: its HTML in a sandboxed frame, its text part, its links and attempts', async () => {
    mockFetch(
      outboxRoutes({
        [MAIL]: [200, aWholeMail({ status: 'sent', attempts: 2, attemptLog: [{ at: '2026-06-01T01:00:00.000Z', outcome: 'refused', detail: '451 Mailbox busy' }, { at: '2026-06-01T01:01:00.000Z', outcome: 'sent', detail: '250 OK' }] })],
      }),
    );
    const { user } = renderRoute('/admin/outbox');
    await user.click(await screen.findByRole('button', { name: 'Read: Receipt for booking 123456ABCD · AssistMe to Ben Cruz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receipt for booking 123456ABCD · AssistMe' });
    const frame = await within(dialog).findByTitle('The email “Receipt for booking 123456ABCD · AssistMe” as HTML');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<!doctype html><p>Thank you: you paid ₱5,000.00.</p>');
    expect(within(dialog).getByRole('link', { name: 'http://localhost:8080/receipts/b-1' })).toBeInTheDocument();
    expect(within(within(dialog).getByRole('list', { name: 'Delivery attempts' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Mon, Jun 1, 2026, 9:00 AM Manila time: refused (451 Mailbox busy)',
      'Mon, Jun 1, 2026, 9:01 AM Manila time: accepted (250 OK)',
    ]);
    await user.click(within(dialog).getByRole('tab', { name: 'Plain text' }));
    expect(within(dialog).getByLabelText('The email as plain text')).toHaveTextContent('Thank you: you paid ₱5,000.00.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('filters by state on the server, and says when a state has none', async () => {
    const api = mockFetch(outboxRoutes());
    const { user } = renderRoute('/admin/outbox');
    await screen.findByRole('list', { name: 'Emails' });
    await user.click(screen.getByRole('tab', { name: 'Failed' }));
    expect(await screen.findByText('No emails in this state')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.route === LIST).map((request) => request.query.get('status'))).toEqual([null, 'failed']);
  });

  it('says so when there is no mail yet', async () => {
    mockFetch(outboxRoutes({ [LIST]: [200, { mails: [], nextCursor: null }] }));
    renderRoute('/admin/outbox');
    expect(await screen.findByText('No emails yet')).toBeInTheDocument();
  });

  it('offers to try again when the outbox cannot be loaded', async () => {
    expectApiFailures();
    const api = mockFetch(outboxRoutes({ [LIST]: [500, { message: 'Internal Server Error' }] }));
    const { user } = renderRoute('/admin/outbox');
    expect(await screen.findByText('Failed to load the outbox')).toBeInTheDocument();
    api.use({ [LIST]: [200, { mails: [aMail()], nextCursor: null }] });
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('list', { name: 'Emails' })).toBeInTheDocument();
  });
});
