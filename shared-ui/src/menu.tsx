// The one dropdown menu: a button that opens a list of actions (links or
// buttons), as the WAI-ARIA menu button pattern has it. Opening focuses the
// first item; arrow keys, Home and End move between items; Escape, or choosing
// an action, closes and returns focus to the button; a click outside closes. An
// item the viewer cannot use now stays listed, disabled, with the reason beneath it.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import styled, { css } from 'styled-components';
import { Link } from '@marketplace/shared-api/router';

export interface MenuItem {
  /** Also the item's key: unique within the menu. */
  label: string;
  /** A link to this path, or an action: one of the two. */
  to?: string;
  onSelect?: () => void;
  /** Why the item cannot be used now; the item is disabled when set. */
  unavailable?: string;
  /** A destructive action (delete), shown in the danger colour. */
  danger?: boolean;
  /** Shown after the label, e.g. an unread count. */
  adornment?: ReactNode;
}

/** What the menu's button needs; the caller renders the button (an avatar, 'Edit', '⋯'). */
export interface MenuButtonProps {
  ref: Ref<HTMLButtonElement>;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: () => void;
}

interface DropdownMenuProps {
  /** The menu's accessible name. */
  label: string;
  items: MenuItem[];
  button: (props: MenuButtonProps) => ReactNode;
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
}

export function DropdownMenu({ label, items, button, align = 'end' }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOnOutside = (event: MouseEvent) => {
      if (wrapper.current && event.target instanceof Node && !wrapper.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    return () => document.removeEventListener('mousedown', closeOnOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = entries.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') entries[(index + 1) % entries.length]?.focus();
    else if (event.key === 'ArrowUp') entries[(index - 1 + entries.length) % entries.length]?.focus();
    else if (event.key === 'Home') entries[0]?.focus();
    else if (event.key === 'End') entries.at(-1)?.focus();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  const choose = (item: MenuItem) => {
    if (item.unavailable) return;
    // Back on the button before the action runs: a dialog it opens returns focus
    // to whatever held it, and the chosen item is about to be unmounted.
    if (!item.to) buttonRef.current?.focus();
    setOpen(false);
    item.onSelect?.();
  };

  return (
    <Wrapper ref={wrapper}>
      {button({
        ref: buttonRef,
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': open ? menuId : undefined,
        onClick: () => setOpen((value) => !value),
      })}
      {open && (
        <List id={menuId} role="menu" aria-label={label} ref={menuRef} onKeyDown={onKeyDown} $align={align}>
          {items.map((item) => {
            const content = (
              <>
                <Label>
                  {item.label}
                  {item.unavailable && <Reason>{item.unavailable}</Reason>}
                </Label>
                {item.adornment}
              </>
            );
            return (
              <li role="none" key={item.label}>
                {item.to && !item.unavailable ? (
                  <ItemLink role="menuitem" to={item.to} onClick={() => choose(item)} $danger={item.danger}>
                    {content}
                  </ItemLink>
                ) : (
                  <ItemButton
                    role="menuitem"
                    type="button"
                    aria-disabled={item.unavailable ? true : undefined}
                    onClick={() => choose(item)}
                    $danger={item.danger}
                  >
                    {content}
                  </ItemButton>
                )}
              </li>
            );
          })}
        </List>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  display: flex;
`;

const List = styled.ul<{ $align: 'start' | 'end' }>`
  position: absolute;
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  top: calc(100% + ${({ theme }) => theme.space[1]});
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: min(12rem, calc(100vw - 2rem));
  max-width: calc(100vw - 2rem);
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  list-style: none;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const itemStyles = css<{ $danger?: boolean }>`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.dangerText : 'inherit')};
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover:not([aria-disabled='true']),
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const ItemLink = styled(Link)<{ $danger?: boolean }>`
  ${itemStyles}
`;

const ItemButton = styled.button<{ $danger?: boolean }>`
  ${itemStyles}
`;

const Label = styled.span`
  display: flex;
  flex-direction: column;
`;

const Reason = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
`;
