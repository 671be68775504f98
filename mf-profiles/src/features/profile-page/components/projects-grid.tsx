// The Projects grid of the profile page (SPEC section 2): each card links to
// /{projectId} and shows the first image (with a fallback), the title, a dollar
// rate per hour and the creation date.
import { dollarsPerHour } from '@marketplace/shared-api/format';
import styled from 'styled-components';
import { useGetUserProjectsQuery } from '@marketplace/shared-api/api/profiles';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { LoadErrorRow } from '@marketplace/shared-ui/page-states';
import { FallbackImage } from '../../../lib/fallback-image';
import { useDayFormat } from '../../../lib/format';
import { CardGrid, ImageCardLink } from '@marketplace/shared-ui/card-grid';

export function ProjectsGrid({ userId }: { userId: string }) {
  const { data: projects, error, isLoading, isFetching, refetch } = useGetUserProjectsQuery(userId);
  const formatDay = useDayFormat();

  // A failure stays on show while a retry runs (the error outlives the new request).
  if (!projects && error) {
    return (
      <LoadErrorRow retrying={isFetching} onRetry={() => refetch()}>
        Error loading user posts
      </LoadErrorRow>
    );
  }
  if (isLoading || !projects) return <Spinner label="Loading projects" />;
  if (projects.length === 0) return <Muted>This user hasn&apos;t created any projects yet.</Muted>;

  return (
    <CardGrid>
      {projects.map((project) => {
        const created = formatDay(project.createdAt, 'shortDate');
        return (
          <li key={project.id}>
            <ImageCardLink to={`/${encodeURIComponent(project.id)}`}>
              <FallbackImage src={project.images[0]} alt="" />
              <Body>
                <h3>{project.title}</h3>
                <Rate>{dollarsPerHour(project.rate)}</Rate>
                {created && <time dateTime={project.createdAt}>{created}</time>}
              </Body>
            </ImageCardLink>
          </li>
        );
      })}
    </CardGrid>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Rate = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
