// One notification: what happened, when (relative), and whether it is unread.
// The whole row is one button: a click marks it read and opens what it is about.
import styled from 'styled-components';
import { useNow } from '@marketplace/shared-api/time/now';
import type { Notification } from '@marketplace/shared-api/types';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import { relativeTime } from './relative-time';

const TYPE_LABELS: Record<Notification['type'], string> = {
  MESSAGE: 'Message',
  BOOKING: 'Booking',
  REFERRAL: 'Referral',
  REVIEW: 'Review',
  EARNING: 'Earnings',
  DISPUTE: 'Dispute',
};

export function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const now = useNow();
  return (
    <li>
      <Row type="button" onClick={onOpen} $unread={!notification.read}>
        <Dot $unread={!notification.read} aria-hidden="true" />
        <Text>
          <Title>
            {notification.title}
            {!notification.read && <VisuallyHidden> (unread)</VisuallyHidden>}
          </Title>
          {notification.content && <Content>{notification.content}</Content>}
          <Meta>
            {TYPE_LABELS[notification.type]} · <time dateTime={notification.createdAt}>{relativeTime(notification.createdAt, now())}</time>
          </Meta>
        </Text>
      </Row>
    </li>
  );
}

const Row = styled.button<{ $unread: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.surfaceRaised : theme.colors.surface)};
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Dot = styled.span<{ $unread: boolean }>`
  flex: none;
  width: 0.625rem;
  height: 0.625rem;
  margin-top: 0.4rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primary : 'transparent')};
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Content = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
