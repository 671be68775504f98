// A user's actions (SPEC section 2, /admin) in one menu, on a table row or a
// phone's card: Update (to /admin/user/{id}), Post to Listing (the user's profile
// post, with a description), Bookings (the user's bookings and series, read only)
// and Delete (after SPEC section 5's confirmation).
import { useState } from 'react';
import { useAdminDeleteUserMutation } from '@marketplace/shared-api/api/admin';
import { fullName } from '@marketplace/shared-api/format';
import type { AdminUser } from '@marketplace/shared-api/types';
import { Button } from '@marketplace/shared-ui/button';
import { ConfirmDialog } from '@marketplace/shared-ui/confirm-dialog';
import { DropdownMenu, type MenuItem } from '@marketplace/shared-ui/menu';
import { useToast } from '@marketplace/shared-ui/toast';
import { ADMIN_TEXTS } from '../../../lib/admin-texts';
import { PostToListingDialog } from './post-to-listing-dialog';
import { UserBookingsDialog } from './user-bookings-dialog';

export function UserActionsMenu({ user }: { user: AdminUser }) {
  const name = fullName(user);
  const [posting, setPosting] = useState(false);
  const [viewingBookings, setViewingBookings] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleteUser, { isLoading: deleting }] = useAdminDeleteUserMutation();
  const toast = useToast();

  const remove = async () => {
    try {
      await deleteUser(user.id).unwrap();
      setConfirmingDelete(false);
      toast.show(ADMIN_TEXTS.userDeleted, { kind: 'success' });
    } catch {
      // The base query has logged the failed call.
      setConfirmingDelete(false);
      toast.show(ADMIN_TEXTS.deleteUserFailed, { kind: 'error' });
    }
  };

  const items: MenuItem[] = [
    { label: 'Update', to: `/admin/user/${encodeURIComponent(user.id)}` },
    { label: 'Post to Listing', onSelect: () => setPosting(true) },
    { label: 'Bookings', onSelect: () => setViewingBookings(true) },
    { label: 'Delete', onSelect: () => setConfirmingDelete(true), danger: true },
  ];

  return (
    <>
      <DropdownMenu
        label={`Actions for ${name}`}
        items={items}
        button={(props) => (
          <Button {...props} variant="secondary" size="sm" aria-label={`Actions for ${name}`}>
            Actions
          </Button>
        )}
      />
      {posting && <PostToListingDialog user={user} onClose={() => setPosting(false)} />}
      {viewingBookings && <UserBookingsDialog user={user} onClose={() => setViewingBookings(false)} />}
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
    </>
  );
}
