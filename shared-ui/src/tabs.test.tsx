import { screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs, type TabItem } from './tabs';
import { renderWithUi } from '../../jest/render';

type Tab = 'upcoming' | 'recurring' | 'past' | 'cancelled';

const items: TabItem<Tab>[] = [
  { value: 'upcoming', label: 'Upcoming', badge: 2 },
  { value: 'recurring', label: 'Recurring' },
  { value: 'past', label: 'Past', disabled: true },
  { value: 'cancelled', label: 'Cancelled' },
];

function Bookings({ onChange = () => undefined }: { onChange?: (tab: Tab) => void }) {
  const [tab, setTab] = useState<Tab>('upcoming');
  return (
    <Tabs
      label="Booking lists"
      items={items}
      value={tab}
      onChange={(next) => {
        onChange(next);
        setTab(next);
      }}
    >
      <p>No {tab} bookings found.</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('is a named tab list whose selected tab labels the panel', () => {
    renderWithUi(<Bookings />);
    expect(screen.getByRole('tablist', { name: 'Booking lists' })).toBeInTheDocument();
    const upcoming = screen.getByRole('tab', { name: /Upcoming/ });
    expect(upcoming).toHaveAttribute('aria-selected', 'true');
    expect(upcoming).toHaveTextContent('2');
    expect(screen.getByRole('tab', { name: 'Recurring' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: /Upcoming/ })).toHaveTextContent('No upcoming bookings found.');
  });

  it('puts only the selected tab in the Tab order', async () => {
    const { user } = renderWithUi(<Bookings />);
    await user.tab();
    expect(screen.getByRole('tab', { name: /Upcoming/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('moves and selects with the arrow keys, skipping disabled tabs and wrapping around', async () => {
    const onChange = jest.fn();
    const { user } = renderWithUi(<Bookings onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: /Upcoming/ }));

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Recurring' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Recurring' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No recurring bookings found.');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Cancelled' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Upcoming/ })).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Cancelled' })).toHaveFocus();
    expect(onChange.mock.calls.map(([tab]) => tab)).toEqual(['upcoming', 'recurring', 'cancelled', 'upcoming', 'cancelled']);
  });

  it('jumps to the first and last tab with Home and End', async () => {
    const { user } = renderWithUi(<Bookings />);
    await user.click(screen.getByRole('tab', { name: 'Recurring' }));

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Cancelled' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: /Upcoming/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('wraps a row too long for a 360 px phone onto a second line, every label whole', () => {
    renderWithUi(<Bookings />);
    // A sideways-scrolling row showed 'Revi…' at the edge, with nothing to say there was more.
    expect(getComputedStyle(screen.getByRole('tablist')).flexWrap).toBe('wrap');
    for (const tab of screen.getAllByRole('tab')) expect(getComputedStyle(tab).whiteSpace).toBe('nowrap');
  });
});
