// Post to Listing (SPEC section 2, /admin): publishes a user's profile post on the
// listing with a description, which starts as their bio.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAdminPostToListingMutation } from '@marketplace/shared-api/api/admin';
import { fullName } from '@marketplace/shared-api/format';
import type { AdminUser } from '@marketplace/shared-api/types';
import { Button } from '@marketplace/shared-ui/button';
import { FormError, TextAreaField } from '@marketplace/shared-ui/form-fields';
import { Modal } from '@marketplace/shared-ui/modal';
import { useToast } from '@marketplace/shared-ui/toast';
import { ADMIN_TEXTS } from '../../../lib/admin-texts';

export function PostToListingDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
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

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;
