// The edit form's values and the PUT /users/{id} body they make (SPEC section 5,
// Profile update: username and email required, salaryRate 1250 for Assistants,
// avatar optional; the zone times are read in, the browser's unless one is chosen).
import { ASSISTANT_HOURLY_RATE } from '@marketplace/shared-api/constants';
import type { ProfileUpdateBody } from '@marketplace/shared-api/schemas/users';
import type { Role, User } from '@marketplace/shared-api/types';

export interface UpdateFormValues {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  skills: string[];
  location: string;
  role: Role;
  experience: string;
  availability: string;
  /** Text as typed; fixed to 1250 for Assistants. */
  salaryRate: string;
  bio: string;
  /** An IANA zone, or '' for the browser's own. */
  timeZone: string;
}

export function formValuesFrom(user: Partial<User>): UpdateFormValues {
  const role = user.role ?? 'Boss';
  return {
    username: user.username ?? '',
    email: user.email ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    skills: [...(user.skills ?? [])],
    location: user.location ?? '',
    role,
    experience: user.experience ?? '',
    availability: user.availability ?? '',
    salaryRate: role === 'Assistant' ? String(ASSISTANT_HOURLY_RATE) : user.salaryRate == null ? '' : String(user.salaryRate),
    bio: user.bio ?? '',
    timeZone: user.timeZone ?? '',
  };
}

const optional = (value: string) => (value.trim() === '' ? undefined : value);

/**
 * The body before validation; blank optional fields are left out, not sent empty.
 * premium is the admin form's field; the own profile form never sends it.
 */
export function updatePayload(values: UpdateFormValues): Record<Exclude<keyof ProfileUpdateBody, 'premium'>, unknown> {
  const salaryRate =
    values.role === 'Assistant'
      ? ASSISTANT_HOURLY_RATE
      : values.salaryRate.trim() === ''
        ? undefined
        : Number(values.salaryRate);
  return {
    username: values.username,
    email: values.email,
    firstName: values.firstName,
    lastName: values.lastName,
    skills: values.skills,
    location: optional(values.location),
    role: values.role,
    experience: optional(values.experience),
    availability: optional(values.availability),
    salaryRate,
    bio: values.bio,
    // null: the browser's zone, whichever the user's browser is in when they read a time.
    timeZone: values.timeZone === '' ? null : values.timeZone,
    avatar: undefined,
  };
}
