// The card that sums a person up beside their profile (their own /profile and
// another user's /profile/{id}): avatar, full name, badges, the facts the page
// shows, 'Member since {month year}', the skills as tags and the page's actions.
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { UserView } from '@marketplace/shared-api/types';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { FactList } from '@marketplace/shared-ui/fact-list';
import { Card } from '@marketplace/shared-ui/layout';
import { fullName } from '@marketplace/shared-api/format';
import { useDayFormat } from './format';
import { SkillTags } from './skill-tags';

export interface PersonCardProps {
  person: Pick<UserView, 'avatar' | 'createdAt' | 'skills' | 'firstName' | 'lastName' | 'username'>;
  /** The region's name; the person's name when absent. */
  label?: string;
  badges?: ReactNode;
  /** Fact rows (shared-ui's Fact). */
  facts: ReactNode;
  actions: ReactNode;
}

export function PersonCard({ person, label, badges, facts, actions }: PersonCardProps) {
  const nameId = useId();
  const name = fullName(person);
  const formatDay = useDayFormat();
  const memberSince = formatDay(person.createdAt, 'month');
  return (
    <Summary as="section" aria-label={label} aria-labelledby={label ? undefined : nameId}>
      {/* The page's LCP element: loaded eagerly, with high priority. */}
      <Avatar src={person.avatar} name={name} size="xl" priority />
      <Name id={nameId}>{name}</Name>
      <Badges>{badges}</Badges>
      <FactList>{facts}</FactList>
      {memberSince && <Muted>Member since {memberSince}</Muted>}
      <SkillTags skills={person.skills ?? []} />
      <Actions>{actions}</Actions>
    </Summary>
  );
}

const Summary = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;
`;

const Name = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  overflow-wrap: anywhere;
`;

const Badges = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  &:empty {
    display: none;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
`;
