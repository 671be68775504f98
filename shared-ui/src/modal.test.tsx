import { act, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { MODAL_OUTSIDE_CLICK_DELAY_MS } from '@marketplace/shared-api/constants';
import { Modal } from './modal';
import { renderWithUi } from '../../jest/render';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open video
      </button>
      <Modal
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Top Rated Assistant"
        footer={<button type="button">Done</button>}
      >
        <input aria-label="Note" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title, shown only while open', async () => {
    const { user } = renderWithUi(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open video' }));

    const dialog = screen.getByRole('dialog', { name: 'Top Rated Assistant' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it('closes on Escape and on its close button', async () => {
    const onClose = jest.fn();
    const { user } = renderWithUi(<Harness onClose={onClose} />);

    await user.click(screen.getByRole('button', { name: 'Open video' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open video' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  describe('outside clicks', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it(`are ignored for the first ${MODAL_OUTSIDE_CLICK_DELAY_MS} ms after opening and honoured after`, async () => {
      const { user } = renderWithUi(<Harness />, { userEvent: { advanceTimers: jest.advanceTimersByTime } });
      await user.click(screen.getByRole('button', { name: 'Open video' }));

      act(() => jest.advanceTimersByTime(MODAL_OUTSIDE_CLICK_DELAY_MS - 10));
      await user.click(screen.getByTestId('modal-backdrop'));
      expect(screen.getByRole('dialog')).toBeInTheDocument();

      act(() => jest.advanceTimersByTime(10));
      await user.click(screen.getByTestId('modal-backdrop'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('do not include clicks inside the panel', async () => {
      const { user } = renderWithUi(<Harness />, { userEvent: { advanceTimers: jest.advanceTimersByTime } });
      await user.click(screen.getByRole('button', { name: 'Open video' }));
      act(() => jest.advanceTimersByTime(MODAL_OUTSIDE_CLICK_DELAY_MS * 2));

      await user.click(screen.getByRole('heading', { name: 'Top Rated Assistant' }));
      await user.click(screen.getByRole('textbox', { name: 'Note' }));

      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });
  });

  it('moves focus into the dialog on open and back to the opener on close', async () => {
    const { user } = renderWithUi(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open video' });

    await user.click(opener);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('focuses initialFocusRef when given', async () => {
    function WithInitialFocus() {
      const message = useRef<HTMLTextAreaElement>(null);
      return (
        <Modal open onClose={() => undefined} title="Send Message" initialFocusRef={message}>
          <textarea ref={message} aria-label="Message" />
        </Modal>
      );
    }
    renderWithUi(<WithInitialFocus />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = renderWithUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open video' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const note = screen.getByRole('textbox', { name: 'Note' });
    const done = screen.getByRole('button', { name: 'Done' });
    expect(close).toHaveFocus();

    await user.tab();
    expect(note).toHaveFocus();
    await user.tab();
    expect(done).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(done).toHaveFocus();
  });

  it('locks the page scroll while open', async () => {
    const { user } = renderWithUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open video' }));
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('lets Escape close only the innermost of two open modals', async () => {
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(true);
      return (
        <Modal open={outer} onClose={() => setOuter(false)} title="Profile">
          <Modal open={inner} onClose={() => setInner(false)} title="Delete Conversation" size="md" />
        </Modal>
      );
    }
    const { user } = renderWithUi(<Nested />);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Delete Conversation' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Profile' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
