// Skills as tags; with `limit`, the first few and then '+N more' (SPEC: a card
// shows the first 3 skills, then '+N more').
import styled from 'styled-components';
import { Badge } from '@marketplace/shared-ui/badge';

export function SkillTags({ skills, limit, label = 'Skills' }: { skills: readonly string[]; limit?: number; label?: string }) {
  if (skills.length === 0) return null;
  const shown = limit === undefined ? skills : skills.slice(0, limit);
  const hidden = skills.length - shown.length;
  return (
    <Tags aria-label={label}>
      {shown.map((skill) => (
        <li key={skill}>
          <Badge>{skill}</Badge>
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <Badge variant="info">+{hidden} more</Badge>
        </li>
      )}
    </Tags>
  );
}

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
