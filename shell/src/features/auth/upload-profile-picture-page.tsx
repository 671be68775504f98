// SPEC section 2, Upload profile picture: the step after sign-up. The new account
// is not logged in yet; the server accepts this upload through the short-lived
// setup cookie it set at registration. Afterwards the visitor logs in.
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from '@marketplace/shared-api/router';
import styled from 'styled-components';
import { errorMessage } from '@marketplace/shared-api/api/errors';
import { useSetInitialProfilePictureMutation, useUploadImageMutation } from '@marketplace/shared-api/api/users';
import { PROFILE_PICTURE_FORMATS, PROFILE_PICTURE_MAX_BYTES } from '@marketplace/shared-api/constants';
import { sessionCleared } from '@marketplace/shared-api/session/session-slice';
import { clearStoredSession } from '@marketplace/shared-api/session/storage';
import { useAppDispatch } from '@marketplace/shared-api/store/hooks';
import type { User } from '@marketplace/shared-api/types';
import { Button } from '@marketplace/shared-ui/button';
import { FormError } from '@marketplace/shared-ui/form-fields';
import { ImagePicker } from '@marketplace/shared-ui/image-picker';
import { AuthCard } from './auth-card';
import type { LoginPageState } from './login-messages';

export const PICTURE_FAILED = 'Failed to update profile picture!';

export function UploadProfilePicturePage() {
  const location = useLocation();
  const user = (location.state as { user?: User } | null)?.user;
  const [file, setFile] = useState<File | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [upload, { isLoading: uploading }] = useUploadImageMutation();
  const [savePicture, { isLoading: saving }] = useSetInitialProfilePictureMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  if (!user?.id) return <Navigate to="/login" replace />;

  const finish = () => {
    // SPEC: after the picture is saved the saved session is cleared and the user logs in again.
    clearStoredSession();
    dispatch(sessionCleared());
    const state: LoginPageState = { sessionEnded: 'picture-saved' };
    navigate('/login', { replace: true, state });
  };

  const submit = async () => {
    if (!file) return;
    setFormError(null);
    try {
      const { imageUrl } = await upload({ file, purpose: 'profile' }).unwrap();
      await savePicture({ id: user.id, profilePicture: imageUrl }).unwrap();
      finish();
    } catch (error) {
      setFormError(errorMessage(error, PICTURE_FAILED));
    }
  };

  return (
    <AuthCard
      title="Complete Your Profile"
      subtitle={`Add a profile picture, ${user.firstName}, so people recognise you.`}
      footer={
        <Link to="/login" replace>
          Skip for now
        </Link>
      }
    >
      <Steps>
        {formError && <FormError>{formError}</FormError>}
        <ImagePicker
          label="Choose an image"
          maxBytes={PROFILE_PICTURE_MAX_BYTES}
          formats={PROFILE_PICTURE_FORMATS}
          value={file}
          onChange={setFile}
          disabled={uploading || saving}
        />
        <Button variant="primary" disabled={!file} loading={uploading || saving} onClick={submit} fullWidth>
          Continue
        </Button>
      </Steps>
    </AuthCard>
  );
}

const Steps = styled.div`
  display: grid;
  gap: 1.25rem;
  margin-top: 1.5rem;
`;
