// The users (SPEC section 2, /admin): avatar, name, username, email, role and
// premium, searched by the server (name, username or email) and paged by cursor,
// so it works for 100,000 users. A table, or cards on a phone.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useGetAdminUserPagesInfiniteQuery } from '@marketplace/shared-api/api/admin';
import { Button } from '@marketplace/shared-ui/button';
import { FormError, TextField } from '@marketplace/shared-ui/form-fields';
import { LoadErrorRow } from '@marketplace/shared-ui/page-states';
import { Muted, SectionCard } from '@marketplace/shared-ui/section-card';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { useIsMobile } from '@marketplace/shared-ui/use-is-mobile';
import { ADMIN_TEXTS } from '../../../lib/admin-texts';
import { USERS_PAGE_SIZE } from '../page-size';
import { UserCards } from './user-cards';
import { UsersTable } from './users-table';

export function UsersSection() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const criteria = search ? { search, limit: USERS_PAGE_SIZE } : { limit: USERS_PAGE_SIZE };
  const { data, isLoading, isError, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } =
    useGetAdminUserPagesInfiniteQuery(criteria);
  const users = data?.pages.flatMap((page) => page.users) ?? [];
  const isMobile = useIsMobile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
  };

  return (
    <SectionCard title="Users">
      <SearchForm role="search" onSubmit={submit}>
        <TextField
          label="Search users"
          placeholder="Name, username or email"
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </SearchForm>
      {isLoading ? (
        <Spinner label="Loading users" />
      ) : isError && users.length === 0 ? (
        <LoadErrorRow onRetry={() => refetch()}>{ADMIN_TEXTS.loadUsersFailed}</LoadErrorRow>
      ) : users.length === 0 ? (
        <Muted>{search ? `No users match "${search}".` : 'No users yet.'}</Muted>
      ) : (
        <>
          {isMobile ? <UserCards users={users} /> : <UsersTable users={users} />}
          {isError && <FormError>{ADMIN_TEXTS.loadUsersFailed}</FormError>}
          {hasNextPage && (
            <Button variant="secondary" loading={isFetchingNextPage} onClick={() => fetchNextPage()}>
              Load more users
            </Button>
          )}
        </>
      )}
    </SectionCard>
  );
}

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};

  > :first-child {
    flex: 1 1 14rem;
  }
`;
