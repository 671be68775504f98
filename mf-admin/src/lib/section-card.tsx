// A titled card for each part of the console.
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@marketplace/shared-ui/layout';

export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Section as="section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </Section>
  );
}

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
