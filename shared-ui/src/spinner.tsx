// Loading indicators. Spinner announces itself (role="status"); SpinnerIcon is the
// bare ring for places that announce busy state another way (Button's aria-busy).
import styled, { keyframes } from 'styled-components';
// Brings the DefaultTheme augmentation along when an app type-checks this file alone.
import type {} from '@marketplace/shared-ui/theme';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const diameters: Record<SpinnerSize, string> = { sm: '1em', md: '1.5rem', lg: '2.5rem' };

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const SpinnerIcon = styled.span.attrs({ 'aria-hidden': true })<{ $size?: SpinnerSize }>`
  display: inline-block;
  flex: none;
  width: ${({ $size = 'md' }) => diameters[$size]};
  height: ${({ $size = 'md' }) => diameters[$size]};
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.full};
  animation: ${spin} 0.7s linear infinite;
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface SpinnerProps {
  /** Read by screen readers and used as the accessible name. */
  label?: string;
  size?: SpinnerSize;
  className?: string;
}

export function Spinner({ label = 'Loading', size = 'md', className }: SpinnerProps) {
  return (
    <Status role="status" aria-label={label} className={className}>
      <SpinnerIcon $size={size} />
      {/* Live regions announce their content, not their aria-label. */}
      <VisuallyHidden>{label}</VisuallyHidden>
    </Status>
  );
}

const Centre = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 50vh;
  width: 100%;
`;

/** A large spinner centred in the page, for route-level loading. */
export function PageSpinner({ label = 'Loading', className }: Omit<SpinnerProps, 'size'>) {
  return (
    <Centre className={className}>
      <Spinner label={label} size="lg" />
    </Centre>
  );
}
