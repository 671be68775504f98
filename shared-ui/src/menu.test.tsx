import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DropdownMenu, type MenuItem } from './menu';
import { renderWithUi } from '../../jest/render';

function renderMenu(items: MenuItem[]) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          <DropdownMenu label="Edit booking" items={items} button={(props) => <button {...props}>Edit</button>} />
          <p>outside</p>
        </>
      ),
    },
  ]);
  return { router, ...renderWithUi(<RouterProvider router={router} />) };
}

describe('DropdownMenu', () => {
  it('opens on its first item, moves with the arrow keys, Home and End, and closes on Escape back to its button', async () => {
    const { user } = renderMenu([{ label: 'Reschedule', onSelect: jest.fn() }, { label: 'Cancel', onSelect: jest.fn() }, { label: 'Profile', to: '/profile' }]);
    const button = screen.getByRole('button', { name: 'Edit' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(screen.getByRole('menu', { name: 'Edit booking' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Reschedule' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Reschedule' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Reschedule' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('runs an action or follows a link and closes; an unavailable item says why and does nothing', async () => {
    const cancel = jest.fn();
    const complete = jest.fn();
    const { user, router } = renderMenu([
      { label: 'Cancel booking', onSelect: cancel, danger: true },
      { label: 'Complete booking', onSelect: complete, unavailable: 'Only a confirmed booking can be completed.' },
      { label: 'Profile', to: '/profile' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const unavailable = screen.getByRole('menuitem', { name: /Complete booking/ });
    expect(unavailable).toHaveAttribute('aria-disabled', 'true');
    expect(unavailable).toHaveTextContent('Only a confirmed booking can be completed.');
    await user.click(unavailable);
    expect(complete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('menuitem', { name: 'Cancel booking' }));
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(router.state.location.pathname).toBe('/profile');
  });

  it("gives focus back to its button when an action is chosen, where a dialog the action opens returns it", async () => {
    const { user } = renderMenu([{ label: 'Cancel booking', onSelect: jest.fn() }]);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const { user } = renderMenu([{ label: 'Cancel', onSelect: jest.fn() }]);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
