// The user's profile posts: 'Make Profile Public' for an Assistant who has none
// (SPEC section 4, profile publication), and Delete on each own post.
import { useState } from 'react';
import styled from 'styled-components';
import {
  useCreateProfilePostMutation,
  useDeleteProfilePostMutation,
  useGetOwnPostsQuery,
} from '@marketplace/shared-api/api/profiles';
import type { ProfilePost, User } from '@marketplace/shared-api/types';
import { Button } from '@marketplace/shared-ui/button';
import { ConfirmDialog, useConfirmTarget } from '@marketplace/shared-ui/confirm-dialog';
import { FormError } from '@marketplace/shared-ui/form-fields';
import { LoadErrorRow } from '@marketplace/shared-ui/page-states';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { useDayFormat } from '../../../lib/format';
import { profilePostFromUser } from '../profile-post-body';
import { Muted, SectionCard } from '@marketplace/shared-ui/section-card';

export const PUBLISH_FAILED = 'Error posting profile. Please try again.';
export const DELETE_POST_FAILED = 'Error deleting post. Please try again.';

export function OwnPosts({ user }: { user: User }) {
  const { data, error, isLoading, isFetching, refetch } = useGetOwnPostsQuery();
  const formatDay = useDayFormat();
  const [createPost, { isLoading: publishing }] = useCreateProfilePostMutation();
  const [deletePost, { isLoading: deleting }] = useDeleteProfilePostMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [published, setPublished] = useState(false);

  const posts = data?.userPosts ?? [];
  const canPublish = user.role === 'Assistant' && !!data && posts.length === 0;

  const publish = async () => {
    setProblem(null);
    try {
      await createPost(profilePostFromUser(user)).unwrap();
      setPublished(true);
    } catch {
      // The base query has logged the failed call.
      setProblem(PUBLISH_FAILED);
    }
  };

  const remove = useConfirmTarget(async (post: ProfilePost) => {
    setProblem(null);
    try {
      await deletePost(post.id).unwrap();
      setPublished(false);
    } catch {
      // The base query has logged the failed call.
      setProblem(DELETE_POST_FAILED);
    }
  });

  return (
    <SectionCard
      title="My profile posts"
      action={
        canPublish && (
          <Button variant="primary" loading={publishing} onClick={publish}>
            Make Profile Public
          </Button>
        )
      }
    >
      <FormError>{problem}</FormError>
      {published && posts.length > 0 && <p role="status">Your profile is now public.</p>}
      {!data && error ? (
        <LoadErrorRow retrying={isFetching} onRetry={() => refetch()}>
          Could not load your posts.
        </LoadErrorRow>
      ) : isLoading || !data ? (
        <Spinner label="Loading your posts" />
      ) : posts.length === 0 ? (
        <Muted>
          {user.role === 'Assistant'
            ? 'Your profile is not public yet. Make it public so clients can find you.'
            : 'You have no profile posts.'}
        </Muted>
      ) : (
        <Posts>
          {posts.map((post) => {
            const updated = formatDay(post.updatedAt ?? post.createdAt, 'shortDate');
            return (
              <Post key={post.id}>
                <div>
                  <h3>{post.title}</h3>
                  {post.description && <p>{post.description}</p>}
                  {updated && <Muted as="small">Updated {updated}</Muted>}
                </div>
                <Button variant="danger" size="sm" aria-label={`Delete ${post.title}`} onClick={() => remove.ask(post)}>
                  Delete
                </Button>
              </Post>
            );
          })}
        </Posts>
      )}
      <ConfirmDialog
        {...remove.dialogProps}
        title="Delete profile post"
        message="Are you sure you want to delete this profile post? Clients will no longer find you in search until you publish again."
        confirmLabel="Delete post"
        danger
        loading={deleting}
      />
    </SectionCard>
  );
}

const Posts = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Post = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    white-space: pre-line;
  }
`;
