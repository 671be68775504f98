// The cancel dialog states what cancelling a paid booking gives back before the
// click, from GET /api/bookings/{id}/cancellation: the late-cancel split to the
// client, a full refund told from the assistant's side, a spinner while it is
// worked out and a retry when it could not be; an unpaid booking asks nothing.
import { screen, within } from '@testing-library/react';
import { formatCentavos } from '@marketplace/shared-api/format';
import type { CancellationQuote } from '@marketplace/shared-api/types';
import { expectApiFailures } from '../../../jest/api-failures';
import { mockFetch } from '../../../jest/mock-fetch';
import { renderWithUi } from '../../../jest/render';
import { aBooking, IDS } from '../test/fixtures';
import { CancelDialog } from './cancel-dialog';

const QUOTE = `GET /api/bookings/${IDS.booking}/cancellation`;
const paid = aBooking({ id: IDS.booking, status: 'CONFIRMED', paymentStatus: 'PAID', date: '2026-06-15', startTime: '09:00' });

const quote = (overrides: Partial<CancellationQuote> = {}): CancellationQuote => ({
  paid: true,
  refundCentavos: 250_000,
  assistantReceivesCentavos: 225_000,
  late: true,
  lateCancelHours: 24,
  lateCancelPayPercent: 50,
  ...overrides,
});

function open(side: 'client' | 'consultant', booking = paid) {
  const onConfirm = jest.fn();
  const rendered = renderWithUi(<CancelDialog kind="cancel" booking={booking} side={side} busy={false} onConfirm={onConfirm} onClose={() => undefined} />);
  return { ...rendered, onConfirm, dialog: screen.getByRole('alertdialog', { name: 'Cancel booking' }) };
}

describe('CancelDialog', () => {
  it("tells a client who cancels late what they get back and what the assistant keeps, before the click", async () => {
    const fetchSpy = mockFetch({ [QUOTE]: [200, quote()] });
    const { dialog, user, onConfirm } = open('client');
    expect(within(dialog).getByRole('status', { name: 'Working out the refund' })).toBeInTheDocument();
    expect(await within(dialog).findByText(`You get ${formatCentavos(250_000)} back; Maria receives ${formatCentavos(225_000)}.`)).toBeInTheDocument();
    expect(within(dialog).getByText('The session starts in less than 24 hours, so Maria keeps 50% of their share.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('status', { name: 'Working out the refund' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Booking' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(fetchSpy.requests.map((request) => request.route)).toEqual([QUOTE]);
  });

  it('tells a client who cancels early that everything comes back', async () => {
    mockFetch({ [QUOTE]: [200, quote({ refundCentavos: 500_000, assistantReceivesCentavos: 0, late: false })] });
    const { dialog } = open('client');
    expect(await within(dialog).findByText(`You get ${formatCentavos(500_000)} back.`)).toBeInTheDocument();
    expect(within(dialog).queryByText(/keeps/)).not.toBeInTheDocument();
  });

  it('tells the assistant the client gets everything back', async () => {
    mockFetch({ [QUOTE]: [200, quote({ refundCentavos: 500_000, assistantReceivesCentavos: 0, late: false })] });
    const { dialog } = open('consultant');
    expect(await within(dialog).findByText(`Ben gets ${formatCentavos(500_000)} back.`)).toBeInTheDocument();
  });

  it('says when the refund could not be worked out, and tries again', async () => {
    let answer: [number, unknown] = [500, { message: 'Internal Server Error' }];
    const fetchSpy = mockFetch({ [QUOTE]: () => answer });
    const { dialog, user } = open('client');
    const failed = await within(dialog).findByRole('alert');
    expect(failed).toHaveTextContent('Could not work out the refund.');
    answer = [200, quote()];
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText(`You get ${formatCentavos(250_000)} back; Maria receives ${formatCentavos(225_000)}.`)).toBeInTheDocument();
    expect(fetchSpy.requests.map((request) => request.route)).toEqual([QUOTE, QUOTE]);
    expect(expectApiFailures().map((failure) => failure.url)).toEqual([`/bookings/${IDS.booking}/cancellation`]);
  });

  it('asks nothing about money for an unpaid booking', () => {
    const fetchSpy = mockFetch({});
    const { dialog } = open('client', { ...paid, paymentStatus: 'UNPAID' });
    expect(dialog).toHaveTextContent('Are you sure you want to cancel this booking?');
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(fetchSpy.requests).toEqual([]);
  });
});
