// SPEC section 2, /profile/update: the edit form (username, email, first and last
// name, skills, location, role, experience, availability, salaryRate and an
// optional avatar; and the zone the user reads times in), validated with
// the shared schema. Success updates the session user and goes to /profile; a
// failure keeps every value and says what went wrong.
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from '@marketplace/shared-api/router';
import styled from 'styled-components';
import { useUpdateUserMutation } from '@marketplace/shared-api/api/profiles';
import { useUploadImageMutation } from '@marketplace/shared-api/api/users';
import {
  ASSISTANT_HOURLY_RATE,
  AVATAR_MAX_BYTES,
  AVATAR_SIZE_PX,
  PROFILE_PICTURE_FORMATS,
  ROLES,
  SKILLS,
} from '@marketplace/shared-api/constants';
import { profileUpdateSchema } from '@marketplace/shared-api/schemas/users';
import { selectUser, userUpdated } from '@marketplace/shared-api/session/session-slice';
import { useAppDispatch, useAppSelector } from '@marketplace/shared-api/store/hooks';
import { supportedTimeZones } from '@marketplace/shared-api/time/time-zones';
import { browserTimeZone } from '@marketplace/shared-api/time/use-viewer-time';
import type { Role, User } from '@marketplace/shared-api/types';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { Button } from '@marketplace/shared-ui/button';
import { FormError, SelectField, TextAreaField, TextField } from '@marketplace/shared-ui/form-fields';
import { ImagePicker } from '@marketplace/shared-ui/image-picker';
import { PageContainer } from '@marketplace/shared-ui/layout';
import { TagPicker } from '@marketplace/shared-ui/tag-picker';
import { fullName, pesosPerHour } from '@marketplace/shared-api/format';

import { LinkButton } from '@marketplace/shared-ui/link-button';
import { formValuesFrom, updatePayload, type UpdateFormValues } from '../form-values';
import { profileUpdateErrorText } from '../update-error-text';
import { FormCard, FormRow } from '@marketplace/shared-ui/form-layout';
import { AccountFields, ExperienceAvailabilityFields, NameFields } from '@marketplace/shared-ui/profile-fields';
import { useFormValues } from '@marketplace/shared-ui/use-form-values';
import { PageSkeleton } from '@marketplace/shared-ui/skeleton';
import { zoneOptions } from '../zone-options';

export function ProfileUpdatePage() {
  const user = useAppSelector(selectUser);
  // The private layout guarantees a user; wait for one with an id to edit.
  if (!user?.id) return <PageSkeleton label="Loading your profile" shape="form" />;
  return <ProfileUpdateForm user={user as User} />;
}

function ProfileUpdateForm({ user }: { user: User }) {
  const { values, setValues, errors, set, text, check, refused } = useFormValues<UpdateFormValues>(() => formValuesFrom(user));
  const [formError, setFormError] = useState<string | null>(null);
  const [avatarFile, setAvatarFile] = useState<File | null>(null);
  // An avatar already uploaded for this file is not uploaded again when a retry follows a failed save.
  const [uploadedAvatar, setUploadedAvatar] = useState<{ file: File; url: string } | null>(null);
  const [uploadImage, { isLoading: uploading }] = useUploadImageMutation();
  const [updateUser, { isLoading: saving }] = useUpdateUserMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isAssistant = values.role === 'Assistant';
  const busy = uploading || saving;
  const zoneChoices = useMemo(() => zoneOptions(supportedTimeZones(), browserTimeZone(), new Date()), []);

  const changeRole = (role: Role) =>
    setValues((current) => ({
      ...current,
      role,
      // SPEC: salaryRate is 1250 for Assistants; other roles start from their own rate.
      salaryRate:
        role === 'Assistant'
          ? String(ASSISTANT_HOURLY_RATE)
          : current.role === 'Assistant'
            ? user.role === 'Assistant' || user.salaryRate == null
              ? ''
              : String(user.salaryRate)
            : current.salaryRate,
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const data = check(profileUpdateSchema, updatePayload(values));
    if (!data) return;
    try {
      let avatar: string | undefined;
      if (avatarFile) {
        avatar =
          uploadedAvatar?.file === avatarFile
            ? uploadedAvatar.url
            : (await uploadImage({ file: avatarFile, purpose: 'avatar' }).unwrap()).imageUrl;
        setUploadedAvatar({ file: avatarFile, url: avatar });
      }
      const updated = await updateUser({ id: user.id, body: avatar ? { ...data, avatar } : data }).unwrap();
      dispatch(userUpdated(updated));
      navigate('/profile');
    } catch (error) {
      // The base query has logged the failed call.
      const message = profileUpdateErrorText(error);
      refused(error, message);
      setFormError(message);
    }
  };

  return (
    <PageContainer>
      <FormCard as="section" aria-labelledby="profile-update-title">
        <h1 id="profile-update-title">Edit Profile</h1>
        <form onSubmit={submit} noValidate>
          <FormError>{formError}</FormError>
          {/* One picture at a time: the current avatar until a new one is chosen, then its preview. */}
          <AvatarRow>
            {!avatarFile && <Avatar src={user.avatar} name={fullName(user)} alt="Current avatar" size="lg" />}
            <ImagePicker
              label="Choose a new avatar"
              maxBytes={AVATAR_MAX_BYTES}
              formats={PROFILE_PICTURE_FORMATS}
              value={avatarFile}
              onChange={setAvatarFile}
              disabled={busy}
            />
            <Hint>
              Optional. The picture is cropped square and resized to {AVATAR_SIZE_PX}x{AVATAR_SIZE_PX}.
            </Hint>
          </AvatarRow>
          <AccountFields text={text} own />
          <NameFields text={text} own />
          <TagPicker
            label="Skills"
            options={SKILLS}
            value={values.skills}
            onChange={set('skills')}
            placeholder="Add a skill"
            error={errors.skills}
          />
          <TextField label="Location" placeholder="City, Country" autoComplete="address-level2" {...text('location')} />
          <FormRow>
            <SelectField
              label="Role"
              name="role"
              options={ROLES}
              value={values.role}
              onChange={(event) => changeRole(event.target.value as Role)}
              error={errors.role}
            />
            <TextField
              label="Hourly rate (₱)"
              type="number"
              inputMode="decimal"
              min={0}
              readOnly={isAssistant}
              hint={isAssistant ? `Fixed at ${pesosPerHour(ASSISTANT_HOURLY_RATE)} for Assistants.` : 'Optional.'}
              {...text('salaryRate')}
            />
          </FormRow>
          <ExperienceAvailabilityFields text={text} whose="your" />
          <TextAreaField label="About you" rows={5} hint="Shown on your profile page." {...text('bio')} />
          <SelectField
            label="Time zone"
            hint="Slots and bookings show this zone's time beside the marketplace's."
            options={zoneChoices}
            {...text('timeZone')}
          />
          <Actions>
            <LinkButton to="/profile" $variant="secondary">
              Cancel
            </LinkButton>
            <Button type="submit" variant="primary" loading={busy} loadingLabel="Saving...">
              Save changes
            </Button>
          </Actions>
        </form>
      </FormCard>
    </PageContainer>
  );
}

/**
 * The picker's own preview circle is empty ('No image chosen', aria-hidden) until a file
 * is chosen; the current avatar stands in its place meanwhile, so the page shows one
 * picture, never a picture beside an empty circle.
 */
const AvatarRow = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};

  & > div > [aria-hidden='true'] {
    display: none;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;
