import { screen, within } from '@testing-library/react';
import type { SlotTime } from '@marketplace/shared-api/schemas/bookings';
import { renderWithUi } from '../../../jest/render';
import { FreeTimes, NO_FREE_TIMES, type FreeTimesProps } from './free-times';

function renderTimes(props: Partial<FreeTimesProps>) {
  const onChoose = jest.fn<void, [SlotTime]>();
  const view = renderWithUi(
    <FreeTimes date="2026-06-15" times={undefined} isFetching={false} isError={false} hours={4} chosen={null} onChoose={onChoose} {...props} />,
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
});
