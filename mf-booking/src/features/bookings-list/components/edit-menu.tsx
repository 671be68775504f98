// The Edit menu of a received booking (SPEC section 2, /bookings): Reschedule
// booking, Cancel booking, Download to Calendar, Complete booking. An item the
// server would refuse this viewer stays listed but disabled, with the reason as
// its description (a booking that has started cannot move; only a confirmed booking completes).
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@marketplace/shared-ui/button';

export interface EditMenuItem {
  label: string;
  onSelect: () => void;
  /** Why the item cannot be used now; the item is disabled when set. */
  unavailable?: string;
}

export function EditMenu({ items, label }: { items: EditMenuItem[]; label: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const firstItem = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    firstItem.current?.focus();
    const closeOutside = (event: MouseEvent) => {
      if (wrapper.current && event.target instanceof Node && !wrapper.current.contains(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <Wrapper ref={wrapper}>
      <Button
        variant="secondary"
        size="sm"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
      >
        Edit
      </Button>
      {open && (
        <Menu id={menuId} role="menu" aria-label={label}>
          {items.map((item, index) => (
            <MenuItem
              key={item.label}
              ref={index === 0 ? firstItem : undefined}
              type="button"
              role="menuitem"
              aria-disabled={item.unavailable ? true : undefined}
              title={item.unavailable}
              onClick={() => {
                if (item.unavailable) return;
                setOpen(false);
                item.onSelect();
              }}
            >
              <span>{item.label}</span>
              {item.unavailable && <Reason>{item.unavailable}</Reason>}
            </MenuItem>
          ))}
        </Menu>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
`;

const Menu = styled.div`
  position: absolute;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  display: flex;
  flex-direction: column;
  min-width: min(14rem, calc(100vw - 2rem));
  max-width: calc(100vw - 2rem);
  margin-top: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const MenuItem = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  text-align: left;
  cursor: pointer;

  &:hover:not([aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Reason = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
`;
