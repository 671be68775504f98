// The frame of a page the admin console links to (/admin/releases, /admin/finance,
// /admin/outbox): its heading, the way back to the console, then its content.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageContainer, SpreadRow } from '@marketplace/shared-ui/layout';
import { LinkButton } from '@marketplace/shared-ui/link-button';

export function ConsoleSubpage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageContainer>
      <Header>
        <h1>{title}</h1>
        <LinkButton to="/admin" $variant="secondary">
          Back to the console
        </LinkButton>
      </Header>
      {children}
    </PageContainer>
  );
}

const Header = styled(SpreadRow).attrs({ $gap: 3 })`
  margin-bottom: ${({ theme }) => theme.space[6]};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;
