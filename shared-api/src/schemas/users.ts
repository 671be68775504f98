// Validation rules for user routes (SPEC sections 5 and 7).
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import { ROLES } from '@marketplace/shared-api/constants';
import { emailSchema, profileFieldsSchema, salaryRateSchema, usernameSchema } from '@marketplace/shared-api/schemas/auth';

export const idParamsSchema = z.object({ id: z.uuid('id must be a valid id') }).strict();
export const userIdParamsSchema = z.object({ userId: z.uuid('userId must be a valid id') }).strict();

/** PUT /api/users/{id}: username and email required, avatar optional. */
export const profileUpdateSchema = profileFieldsSchema
  .partial({ location: true, experience: true, availability: true })
  .extend({
    username: usernameSchema,
    email: emailSchema,
    role: z.enum(ROLES, { error: 'Role must be Boss, Assistant or Sharer' }),
    salaryRate: salaryRateSchema.optional(),
    avatar: z.string().trim().max(500).optional(),
    bio: z.string().trim().max(2000).optional(),
  })
  .strict();
export type ProfileUpdateBody = z.output<typeof profileUpdateSchema>;

/** PUT /api/users/{id}/initial-profile-picture */
export const initialProfilePictureSchema = z
  .object({
    profilePicture: z
      .string({ error: 'profilePicture is required' })
      .trim()
      .min(1, 'profilePicture is required')
      .max(500)
      .regex(/^\/uploads\/[A-Za-z0-9._/-]+$/, 'profilePicture must be an uploaded image URL'),
  })
  .strict();
