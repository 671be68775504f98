// Tabs after the WAI-ARIA tabs pattern, controlled by the screen:
//   <Tabs label="Bookings" items={[{ value: 'upcoming', label: 'Upcoming' }, ...]}
//         value={tab} onChange={setTab}>{list for tab}</Tabs>
// Only the selected tab is in the Tab order (roving tabindex); arrow keys, Home
// and End move between tabs and select them at once (automatic activation),
// which suits panels that render from data already at hand.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '@marketplace/shared-ui/badge';

export interface TabItem<V extends string = string> {
  value: V;
  label: ReactNode;
  /** A count or mark beside the label, e.g. unread notifications. */
  badge?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<V extends string = string> {
  items: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Accessible name of the tab list, e.g. 'Booking lists'. */
  label: string;
  /** The selected tab's panel. Omit it when the tabs only filter content shown elsewhere. */
  children?: ReactNode;
  className?: string;
}

export function Tabs<V extends string>({ items, value, onChange, label, children, className }: TabsProps<V>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<V, HTMLButtonElement>());
  // By position, not value: values may hold spaces, which would split an IDREF.
  const tabId = (v: V) => `${baseId}-tab-${items.findIndex((item) => item.value === v)}`;
  const panelId = `${baseId}-panel`;
  const hasPanel = children !== undefined;

  const moveTo = (target: TabItem<V> | undefined) => {
    if (!target) return;
    onChange(target.value);
    tabRefs.current.get(target.value)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((item) => !item.disabled);
    const current = enabled.findIndex((item) => item.value === value);
    const step = (delta: number) =>
      current === -1
        ? enabled[delta > 0 ? 0 : enabled.length - 1]
        : enabled[(current + delta + enabled.length) % enabled.length];
    const targets: Record<string, () => TabItem<V> | undefined> = {
      ArrowRight: () => step(1),
      ArrowLeft: () => step(-1),
      Home: () => enabled[0],
      End: () => enabled[enabled.length - 1],
    };
    const target = targets[event.key];
    if (!target) return;
    event.preventDefault();
    moveTo(target());
  };

  return (
    <div className={className}>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <Tab
              key={item.value}
              ref={(element) => {
                if (element) tabRefs.current.set(item.value, element);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={selected}
              aria-controls={selected && hasPanel ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => onChange(item.value)}
            >
              {item.label}
              {item.badge !== undefined && item.badge !== null && <Badge variant="danger">{item.badge}</Badge>}
            </Tab>
          );
        })}
      </List>
      {hasPanel && (
        // Focusable so keyboard users reach panels that have no focusable content.
        <Panel role="tabpanel" id={panelId} aria-labelledby={tabId(value)} tabIndex={0}>
          {children}
        </Panel>
      )}
    </div>
  );
}

// A row too long for the screen wraps: a row that scrolled sideways cut the last
// label at the phone's edge ('Revi…') with nothing to say there was more.
const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin-bottom: -1px;
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  cursor: pointer;

  /* Tighter on a phone, so most rows still fit one line. */
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.text};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space[4]};
`;
