// The frame every form control shares: a visible <label> bound to the control,
// a required marker, a hint and an error message tied to the control with
// aria-describedby, and aria-invalid while an error shows.
// Required is announced through aria-required, not the native attribute: forms
// validate with the shared zod schemas and show SPEC's messages, not the browser's.
import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type {} from '@marketplace/shared-ui/theme'; // DefaultTheme augmentation for apps that type-check this file alone

export interface FieldProps {
  label: ReactNode;
  /** Shown under the control and announced with it; also sets aria-invalid. */
  error?: string | null;
  /** Help text under the control, announced with it. */
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

/** The attributes a control needs to be bound to its label, hint and error. */
export interface ControlBinding {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export function useFieldBinding({ id, error, hint, required }: { id?: string } & Omit<FieldProps, 'label'>) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const binding: ControlBinding = {
    id: controlId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
  };
  return { binding, hintId, errorId };
}

export function FieldFrame({
  label,
  error,
  hint,
  required,
  className,
  controlId,
  hintId,
  errorId,
  children,
}: FieldProps & { controlId: string; hintId: string; errorId: string; children: ReactNode }) {
  return (
    <Frame className={className}>
      <LabelRow>
        <Label htmlFor={controlId}>{label}</Label>
        {/* Outside the <label> so the label's text is exactly the field's name
            (getByLabelText('Username')); aria-required tells screen readers. */}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </LabelRow>
      {children}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Frame>
  );
}

/** Shared look of inputs, selects and text areas. */
export const controlStyles = css`
  width: 100%;
  min-height: 2.5rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const LabelRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const RequiredMark = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.dangerText};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.dangerText};
`;
