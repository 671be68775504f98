// The users table (SPEC section 2, /admin): avatar, name, username, email, role and
// premium, searched by the server (name, username or email) and paged by cursor,
// so it works for 100,000 users. On a phone the table scrolls inside its own box.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useGetAdminUserPagesInfiniteQuery } from '@marketplace/shared-api/api/admin';
import { fullName } from '@marketplace/shared-api/format';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { Button } from '@marketplace/shared-ui/button';
import { FormError, TextField } from '@marketplace/shared-ui/form-fields';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { LoadErrorRow } from '@marketplace/shared-ui/page-states';
import { ADMIN_TEXTS } from '../../../lib/admin-texts';
import { Muted, SectionCard } from '@marketplace/shared-ui/section-card';
import { USERS_PAGE_SIZE } from '../page-size';
import { UserRowActions } from './user-row-actions';

export function UsersSection() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const criteria = search ? { search, limit: USERS_PAGE_SIZE } : { limit: USERS_PAGE_SIZE };
  const { data, isLoading, isError, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } =
    useGetAdminUserPagesInfiniteQuery(criteria);
  const users = data?.pages.flatMap((page) => page.users) ?? [];

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
          <TableBox tabIndex={0} role="region" aria-label="Users table">
            <Table>
              <thead>
                <tr>
                  <th scope="col">Avatar</th>
                  <th scope="col">Name</th>
                  <th scope="col">Username</th>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Premium</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {users.map((user) => (
                  <tr key={user.id}>
                    <td>
                      <Avatar src={user.avatar} name={fullName(user)} size="sm" />
                    </td>
                    <th scope="row">{fullName(user)}</th>
                    <td>{user.username}</td>
                    <td>{user.email}</td>
                    <td>{user.role}</td>
                    <td>{user.premium}</td>
                    <td>
                      <UserRowActions user={user} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableBox>
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

/** The table keeps its columns; a narrow screen scrolls this box, never the page. */
const TableBox = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  min-width: 52rem;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
    /* Columns size to whole words ('Assistant', 'Premium'); only a word longer than its column breaks. */
    overflow-wrap: break-word;
  }

  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    white-space: nowrap;
  }

  tbody th {
    font-weight: 600;
  }
`;
