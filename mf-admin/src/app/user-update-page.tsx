// SPEC section 2, /admin/user/{userId}: the edit form (user-update) and, for an
// assistant, their published reviews, which an admin may hide (reviews).
import styled from 'styled-components';
import { useGetAdminUserQuery } from '@marketplace/shared-api/api/admin';
import { PageContainer } from '@marketplace/shared-ui/layout';
import { useParams } from '@marketplace/shared-api/router';
import { ReviewsSection } from '../features/reviews/components/reviews-section';
import { UserUpdateSection } from '../features/user-update/components/user-update-section';

export function UserUpdatePage() {
  const { userId = '' } = useParams();
  // The same read as the form's: one request, answered to both.
  const { data: user } = useGetAdminUserQuery(userId);
  return (
    <PageContainer>
      <UserUpdateSection userId={userId} />
      {user?.role === 'Assistant' && (
        <SectionSpace>
          <ReviewsSection userId={user.id} />
        </SectionSpace>
      )}
    </PageContainer>
  );
}

const SectionSpace = styled.div`
  max-width: ${({ theme }) => theme.maxWidths['3xl']};
  margin: ${({ theme }) => theme.space[6]} auto 0;
`;
