// The users as cards, for phones (where the table's seven columns do not fit):
// avatar, name, username, email, role, the premium badge and the actions menu.
import { useId } from 'react';
import styled from 'styled-components';
import { fullName } from '@marketplace/shared-api/format';
import type { AdminUser } from '@marketplace/shared-api/types';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { PremiumBadge } from './premium-badge';
import { UserActionsMenu } from './user-actions-menu';
import { EmailText } from './email-text';

export function UserCards({ users }: { users: AdminUser[] }) {
  return (
    <Cards aria-label="Users">
      {users.map((user) => (
        <UserCard key={user.id} user={user} />
      ))}
    </Cards>
  );
}

function UserCard({ user }: { user: AdminUser }) {
  const nameId = useId();
  return (
    <Card aria-labelledby={nameId}>
      <Picture src={user.avatar} name={fullName(user)} alt="" size="md" />
      <Who>
        <Name id={nameId}>{fullName(user)}</Name>
        <Line>{user.username}</Line>
      </Who>
      <Actions>
        <UserActionsMenu user={user} />
      </Actions>
      <Details>
        <Line>
          <EmailText email={user.email} />
        </Line>
        <RoleAndPremium>
          <span>{user.role}</span>
          <PremiumBadge premium={user.premium} />
        </RoleAndPremium>
      </Details>
    </Card>
  );
}

const Cards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/* The name beside the menu, and the longer lines (the email) below it at the card's full width. */
const Card = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas:
    'picture who actions'
    'picture details details';
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  /* A long name or username breaks rather than widen the card; an email at its '@' and dots (EmailText). */
  overflow-wrap: break-word;
`;

const Picture = styled(Avatar)`
  grid-area: picture;
`;

const Who = styled.div`
  grid-area: who;
  min-width: 0;
`;

const Actions = styled.div`
  grid-area: actions;
`;

const Details = styled.div`
  grid-area: details;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const RoleAndPremium = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
`;
