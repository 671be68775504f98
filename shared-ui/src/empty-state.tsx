// What a list shows when it has nothing, e.g. 'No matches found' or
// 'No upcoming bookings found.' with a 'Find Consultants' link as the action.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconProps } from '@marketplace/shared-ui/icons';
import type {} from '@marketplace/shared-ui/theme'; // DefaultTheme augmentation for apps that type-check this file alone

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A button or link that gets the user going. */
  action?: ReactNode;
  /** Replaces the default inbox icon; pass null for none. */
  icon?: ReactNode;
  /** Keeps the page's heading outline in order. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function EmptyState({ title, description, action, icon, headingLevel = 2, className }: EmptyStateProps) {
  return (
    <Wrapper className={className}>
      {icon === undefined ? <InboxIcon width="2.5rem" height="2.5rem" /> : icon}
      <Title as={`h${headingLevel}`}>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <Action>{action}</Action>}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[4]}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Description = styled.p`
  margin: 0;
  max-width: ${({ theme }) => theme.maxWidths.md};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
`;

function InboxIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M22 12h-6l-2 3h-4l-2-3H2" />
      <path d="M5.5 5.1 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.8 4H7.2a2 2 0 0 0-1.7 1.1z" />
    </Icon>
  );
}
