// Portfolio images (SPEC section 5): several image files at once, each uploaded
// (purpose 'portfolio') and then added to the portfolio; listed with Delete.
import { useState } from 'react';
import styled from 'styled-components';
import { useAddOwnImagesMutation, useDeleteOwnImageMutation, useGetOwnImagesQuery } from '@marketplace/shared-api/api/profiles';
import { useUploadImageMutation } from '@marketplace/shared-api/api/users';
import { PORTFOLIO_IMAGES_MAX } from '@marketplace/shared-api/schemas/profiles';
import { Button } from '@marketplace/shared-ui/button';
import { FileChooser } from '@marketplace/shared-ui/file-chooser';
import { ConfirmDialog, useConfirmTarget } from '@marketplace/shared-ui/confirm-dialog';
import { FormError } from '@marketplace/shared-ui/form-fields';
import { LoadErrorRow } from '@marketplace/shared-ui/page-states';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import { FallbackImage } from '../../../lib/fallback-image';
import { Muted, SectionCard } from '@marketplace/shared-ui/section-card';
import { CardGrid } from '@marketplace/shared-ui/card-grid';

export const UPLOAD_FAILED = 'Failed to upload images. Please try again.';
export const DELETE_IMAGE_FAILED = 'Failed to delete image. Please try again.';
export const IMAGES_ONLY = 'Only image files can be added to your portfolio.';

export function PortfolioImages() {
  const { data, error, isLoading, isFetching, refetch } = useGetOwnImagesQuery();
  const [uploadImage] = useUploadImageMutation();
  const [addImages] = useAddOwnImagesMutation();
  const [deleteImage, { isLoading: deleting }] = useDeleteOwnImageMutation();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const images = data?.images ?? [];
  const room = PORTFOLIO_IMAGES_MAX - images.length;

  const upload = async (files: File[]) => {
    setProblem(null);
    if (files.some((file) => !file.type.startsWith('image/'))) {
      setProblem(IMAGES_ONLY);
      return;
    }
    if (files.length > room) {
      setProblem(`Your portfolio holds at most ${PORTFOLIO_IMAGES_MAX} images; you can add ${Math.max(room, 0)} more.`);
      return;
    }
    setUploading(true);
    try {
      const uploaded = await Promise.all(files.map((file) => uploadImage({ file, purpose: 'portfolio' }).unwrap()));
      await addImages({ images: uploaded.map(({ imageUrl }) => imageUrl) }).unwrap();
    } catch {
      // The base query has logged the failed call.
      setProblem(UPLOAD_FAILED);
    } finally {
      setUploading(false);
    }
  };

  const remove = useConfirmTarget(async (imageUrl: string) => {
    setProblem(null);
    try {
      await deleteImage({ imageUrl }).unwrap();
    } catch {
      // The base query has logged the failed call.
      setProblem(DELETE_IMAGE_FAILED);
    }
  });

  return (
    <SectionCard
      title="Portfolio images"
      action={
        <FileChooser accept="image/*" multiple variant="primary" disabled={uploading || room <= 0} onChoose={(files) => void upload(files)}>
          {uploading ? 'Uploading...' : 'Upload images'}
        </FileChooser>
      }
    >
      <FormError>{problem}</FormError>
      {uploading && <Spinner label="Uploading images" />}
      {!data && error ? (
        <LoadErrorRow retrying={isFetching} onRetry={() => refetch()}>
          Could not load your portfolio.
        </LoadErrorRow>
      ) : isLoading || !data ? (
        <Spinner label="Loading portfolio" />
      ) : images.length === 0 ? (
        <Muted>No portfolio images yet. Upload a few to show your work.</Muted>
      ) : (
        <Grid>
          {images.map((src, index) => (
            <li key={src}>
              <FallbackImage src={src} alt={`Portfolio image ${index + 1}`} />
              <Button variant="danger" size="sm" onClick={() => remove.ask(src)}>
                Delete<VisuallyHidden> image {index + 1}</VisuallyHidden>
              </Button>
            </li>
          ))}
        </Grid>
      )}
      <ConfirmDialog
        {...remove.dialogProps}
        title="Delete image"
        message="Are you sure you want to remove this image from your portfolio?"
        confirmLabel="Delete image"
        danger
        loading={deleting}
      />
    </SectionCard>
  );
}

const Grid = styled(CardGrid).attrs({ $min: '9rem', $gap: 3 as const })`
  li {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
  }

  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;
