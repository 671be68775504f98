// Button, and `buttonStyles` so an app can dress its own router <Link> as a button
// without this kit depending on react-router:
//   const LinkButton = styled(Link)`${buttonStyles}`;  <LinkButton to="/register" $variant="primary">
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';
import { SpinnerIcon } from '@marketplace/shared-ui/spinner';
import type {} from '@marketplace/shared-ui/theme'; // DefaultTheme augmentation for apps that type-check this file alone

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Transient props ($) so styled(Link) does not pass them on to the DOM. */
export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $fullWidth?: boolean;
}

const sizes = {
  sm: css`
    min-height: 2rem;
    padding: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-height: 2.5rem;
    padding: 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    min-height: 3rem;
    padding: 0 ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
};

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceHover};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceRaised};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.dangerHover};
    }
  `,
};

export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};
  ${({ $size = 'md' }) => sizes[$size]}
  ${({ $variant = 'primary' }) => variants[$variant]}

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Busy: shows a spinner, sets aria-busy and disables the button so it cannot fire twice. */
  loading?: boolean;
  /** Text shown while loading, e.g. 'Processing...'; the normal label otherwise. */
  loadingLabel?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  loadingLabel,
  disabled,
  // A button inside a form submits by default; make submitting an explicit choice.
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
    >
      {loading && <SpinnerIcon $size="sm" />}
      {loading && loadingLabel !== undefined ? loadingLabel : children}
    </StyledButton>
  );
}

/**
 * A bare button around an icon (close, show password, dismiss, delete): muted, the
 * text colour on hover. Name it with aria-label; restyle padding or hover per use.
 */
export const IconButton = styled.button`
  display: inline-flex;
  flex: none;
  padding: ${({ theme }) => theme.space[1]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
  }
`;
