// SPEC section 8, Admin and Alerts, and section 5, Admin: the console's texts.
export const ADMIN_TEXTS = {
  loadUsersFailed: 'Failed to load users. Please try again.',
  deleteUserFailed: 'Failed to delete user. Please try again.',
  createPostFailed: 'Failed to create profile post. Please try again.',
  loadUserFailed: 'Failed to load user data. Please try again.',
  updateUserFailed: 'Failed to update user. Please try again.',
  userDeleted: 'User has been deleted from the system.',
  confirmDelete: 'Are you sure you want to delete this user? This action cannot be undone.',
  ownAdminFieldsLocked: 'Your own role and premium can only be changed by another admin.',
} as const;
