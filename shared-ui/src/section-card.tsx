// A titled card for each part of a page made of parts (the own profile, the admin
// console): a section named by its heading, an optional action beside the title,
// and Muted for the quiet lines inside ('No admin actions yet.').
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, SpreadRow } from '@marketplace/shared-ui/layout';

export function SectionCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Section as="section" aria-labelledby={titleId}>
      <Header>
        <h2 id={titleId}>{title}</h2>
        {action}
      </Header>
      {children}
    </Section>
  );
}

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Header = styled(SpreadRow).attrs({ $gap: 3 })`
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
