// Modal dialog (WAI-ARIA dialog pattern), rendered in a portal on document.body.
// SPEC: modals close on Escape or on a click outside, outside clicks are honoured
// only MODAL_OUTSIDE_CLICK_DELAY_MS after opening (so the click or tap that opened
// it cannot also close it), and the max width is 6xl.
import {
  createContext,
  useContext,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { MODAL_OUTSIDE_CLICK_DELAY_MS } from '@marketplace/shared-api/constants';
import { IconButton } from '@marketplace/shared-ui/button';
import { CloseIcon } from '@marketplace/shared-ui/icons';
import { tabbableElements } from '@marketplace/shared-ui/focusable';
import { isTopModal, pushModal, removeModal } from '@marketplace/shared-ui/modal-stack';
import type { ModalWidth } from '@marketplace/shared-ui/theme';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, on the close button and on an outside click. */
  onClose: () => void;
  /** The dialog's accessible name. */
  title: ReactNode;
  /** Shown under the title and announced with it (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** Action row at the bottom, e.g. Cancel and Send buttons. */
  footer?: ReactNode;
  /** Max width on the Tailwind scale; 6xl (72rem) by default. */
  size?: ModalWidth;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Receives focus on open; otherwise the first focusable element does. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  hideCloseButton?: boolean;
}

/** The enclosing open modal, so a nested one stacks above it (see modal-stack.ts). */
const ParentModal = createContext<symbol | undefined>(undefined);

export function Modal({ open, ...props }: ModalProps) {
  // Mounting on open and unmounting on close ties focus, scroll lock and
  // listeners to the component's lifetime.
  return open ? createPortal(<OpenModal {...props} />, document.body) : null;
}

function OpenModal({
  onClose,
  title,
  description,
  children,
  footer,
  size = '6xl',
  role = 'dialog',
  initialFocusRef,
  closeLabel = 'Close',
  hideCloseButton = false,
}: Omit<ModalProps, 'open'>) {
  const [id] = useState(() => Symbol('modal'));
  const parent = useContext(ParentModal);
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const openedAt = useRef(0);
  const pressStartedInside = useRef(false);
  const closeFromListener = useEffectEvent(onClose);

  // Layout effect: focus lands inside before the first paint, and on close it is
  // handed back before the next element could take it.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushModal(id, parent);
    openedAt.current = Date.now();
    // A nested modal that opened in the same render already holds focus.
    if (isTopModal(id)) (initialFocusRef?.current ?? tabbableElements(panel)[0] ?? panel).focus();

    // Focus that escapes (a click on the backdrop, script) is brought back in.
    const keepFocusInside = (event: FocusEvent) => {
      if (isTopModal(id) && event.target instanceof Node && !panel.contains(event.target)) panel.focus();
    };
    document.addEventListener('focusin', keepFocusInside);
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      removeModal(id);
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
    // initialFocusRef is read once, at opening, on purpose.
  }, [id, parent]);

  // On the document, so Escape works wherever focus is; only the innermost modal answers.
  useEffect(() => {
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !isTopModal(id)) return;
      event.preventDefault();
      closeFromListener();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [id]);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    const panel = panelRef.current;
    if (event.key !== 'Tab' || event.defaultPrevented || !panel || !isTopModal(id)) return;
    const items = tabbableElements(panel);
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
    } else if (event.shiftKey && (active === first || active === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const closeOnOutsideClick = (event: MouseEvent<HTMLDivElement>) => {
    // A press that began inside the panel (selecting text, dragging) and ended
    // outside is not an outside click.
    const startedInside = pressStartedInside.current;
    pressStartedInside.current = false;
    if (event.target !== event.currentTarget || startedInside || !isTopModal(id)) return;
    if (Date.now() - openedAt.current < MODAL_OUTSIDE_CLICK_DELAY_MS) return;
    onClose();
  };

  return (
    <ParentModal.Provider value={id}>
      <Backdrop data-testid="modal-backdrop" onClick={closeOnOutsideClick}>
        <Panel
          ref={panelRef}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          $size={size}
          onKeyDown={trapTab}
          onPointerDown={() => {
            pressStartedInside.current = true;
          }}
        >
          <Header>
            <Title id={titleId}>{title}</Title>
            {!hideCloseButton && (
              <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
                <CloseIcon />
              </CloseButton>
            )}
          </Header>
          {description && <Description id={descriptionId}>{description}</Description>}
          {children !== undefined && <Body>{children}</Body>}
          {footer && <Footer>{footer}</Footer>}
        </Panel>
      </Backdrop>
    </ParentModal.Provider>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.overlay};
  overflow-y: auto;
`;

const Panel = styled.div<{ $size: ModalWidth }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ theme, $size }) => theme.maxWidths[$size]};
  max-height: calc(100vh - 2rem);
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[6]} ${theme.space[2]}`};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const CloseButton = styled(IconButton)`
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

const Description = styled.div`
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space[6]}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Body = styled.div`
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[6]}`};
  overflow-y: auto;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[6]} ${theme.space[5]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
