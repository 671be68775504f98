// Small labels: statuses, counts, skills. VerifiedBadge marks premium users
// (SPEC: "Verified (premium) users show a verified badge").
import type { HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { Icon, type IconProps } from '@marketplace/shared-ui/icons';
import type {} from '@marketplace/shared-ui/theme'; // DefaultTheme augmentation for apps that type-check this file alone

export type BadgeVariant = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

const variants = {
  neutral: css`
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  `,
  success: css`
    background: rgba(22, 163, 74, 0.15);
    color: ${({ theme }) => theme.colors.successText};
    border-color: rgba(22, 163, 74, 0.4);
  `,
  warning: css`
    background: rgba(217, 119, 6, 0.15);
    color: ${({ theme }) => theme.colors.warningText};
    border-color: rgba(217, 119, 6, 0.4);
  `,
  danger: css`
    background: rgba(220, 38, 38, 0.15);
    color: ${({ theme }) => theme.colors.dangerText};
    border-color: rgba(220, 38, 38, 0.4);
  `,
  info: css`
    background: rgba(2, 132, 199, 0.15);
    color: ${({ theme }) => theme.colors.infoText};
    border-color: rgba(2, 132, 199, 0.4);
  `,
};

const Pill = styled.span<{ $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0.125rem ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1.4;
  white-space: nowrap;
  ${({ $variant }) => variants[$variant]}
`;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'neutral', ...rest }: BadgeProps) {
  return <Pill $variant={variant} {...rest} />;
}

export interface VerifiedBadgeProps {
  /** Visible text; also what screen readers read. */
  label?: string;
  className?: string;
}

export function VerifiedBadge({ label = 'Verified', className }: VerifiedBadgeProps) {
  return (
    <Badge variant="info" className={className}>
      <VerifiedIcon width="1em" height="1em" />
      {label}
    </Badge>
  );
}

function VerifiedIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 2l2.4 2.1 3.2-.3.9 3.1 2.8 1.6-1.2 3 1.2 3-2.8 1.6-.9 3.1-3.2-.3L12 22l-2.4-2.1-3.2.3-.9-3.1-2.8-1.6 1.2-3-1.2-3 2.8-1.6.9-3.1 3.2.3z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </Icon>
  );
}
