// Validation rules for user routes (SPEC sections 5 and 7).
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import { PREMIUM_VALUES, ROLES } from '@marketplace/shared-api/constants';
import {
  SKILLS_MAX_COUNT,
  SKILL_MAX_LENGTH,
  emailSchema,
  profileFieldsSchema,
  salaryRateSchema,
  usernameSchema,
} from '@marketplace/shared-api/schemas/auth';
import { isSupportedTimeZone } from '@marketplace/shared-api/time/time-zones';

export const idParamsSchema = z.object({ id: z.uuid('id must be a valid id') }).strict();
export const userIdParamsSchema = z.object({ userId: z.uuid('userId must be a valid id') }).strict();

/** Skills of the edit forms: trimmed, blank ones dropped, duplicates (any case) kept once. */
export const editedSkillsSchema = z
  .array(z.string().trim().max(SKILL_MAX_LENGTH, `Skills must be at most ${SKILL_MAX_LENGTH} characters`), {
    error: 'Skills must be a list',
  })
  .transform((skills) => {
    const seen = new Set<string>();
    return skills.filter((skill) => {
      const key = skill.toLowerCase();
      if (skill === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .pipe(z.array(z.string()).max(SKILLS_MAX_COUNT, `At most ${SKILLS_MAX_COUNT} skills`))
  .default([]);

/**
 * PUT /api/users/{id}: username and email required, avatar optional. premium is an
 * admin field: the server refuses a member who tries to change their own (403).
 */
export const profileUpdateSchema = profileFieldsSchema
  .partial({ location: true, experience: true, availability: true })
  .extend({
    username: usernameSchema,
    email: emailSchema,
    role: z.enum(ROLES, { error: 'Role must be Boss, Assistant or Sharer' }),
    skills: editedSkillsSchema,
    premium: z.enum(PREMIUM_VALUES, { error: 'premium must be Not Verified, Verified or Admin' }).optional(),
    salaryRate: salaryRateSchema.optional(),
    avatar: z.string().trim().max(500).optional(),
    bio: z.string().trim().max(2000).optional(),
    // Left out: kept (the admin form does not edit it); null: the browser's zone again.
    timeZone: z
      .string({ error: 'Time zone must be a zone name' })
      .refine(isSupportedTimeZone, 'Time zone must be one such as Asia/Manila or America/New_York')
      .nullable()
      .optional(),
  })
  .strict();
export type ProfileUpdateBody = z.output<typeof profileUpdateSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

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
