// The avatar dropdown: Profile, the pages each role works in (Bookings for everyone; an
// assistant's Booking Dashboard, where requests are accepted, and Availability, found
// otherwise only far down /profile), Messages, Notifications (with the unread badge),
// Earnings (what a member has earned and its payouts, mf-payments' /earnings), Admin
// Console for admins, Log out (shared-ui's menu, with its keyboard support).
import styled from 'styled-components';
import { fullName } from '@marketplace/shared-api/format';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { Badge } from '@marketplace/shared-ui/badge';
import { DropdownMenu, type MenuItem } from '@marketplace/shared-ui/menu';
import type { StoredUser } from '@marketplace/shared-api/session/storage';

interface UserMenuProps {
  user: StoredUser;
  isAdmin: boolean;
  unreadCount: number;
  onLogout: () => void;
}

export function UserMenu({ user, isAdmin, unreadCount, onLogout }: UserMenuProps) {
  const name = fullName(user);
  const items: MenuItem[] = [
    { label: 'Profile', to: '/profile' },
    { label: 'Bookings', to: '/bookings' },
    ...(user.role === 'Assistant'
      ? [
          { label: 'Dashboard', to: '/booking-dashboard' },
          { label: 'Availability', to: '/availability' },
        ]
      : []),
    { label: 'Messages', to: '/chat' },
    {
      label: 'Notifications',
      to: '/notifications',
      adornment:
        unreadCount > 0 ? (
          <Badge variant="danger" aria-label={`${unreadCount} unread`}>
            {unreadCount}
          </Badge>
        ) : null,
    },
    { label: 'Earnings', to: '/earnings' },
    ...(isAdmin ? [{ label: 'Admin Console', to: '/admin' }] : []),
    { label: 'Log out', onSelect: onLogout },
  ];
  return (
    <DropdownMenu
      label="Account"
      items={items}
      button={(props) => (
        <MenuButton {...props} type="button" aria-label={`Account menu for ${name}`}>
          <Avatar src={user.avatar ?? null} name={name} size={36} />
          {unreadCount > 0 && <Dot aria-hidden="true" />}
        </MenuButton>
      )}
    />
  );
}

const MenuButton = styled.button`
  position: relative;
  display: inline-flex;
  padding: 0;
  border: 0;
  background: none;
  border-radius: 999px;
  cursor: pointer;
`;

const Dot = styled.span`
  position: absolute;
  top: 0;
  right: 0;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
`;
