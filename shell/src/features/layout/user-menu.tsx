// The avatar dropdown: Profile, Messages, Notifications (with the unread badge),
// Admin Console for admins, Log out. A menu button with keyboard support.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '@marketplace/shared-ui/router';
import styled from 'styled-components';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { Badge } from '@marketplace/shared-ui/badge';
import type { StoredUser } from '@marketplace/shared-api/session/storage';

interface UserMenuProps {
  user: StoredUser;
  isAdmin: boolean;
  unreadCount: number;
  onLogout: () => void;
}

export function UserMenu({ user, isAdmin, unreadCount, onLogout }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOnOutside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    return () => document.removeEventListener('mousedown', closeOnOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') items[(index + 1) % items.length]?.focus();
    else if (event.key === 'ArrowUp') items[(index - 1 + items.length) % items.length]?.focus();
    else if (event.key === 'Home') items[0]?.focus();
    else if (event.key === 'End') items.at(-1)?.focus();
    else return;
    event.preventDefault();
  };

  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
  return (
    <Wrapper>
      <MenuButton
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for ${name}`}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar src={user.avatar ?? null} name={name} size={36} />
        {unreadCount > 0 && <Dot aria-hidden="true" />}
      </MenuButton>
      {open && (
        <Menu id={menuId} role="menu" aria-label="Account" ref={menuRef} onKeyDown={onMenuKeyDown}>
          <li role="none">
            <MenuLink role="menuitem" to="/profile" onClick={close}>
              Profile
            </MenuLink>
          </li>
          <li role="none">
            <MenuLink role="menuitem" to="/chat" onClick={close}>
              Messages
            </MenuLink>
          </li>
          <li role="none">
            <MenuLink role="menuitem" to="/notifications" onClick={close}>
              Notifications
              {unreadCount > 0 && (
                <Badge variant="danger" aria-label={`${unreadCount} unread`}>
                  {unreadCount}
                </Badge>
              )}
            </MenuLink>
          </li>
          {isAdmin && (
            <li role="none">
              <MenuLink role="menuitem" to="/admin" onClick={close}>
                Admin Console
              </MenuLink>
            </li>
          )}
          <li role="none">
            <MenuAction
              role="menuitem"
              type="button"
              onClick={() => {
                setOpen(false);
                onLogout();
              }}
            >
              Log out
            </MenuAction>
          </li>
        </Menu>
      )}
    </Wrapper>
  );
}

// Flex, so the menu button sits on no text baseline: the corner is as tall as the
// avatar, as is the placeholder it replaces (navbar.tsx), and the navbar keeps its height.
const Wrapper = styled.div`
  position: relative;
  display: flex;
`;

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

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 0.5rem);
  min-width: 12rem;
  margin: 0;
  padding: 0.25rem;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: 0 10px 30px rgb(0 0 0 / 40%);
  z-index: 50;
`;

const itemStyles = `
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 0.5rem;
  width: 100%;
  padding: 0.5rem 0.75rem;
  border-radius: 6px;
  font: inherit;
  text-align: left;
  text-decoration: none;
  color: inherit;
  background: none;
  border: 0;
  cursor: pointer;
`;

const MenuLink = styled(Link)`
  ${itemStyles}
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const MenuAction = styled.button`
  ${itemStyles}
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;
