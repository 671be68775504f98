// /admin/outbox: every email the marketplace wrote, its state and attempts, and
// each one readable whole (features/outbox), for admins.
import styled from 'styled-components';
import { PageContainer, SpreadRow } from '@marketplace/shared-ui/layout';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { Muted } from '@marketplace/shared-ui/section-card';
import { OutboxList } from '../features/outbox/components/outbox-list';
import { OUTBOX_TEXTS } from '../features/outbox/outbox-texts';

export function OutboxPage() {
  return (
    <PageContainer>
      <Header>
        <h1>{OUTBOX_TEXTS.heading}</h1>
        <LinkButton to="/admin" $variant="secondary">
          Back to the console
        </LinkButton>
      </Header>
      <Intro>{OUTBOX_TEXTS.intro}</Intro>
      <OutboxList />
    </PageContainer>
  );
}

const Header = styled(SpreadRow).attrs({ $gap: 3 })`
  margin-bottom: ${({ theme }) => theme.space[4]};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Intro = styled(Muted)`
  margin: 0 0 ${({ theme }) => theme.space[4]};
`;
