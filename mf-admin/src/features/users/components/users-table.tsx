// The users as a table, for screens wider than a phone: avatar, name, username,
// email, role, premium and one actions menu per row, so every row is one line high.
import styled from 'styled-components';
import { fullName } from '@marketplace/shared-api/format';
import type { AdminUser } from '@marketplace/shared-api/types';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { PremiumBadge } from './premium-badge';
import { UserActionsMenu } from './user-actions-menu';
import { EmailText } from './email-text';

export function UsersTable({ users }: { users: AdminUser[] }) {
  return (
    <Table aria-label="Users">
      <thead>
        <tr>
          <th scope="col">Avatar</th>
          <th scope="col">Name</th>
          <th scope="col">Username</th>
          <th scope="col">Email</th>
          <th scope="col">Role</th>
          <th scope="col">Premium</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.id}>
            <td>
              <Avatar src={user.avatar} name={fullName(user)} size="sm" />
            </td>
            <th scope="row">{fullName(user)}</th>
            <TextCell>{user.username}</TextCell>
            <TextCell>
              <EmailText email={user.email} />
            </TextCell>
            <td>{user.role}</td>
            <td>
              <PremiumBadge premium={user.premium} />
            </td>
            <td>
              <UserActionsMenu user={user} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/*
 * No scroll box around the table: one would clip the actions menu of the last
 * rows (a box that scrolls sideways scrolls up and down too). Instead the table
 * fits the width it gets: phones get cards, and from there up usernames and
 * emails break where they must.
 */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
    /* Columns size to whole words ('Assistant', 'Premium'); only a word longer than its column breaks. */
    overflow-wrap: break-word;
  }

  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    white-space: nowrap;
  }

  tbody th {
    font-weight: 600;
  }
`;

/** A username or an email: one long word the column may break anywhere rather than widen the page. */
const TextCell = styled.td`
  && {
    overflow-wrap: anywhere;
  }
`;
