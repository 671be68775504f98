import { screen, waitFor } from '@testing-library/react';
import { ConfirmDialog, useConfirmTarget } from './confirm-dialog';
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

describe('useConfirmTarget', () => {
  function Posts({ act }: { act: (title: string) => Promise<unknown> }) {
    const remove = useConfirmTarget(act);
    return (
      <>
        {['First', 'Second'].map((title) => (
          <button key={title} type="button" onClick={() => remove.ask(title)}>
            Delete {title}
          </button>
        ))}
        <ConfirmDialog {...remove.dialogProps} title={`Delete ${remove.target ?? ''}`} message="Are you sure?" confirmLabel="Delete post" />
      </>
    );
  }

  it('asks about the chosen item, acts on it when confirmed, then closes', async () => {
    const act = jest.fn(() => Promise.resolve());
    const { user } = renderWithUi(<Posts act={act} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Second' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete Second' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete post' }));
    expect(act).toHaveBeenCalledWith('Second');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('closes when the action fails too, and Cancel closes without acting', async () => {
    const act = jest.fn(() => Promise.reject(new Error('refused')).catch(() => undefined));
    const { user } = renderWithUi(<Posts act={act} />);
    await user.click(screen.getByRole('button', { name: 'Delete First' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(act).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete First' }));
    await user.click(screen.getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(act).toHaveBeenCalledWith('First');
  });
});
