// Validation rules of SPEC section 5 for sign-up and login. The register form
// and POST /api/auth/register parse with the same schema, so the messages match.
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '@marketplace/shared-api/schemas/common-passwords';
import {
  ASSISTANT_HOURLY_RATE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PREMIUM_VALUES,
  ROLES,
} from '@marketplace/shared-api/constants';

export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
export const USERNAME_MAX_LENGTH = 30;
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
export const TEXT_FIELD_MAX_LENGTH = 100;
export const SKILL_MAX_LENGTH = 40;
export const SKILLS_MAX_COUNT = 20;
export const REFERRAL_CODE_MAX_LENGTH = 40;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const usernameSchema = required('Username', USERNAME_MAX_LENGTH).regex(
  USERNAME_PATTERN,
  'Username can only contain letters, numbers, and underscores',
);

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX_LENGTH, 'Password must be less than 15 characters')
  .refine((password) => !isCommonPassword(password), COMMON_PASSWORD_MESSAGE);

export const emailSchema = required('Email', EMAIL_MAX_LENGTH).pipe(z.email('Email must be a valid email address'));

export const skillsSchema = z
  .array(z.string().trim().min(1, 'Skills cannot be blank').max(SKILL_MAX_LENGTH), { error: 'Skills must be a list' })
  .max(SKILLS_MAX_COUNT, `At most ${SKILLS_MAX_COUNT} skills`)
  .transform((skills) => [...new Set(skills)]);

export const salaryRateSchema = z
  .number({ error: 'Salary rate must be a number' })
  .min(0, 'Salary rate cannot be below 0')
  .max(1_000_000, 'Salary rate is too large');

/** Fields both sign-up and profile update share. */
export const profileFieldsSchema = z.object({
  firstName: required('First name', NAME_MAX_LENGTH),
  lastName: required('Last name', NAME_MAX_LENGTH),
  location: required('Address', TEXT_FIELD_MAX_LENGTH),
  experience: required('Experience', TEXT_FIELD_MAX_LENGTH),
  availability: required('Availability', TEXT_FIELD_MAX_LENGTH),
  skills: skillsSchema.default([]),
});

export const registerSchema = profileFieldsSchema
  .extend({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    role: z.enum(ROLES, { error: 'Role must be Boss, Assistant or Sharer' }),
    // The client sends 'Not Verified'; the server ignores whatever arrives here.
    premium: z.enum(PREMIUM_VALUES).optional(),
    referralCode: z.string().trim().max(REFERRAL_CODE_MAX_LENGTH).optional(),
    salaryRate: salaryRateSchema.optional(),
  })
  .strict();
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterBody = z.output<typeof registerSchema>;

export const loginSchema = z
  .object({
    username: required('Username', USERNAME_MAX_LENGTH),
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
  })
  .strict();
export type LoginBody = z.output<typeof loginSchema>;

/** SPEC section 5: 1250 for Assistant, omitted for Boss and Sharer. */
export function salaryRateForRole(role: (typeof ROLES)[number], given?: number): number | undefined {
  if (role === 'Assistant') return ASSISTANT_HOURLY_RATE;
  if (role === 'Boss' || role === 'Sharer') return undefined;
  return given;
}

/** POST /api/auth/password: the current password, and a new one under the sign-up rules. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(200),
    newPassword: passwordSchema,
  })
  .strict();
export type ChangePasswordBody = z.output<typeof changePasswordSchema>;
