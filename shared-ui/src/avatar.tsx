// A user's picture. SPEC: the avatar falls back to a default image, and broken
// images fall back to the default avatar (DEFAULT_AVATAR_URL, shipped with the app).
import { useState } from 'react';
import styled from 'styled-components';
import { DEFAULT_AVATAR_URL } from '@marketplace/shared-api/constants';
import type {} from '@marketplace/shared-ui/theme'; // DefaultTheme augmentation for apps that type-check this file alone

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

const pixels: Record<AvatarSize, number> = { xs: 24, sm: 32, md: 40, lg: 64, xl: 128 };

export interface AvatarProps {
  src?: string | null;
  /** The person's name; the image's alt text unless `alt` says otherwise. */
  name: string;
  /** Pass alt="" when the name is written right beside the picture. */
  alt?: string;
  /** A size token or a pixel width. */
  size?: AvatarSize | number;
  className?: string;
  /** The page's main picture (its largest paint): fetched at once and first, not lazily. */
  priority?: boolean;
}

export function Avatar({ src, name, alt, size = 'md', className, priority = false }: AvatarProps) {
  // Remembering which src failed (rather than a flag) lets a new src try again,
  // and the fallback itself can never loop.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const useFallback = !src || src === failedSrc;
  const px = typeof size === 'number' ? size : pixels[size];

  return (
    <Image
      src={useFallback ? DEFAULT_AVATAR_URL : src}
      alt={alt ?? name}
      width={px}
      height={px}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      $px={px}
      onError={() => {
        if (!useFallback) setFailedSrc(src);
      }}
    />
  );
}

// Explicit CSS size: the global \`img { height: auto }\` would otherwise win over the attributes.
const Image = styled.img<{ $px: number }>`
  flex: none;
  width: ${({ $px }) => $px}px;
  height: ${({ $px }) => $px}px;
  border-radius: ${({ theme }) => theme.radii.full};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;
