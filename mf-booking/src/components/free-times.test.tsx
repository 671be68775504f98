import { screen, within } from '@testing-library/react';
import type { SlotTime } from '@marketplace/shared-api/schemas/bookings';
import { apiUser } from '../../../jest/fixtures';
import { renderWithUi } from '../../../jest/render';
import { FreeTimes, NO_FREE_TIMES, type FreeTimesProps } from './free-times';

/** A viewer on the marketplace's clock unless a zone is given: the SPEC's ranges alone. */
function renderTimes(props: Partial<FreeTimesProps>, viewerZone = 'Asia/Manila') {
  const onChoose = jest.fn<void, [SlotTime]>();
  const view = renderWithUi(
    <FreeTimes date="2026-06-15" times={undefined} isFetching={false} isError={false} hours={4} chosen={null} onChoose={onChoose} {...props} />,
    { session: { user: apiUser({ timeZone: viewerZone }) } },
  );
  return { ...view, onChoose };
}

describe('FreeTimes', () => {
  it('shows nothing before a day is chosen, then loading', () => {
    const { rerender, onChoose } = renderTimes({ date: null, times: ['09:00'] });
    expect(screen.queryByRole('group', { name: 'Times' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<FreeTimes date="2026-06-15" times={undefined} isFetching isError={false} hours={4} chosen={null} onChoose={onChoose} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading available times...');
  });

  it('says when the day has no times, but not when the fetch failed', () => {
    const { rerender, onChoose } = renderTimes({ times: [] });
    expect(screen.getByText(NO_FREE_TIMES)).toBeInTheDocument();
    rerender(<FreeTimes date="2026-06-15" times={[]} isFetching={false} isError hours={4} chosen={null} onChoose={onChoose} />);
    expect(screen.queryByText(NO_FREE_TIMES)).not.toBeInTheDocument();
  });

  it('offers each time as a range of the given hours, the chosen one pressed', async () => {
    const { user, onChoose } = renderTimes({ times: ['09:00', '13:00'], chosen: '13:00' });
    const chips = within(screen.getByRole('group', { name: 'Times' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['9:00 AM - 1:00 PM', '1:00 PM - 5:00 PM']);
    expect(chips[1]).toHaveAttribute('aria-pressed', 'true');
    await user.click(chips[0]);
    expect(onChoose).toHaveBeenCalledWith('09:00');
  });

  it("puts a New York viewer's own clock under each range, an 8-hour session's real end included", () => {
    renderTimes({ times: ['09:00', '13:00'], hours: 8 }, 'America/New_York');
    const chips = within(screen.getByRole('group', { name: 'Times' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      '9:00 AM - 5:00 PMManila time · 9:00 PM - 5:00 AM New York, the day before',
      '1:00 PM - 9:00 PMManila time · 1:00 AM - 9:00 AM New York',
    ]);
  });
});
