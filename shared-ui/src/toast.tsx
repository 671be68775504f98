// Toasts: short messages after an action (SPEC: "A toast shows for 3 seconds").
// The shell mounts one ToastProvider (UiProvider does it); any screen calls
//   const toast = useToast();  toast.show('Booking cancelled', { kind: 'success' });
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { TOAST_MS } from '@marketplace/shared-api/constants';
import { IconButton } from '@marketplace/shared-ui/button';
import { CloseIcon } from '@marketplace/shared-ui/icons';
import type {} from '@marketplace/shared-ui/theme'; // DefaultTheme augmentation for apps that type-check this file alone

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastOptions {
  kind?: ToastKind;
}

export interface ToastApi {
  /** Shows a message for TOAST_MS and returns its id. */
  show: (message: string, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
}

interface ToastEntry {
  id: number;
  message: string;
  kind: ToastKind;
}

/** Older toasts give way so a burst of actions cannot cover the page. */
const MAX_VISIBLE = 5;

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> (or <UiProvider>) above it');
  return api;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((message: string, { kind = 'info' }: ToastOptions = {}) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, message, kind }].slice(-MAX_VISIBLE));
    return id;
  }, []);

  // Stable, so screens can list the toast api in effect dependencies.
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Viewport>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </Viewport>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: ToastEntry; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);

  return (
    <Item $kind={toast.kind}>
      {/* Errors interrupt (alert); other news waits its turn (status, aria-live polite).
          The role sits on the message alone so the close button is not read out with it. */}
      <Message role={toast.kind === 'error' ? 'alert' : 'status'}>{toast.message}</Message>
      <DismissButton type="button" aria-label="Dismiss notification" onClick={() => onDismiss(toast.id)}>
        <CloseIcon />
      </DismissButton>
    </Item>
  );
}

// Fixed, not portalled: it renders once near the root, above modals by z-index.
const Viewport = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: min(24rem, calc(100vw - 2rem));
  pointer-events: none;
`;

const accents = {
  success: css`
    border-left-color: ${({ theme }) => theme.colors.success};
  `,
  error: css`
    border-left-color: ${({ theme }) => theme.colors.danger};
  `,
  info: css`
    border-left-color: ${({ theme }) => theme.colors.info};
  `,
};

const Item = styled.div<{ $kind: ToastKind }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  pointer-events: auto;
  ${({ $kind }) => accents[$kind]}
`;

const Message = styled.p`
  flex: 1;
  margin: 0;
`;

const DismissButton = styled(IconButton)`
  padding: 0;
`;
