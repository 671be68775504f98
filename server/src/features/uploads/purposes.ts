// Upload purposes and their limits (SPEC section 5): the profile picture step,
// the avatar widget of the profile edit form, and portfolio images.
import { z } from 'zod';
import { AVATAR_MAX_BYTES, AVATAR_SIZE_PX, PROFILE_PICTURE_MAX_BYTES } from '@marketplace/shared-api/constants';

export const UPLOAD_PURPOSES = ['profile', 'avatar', 'portfolio'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const PORTFOLIO_MAX_BYTES = 5_000_000;
export const PORTFOLIO_MAX_SIDE_PX = 1600;

export interface PurposeRules {
  maxBytes: number;
  /** 'square' crops to size x size; 'inside' fits within size x size without cropping or enlarging. */
  resize: { mode: 'square' | 'inside'; size: number };
}

export const PURPOSE_RULES: Record<UploadPurpose, PurposeRules> = {
  profile: { maxBytes: PROFILE_PICTURE_MAX_BYTES, resize: { mode: 'square', size: AVATAR_SIZE_PX } },
  avatar: { maxBytes: AVATAR_MAX_BYTES, resize: { mode: 'square', size: AVATAR_SIZE_PX } },
  portfolio: { maxBytes: PORTFOLIO_MAX_BYTES, resize: { mode: 'inside', size: PORTFOLIO_MAX_SIDE_PX } },
};

export const LARGEST_UPLOAD_BYTES = Math.max(...Object.values(PURPOSE_RULES).map((rules) => rules.maxBytes));

export const uploadQuerySchema = z
  .object({
    purpose: z.enum(UPLOAD_PURPOSES, { error: 'purpose must be profile, avatar or portfolio' }).default('profile'),
  })
  .strict();
