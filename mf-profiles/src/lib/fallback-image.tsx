// An image that falls back to the default picture when it is missing or broken
// (SPEC section 8: broken images fall back to the default avatar).
import { useState, type ImgHTMLAttributes } from 'react';
import { DEFAULT_AVATAR_URL } from '@marketplace/shared-api/constants';

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  alt: string;
}

export function FallbackImage({ src, alt, ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const useFallback = !src || src === failedSrc;
  return (
    <img
      loading="lazy"
      decoding="async"
      {...rest}
      src={useFallback ? DEFAULT_AVATAR_URL : src}
      alt={alt}
      onError={() => {
        if (!useFallback) setFailedSrc(src);
      }}
    />
  );
}
