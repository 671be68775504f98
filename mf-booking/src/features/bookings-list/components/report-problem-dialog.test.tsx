// 'Report a problem' on /bookings: the client's, on a paid session whose dispute
// window is open; what it asks, what it sends and what it says after.
import { screen, within } from '@testing-library/react';
import { DISPUTE_TEXT_REQUIRED } from '@marketplace/shared-api/schemas/earnings';
import type { Booking } from '@marketplace/shared-api/types';
import { mockFetch, type MockRoutes } from '../../../../../jest/mock-fetch';
import { expectApiFailures } from '../../../../../jest/api-failures';
import { fixClock } from '../../../../../jest/fix-clock';
import { routeRenderer } from '../../../../../jest/render';
import { routes as remoteRoutes } from '../../../routes';
import { aBooking, aUser, IDS } from '../../../test/fixtures';
import { REPORT_TEXTS } from './report-problem-dialog';

const renderRoute = routeRenderer(remoteRoutes);

const RECEIVED = 'GET /api/bookings/user?role=consultant';
const MADE = 'GET /api/bookings/made';
const REPORT = 'POST /api/bookings/:id/disputes';

/** Monday's session, done and paid; the client may report a problem until Thursday 1 PM in Manila. */
const ended = aBooking({
  id: IDS.booking,
  status: 'COMPLETED',
  paymentStatus: 'PAID',
  date: '2026-06-08',
  startTime: '09:00',
  problemReportableUntil: '2026-06-11T05:00:00.000Z',
});

const routes = (received: Booking[], made: Booking[], extra: MockRoutes = {}): MockRoutes => ({
  [RECEIVED]: [200, received],
  [MADE]: [200, made],
  ...extra,
});

const aDispute = { id: 'd1', reason: 'no_show' as const, status: 'open' as const, outcome: null, refundCentavos: null, note: null, openedAt: '2026-06-10T02:00:00.000Z' };

beforeEach(() => fixClock(new Date('2026-06-10T10:00:00+08:00')));
afterEach(() => jest.useRealTimers());

/** The client's past bookings, and the dialog opened on Monday's session. */
async function openReport(extra: MockRoutes = {}) {
  const api = mockFetch(routes([], [ended], extra));
  const { user } = renderRoute('/bookings', { user: aUser() });
  await user.click(await screen.findByRole('tab', { name: 'Past' }));
  const item = await screen.findByRole('listitem', { name: /^Morning call meeting with Maria Santos on / });
  await user.click(within(item).getByRole('button', { name: 'Report a problem about Morning call meeting with Maria Santos' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
  return { api, user, dialog };
}

describe('Report a problem', () => {
  it('is offered to the client while the window is open, never to the assistant, nor once it has passed', async () => {
    const closed = { ...ended, id: IDS.booking2, date: '2026-06-01', problemReportableUntil: '2026-06-04T05:00:00.000Z' };
    mockFetch(routes([ended], [ended, closed]));
    const { user } = renderRoute('/bookings', { user: aUser() });
    await user.click(await screen.findByRole('tab', { name: 'Past' }));
    const [open, passed] = await screen.findAllByRole('listitem', { name: /call meeting with Maria Santos/ });
    expect(within(open).getByRole('button', { name: /Report a problem/ })).toBeInTheDocument();
    // Still set by a list fetched before the window ended.
    expect(within(passed).queryByRole('button', { name: /Report a problem/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'My Consultations' }));
    const received = await screen.findByRole('listitem', { name: /^Morning call meeting with Ben Cruz on / });
    expect(within(received).queryByRole('button', { name: /Report a problem/ })).not.toBeInTheDocument();
  });

  it('asks what went wrong with the three reasons and until when it can be reported', async () => {
    mockFetch(routes([], [ended]));
    const { user } = renderRoute('/bookings', { user: aUser() });
    await user.click(await screen.findByRole('tab', { name: 'Past' }));
    await user.click(await screen.findByRole('button', { name: /Report a problem/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    expect(dialog).toHaveAccessibleDescription(
      'Morning call meeting with Maria Santos on Mon, Jun 8. An admin looks into what you report, and the payment is held until they decide. You can report a problem until Thu, Jun 11, 1:00 PM Manila time.',
    );
    const reasons = within(dialog).getByRole('radiogroup', { name: 'What went wrong?' });
    expect(within(reasons).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'The assistant did not show up',
      'The assistant left early',
      'Something else',
    ]);
    expect(within(reasons).getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  });

  it('says what is missing before sending anything', async () => {
    const { api, user, dialog } = await openReport();
    await user.type(within(dialog).getByRole('textbox', { name: 'What happened' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Report problem' }));
    expect(within(dialog).getByRole('radiogroup', { name: 'What went wrong?' })).toHaveAccessibleDescription(REPORT_TEXTS.reasonMissing);
    expect(within(dialog).getByRole('textbox', { name: 'What happened' })).toHaveAccessibleDescription(expect.stringContaining(DISPUTE_TEXT_REQUIRED));
    expect(api.requests.some((request) => request.route === REPORT)).toBe(false);
  });

  it('sends the reason and the text, says so, and closes', async () => {
    const { api, user, dialog } = await openReport({ [REPORT]: [201, { id: 'd1' }] });
    await user.click(within(dialog).getByRole('radio', { name: 'The assistant left early' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'What happened' }), '  She left after an hour.  ');
    api.use({ [MADE]: [200, [{ ...ended, problemReportableUntil: null, dispute: { ...aDispute, reason: 'left_early' } }]] });
    await user.click(within(dialog).getByRole('button', { name: 'Report problem' }));
    expect(await screen.findByText(REPORT_TEXTS.reported)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Report a problem' })).not.toBeInTheDocument();
    const sent = api.requests.find((request) => request.route === REPORT);
    expect(sent?.params.id).toBe(IDS.booking);
    expect(sent?.body).toEqual({ reason: 'left_early', text: 'She left after an hour.' });
    // The list is asked again: the report replaces the button.
    const item = screen.getByRole('listitem', { name: /^Morning call meeting with Maria Santos on / });
    expect(await within(item).findByText('You reported: The assistant left early.')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Report a problem/ })).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the server's reason when the report is refused", async () => {
    expectApiFailures();
    const refusal = 'The time to report a problem with this session has passed.';
    const { user, dialog } = await openReport({ [REPORT]: [409, { message: refusal }] });
    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'What happened' }), 'The call kept dropping.');
    await user.click(within(dialog).getByRole('button', { name: 'Report problem' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).getByRole('textbox', { name: 'What happened' })).toHaveValue('The call kept dropping.');
    expect(within(dialog).getByRole('radio', { name: 'Something else' })).toBeChecked();
  });

  it('puts a refusal that names a field under that field, and a failure without a message in the fallback words', async () => {
    expectApiFailures();
    const { api, user, dialog } = await openReport({ [REPORT]: [400, { message: 'Say a little more about what happened.', field: 'text' }] });
    await user.click(within(dialog).getByRole('radio', { name: 'The assistant did not show up' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'What happened' }), 'No.');
    await user.click(within(dialog).getByRole('button', { name: 'Report problem' }));
    expect(await within(dialog).findByText('Say a little more about what happened.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'What happened' })).toHaveAccessibleDescription(expect.stringContaining('Say a little more'));

    api.use({ [REPORT]: [500, {}] });
    await user.click(within(dialog).getByRole('button', { name: 'Report problem' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REPORT_TEXTS.failed);
  });
});
