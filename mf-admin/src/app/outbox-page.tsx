// /admin/outbox: every email the marketplace wrote, its state and attempts, and
// each one readable whole (features/outbox), for admins.
import styled from 'styled-components';
import { Muted } from '@marketplace/shared-ui/section-card';
import { OutboxList } from '../features/outbox/components/outbox-list';
import { OUTBOX_TEXTS } from '../features/outbox/outbox-texts';
import { ConsoleSubpage } from './console-subpage';

export function OutboxPage() {
  return (
    <ConsoleSubpage title={OUTBOX_TEXTS.heading}>
      <Intro>{OUTBOX_TEXTS.intro}</Intro>
      <OutboxList />
    </ConsoleSubpage>
  );
}

const Intro = styled(Muted)`
  margin: 0 0 ${({ theme }) => theme.space[4]};
`;
