// The Projects grid of the profile page (SPEC section 2): each card links to
// /{projectId} and shows the first image (with a fallback), the title, a dollar
// rate per hour and the creation date.
import { dollarsPerHour } from '@marketplace/shared-api/format';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useGetUserProjectsQuery } from '@marketplace/shared-api/api/profiles';
import { Button } from '@marketplace/shared-ui/button';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { FallbackImage } from '../../../lib/fallback-image';
import { formatDate } from '../../../lib/format';

export function ProjectsGrid({ userId }: { userId: string }) {
  const { data: projects, error, isLoading, isFetching, refetch } = useGetUserProjectsQuery(userId);

  // A failure stays on show while a retry runs (the error outlives the new request).
  if (!projects && error) {
    return (
      <Problem role="alert">
        <span>Error loading user posts</span>
        <Button variant="secondary" size="sm" loading={isFetching} onClick={() => refetch()}>
          Try again
        </Button>
      </Problem>
    );
  }
  if (isLoading || !projects) return <Spinner label="Loading projects" />;
  if (projects.length === 0) return <Muted>This user hasn&apos;t created any projects yet.</Muted>;

  return (
    <Grid>
      {projects.map((project) => {
        const created = formatDate(project.createdAt, 'MMM d, yyyy');
        return (
          <li key={project.id}>
            <ProjectLink to={`/${encodeURIComponent(project.id)}`}>
              <FallbackImage src={project.images[0]} alt="" />
              <Body>
                <h3>{project.title}</h3>
                <Rate>{dollarsPerHour(project.rate)}</Rate>
                {created && <time dateTime={project.createdAt}>{created}</time>}
              </Body>
            </ProjectLink>
          </li>
        );
      })}
    </Grid>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ProjectLink = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  color: inherit;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

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

const Problem = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.dangerText};
`;
