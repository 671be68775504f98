// A user row's actions (SPEC section 2, /admin): Update (to /admin/user/{id}),
// Post to Listing (the user's profile post, with a description) and Delete (after
// SPEC section 5's confirmation).
import { useState, type FormEvent } from 'react';
import { Link } from '@marketplace/shared-api/router';
import styled from 'styled-components';
import { useAdminDeleteUserMutation, useAdminPostToListingMutation } from '@marketplace/shared-api/api/admin';
import { fullName } from '@marketplace/shared-api/format';
import type { AdminUser } from '@marketplace/shared-api/types';
import { Button, buttonStyles, type ButtonStyleProps } from '@marketplace/shared-ui/button';
import { ConfirmDialog } from '@marketplace/shared-ui/confirm-dialog';
import { FormError, TextAreaField } from '@marketplace/shared-ui/form-fields';
import { Modal } from '@marketplace/shared-ui/modal';
import { useToast } from '@marketplace/shared-ui/toast';
import { ADMIN_TEXTS } from '../../../lib/admin-texts';

export function UserRowActions({ user }: { user: AdminUser }) {
  const name = fullName(user);
  const [posting, setPosting] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleteUser, { isLoading: deleting }] = useAdminDeleteUserMutation();
  const toast = useToast();

  const remove = async () => {
    try {
      await deleteUser(user.id).unwrap();
      setConfirmingDelete(false);
      toast.show(ADMIN_TEXTS.userDeleted, { kind: 'success' });
    } catch (error) {
      // The base query has logged the failed call.
      setConfirmingDelete(false);
      toast.show(ADMIN_TEXTS.deleteUserFailed, { kind: 'error' });
    }
  };

  return (
    <Actions>
      <ActionLink to={`/admin/user/${encodeURIComponent(user.id)}`} $variant="secondary" $size="sm" aria-label={`Update ${name}`}>
        Update
      </ActionLink>
      <Button size="sm" variant="secondary" onClick={() => setPosting(true)} aria-label={`Post ${name} to Listing`}>
        Post to Listing
      </Button>
      <Button size="sm" variant="danger" onClick={() => setConfirmingDelete(true)} aria-label={`Delete ${name}`}>
        Delete
      </Button>
      {posting && <PostToListingDialog user={user} onClose={() => setPosting(false)} />}
      <ConfirmDialog
        open={confirmingDelete}
        title={`Delete ${name}`}
        message={ADMIN_TEXTS.confirmDelete}
        confirmLabel="Delete"
        danger
        loading={deleting}
        onConfirm={remove}
        onCancel={() => setConfirmingDelete(false)}
      />
    </Actions>
  );
}

function PostToListingDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [description, setDescription] = useState(user.bio ?? '');
  const [failed, setFailed] = useState(false);
  const [post, { isLoading }] = useAdminPostToListingMutation();
  const toast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    try {
      await post({ id: user.id, body: { description } }).unwrap();
      toast.show(`${fullName(user)} is now on the listing.`, { kind: 'success' });
      onClose();
    } catch {
      // The base query has logged the failed call.
      setFailed(true);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title="Post to Listing"
      description={`Publishes ${fullName(user)}'s profile post on the listing.`}
    >
      <form onSubmit={submit} noValidate>
        <FormError>{failed ? ADMIN_TEXTS.createPostFailed : null}</FormError>
        <TextAreaField label="Description" value={description} onChange={(event) => setDescription(event.target.value)} />
        <Footer>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isLoading}>
            Post
          </Button>
        </Footer>
      </form>
    </Modal>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const ActionLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;
