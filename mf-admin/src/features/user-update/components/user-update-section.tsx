// SPEC section 2, /admin/user/{userId}: every field an admin may edit, premium
// included; skills added and removed (blank and duplicate skills ignored);
// salaryRate at least 0; SPEC section 8's admin error texts. An admin's own
// role and premium are locked (the server refuses them: another admin must).
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@marketplace/shared-api/router';
import styled from 'styled-components';
import { useAdminUpdateUserMutation, useGetAdminUserQuery } from '@marketplace/shared-api/api/admin';
import { PREMIUM_VALUES, ROLES, SKILLS } from '@marketplace/shared-api/constants';
import { fullName } from '@marketplace/shared-api/format';
import { profileUpdateSchema } from '@marketplace/shared-api/schemas/users';
import { selectUser } from '@marketplace/shared-api/session/session-slice';
import { useAppSelector } from '@marketplace/shared-api/store/hooks';
import type { AdminUser } from '@marketplace/shared-api/types';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { Button } from '@marketplace/shared-ui/button';
import { FormError, SelectField, TextAreaField, TextField } from '@marketplace/shared-ui/form-fields';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { TagPicker } from '@marketplace/shared-ui/tag-picker';
import { useToast } from '@marketplace/shared-ui/toast';
import { ADMIN_TEXTS } from '../../../lib/admin-texts';
import { formValuesFrom, updatePayload, type AdminUserFormValues } from '../form-values';
import { FormCard, FormRow } from '@marketplace/shared-ui/form-layout';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { AccountFields, ExperienceAvailabilityFields, NameFields } from '@marketplace/shared-ui/profile-fields';
import { useFormValues } from '@marketplace/shared-ui/use-form-values';

export function UserUpdateSection({ userId }: { userId: string }) {
  const { data: user, error, refetch } = useGetAdminUserQuery(userId);
  // A failed prefetch leaves its error in place while the screen's own fetch runs again.
  if (!user && !error) return <Spinner label="Loading user data" />;
  if (!user) {
    return (
      <FormCard as="section" aria-labelledby="admin-user-title">
        <h1 id="admin-user-title">Update user</h1>
        <FormError>{ADMIN_TEXTS.loadUserFailed}</FormError>
        <Actions>
          <LinkButton to="/admin" $variant="secondary">
            Back to the console
          </LinkButton>
          <Button onClick={() => refetch()}>Try again</Button>
        </Actions>
      </FormCard>
    );
  }
  return <UserUpdateForm key={user.id} user={user} />;
}

function UserUpdateForm({ user }: { user: AdminUser }) {
  const { values, errors, set, text, check, refused } = useFormValues<AdminUserFormValues>(() => formValuesFrom(user));
  const [failed, setFailed] = useState(false);
  const [updateUser, { isLoading: saving }] = useAdminUpdateUserMutation();
  const navigate = useNavigate();
  const toast = useToast();
  // The server refuses an admin's change of their own role or premium (another admin must make it).
  const signedIn = useAppSelector(selectUser);
  const ownAccount = signedIn !== null && 'id' in signedIn && signedIn.id === user.id;
  const lockedHint = ownAccount ? ADMIN_TEXTS.ownAdminFieldsLocked : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    const data = check(profileUpdateSchema, updatePayload(values));
    if (!data) return;
    try {
      await updateUser({ id: user.id, body: data }).unwrap();
      toast.show(`${fullName(data)} was updated.`, { kind: 'success' });
      navigate('/admin');
    } catch (error) {
      // The base query has logged the failed call.
      refused(error, ADMIN_TEXTS.updateUserFailed);
      setFailed(true);
    }
  };

  return (
    <FormCard as="section" aria-labelledby="admin-user-title">
      <Heading>
        <Avatar src={user.avatar} name={fullName(user)} size="lg" />
        <h1 id="admin-user-title">Update {fullName(user)}</h1>
      </Heading>
      <form onSubmit={submit} noValidate>
        <FormError>{failed ? ADMIN_TEXTS.updateUserFailed : null}</FormError>
        <AccountFields text={text} />
        <NameFields text={text} />
        <FormRow>
          <SelectField label="Role" options={ROLES} {...text('role')} disabled={ownAccount} hint={lockedHint} />
          <SelectField label="Premium" options={PREMIUM_VALUES} {...text('premium')} disabled={ownAccount} hint={lockedHint} />
        </FormRow>
        <TagPicker
          label="Skills"
          options={SKILLS}
          allowCustom
          value={values.skills}
          onChange={set('skills')}
          placeholder="Add a skill"
          error={errors.skills}
        />
        <FormRow>
          <TextField label="Location" {...text('location')} />
          <TextField label="Hourly rate (₱)" type="number" inputMode="decimal" min={0} {...text('salaryRate')} />
        </FormRow>
        <ExperienceAvailabilityFields text={text} whose="the" />
        <TextAreaField label="Bio" rows={4} {...text('bio')} />
        <Actions>
          <LinkButton to="/admin" $variant="secondary">
            Cancel
          </LinkButton>
          <Button type="submit" loading={saving} loadingLabel="Saving...">
            Update user
          </Button>
        </Actions>
      </form>
    </FormCard>
  );
}

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

