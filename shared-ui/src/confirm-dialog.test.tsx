import { screen } from '@testing-library/react';
import { ConfirmDialog } from './confirm-dialog';
import { renderWithUi } from '../../jest/render';

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  const view = renderWithUi(
    <ConfirmDialog
      open
      title="Decline booking"
      message="Are you sure you want to decline this booking? This action cannot be undone."
      cancelLabel="No, Keep It"
      confirmLabel="Yes, Decline"
      danger
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { ...view, onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('asks the question in an alert dialog, with focus on the safe choice', () => {
    renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Decline booking' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to decline this booking? This action cannot be undone.');
    expect(screen.getByRole('button', { name: 'No, Keep It' })).toHaveFocus();
  });

  it('confirms with the confirm button', async () => {
    const { user, onConfirm, onCancel } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Yes, Decline' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with the cancel button and with Escape', async () => {
    const { user, onConfirm, onCancel } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'No, Keep It' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('waits while the confirmed action runs', async () => {
    const { user, onCancel } = renderDialog({ loading: true });
    expect(screen.getByRole('button', { name: 'Yes, Decline' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'No, Keep It' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
