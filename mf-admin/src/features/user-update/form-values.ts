// The admin update form's values and the PUT /users/{id} body they make: every
// field an admin may edit (SPEC section 2, /admin/user/{userId}), premium included.
import type { ProfileUpdateInput } from '@marketplace/shared-api/schemas/users';
import type { AdminUser, Premium, Role } from '@marketplace/shared-api/types';

export interface AdminUserFormValues {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  premium: Premium;
  location: string;
  skills: string[];
  experience: string;
  availability: string;
  /** Text as typed; blank leaves the rate unset. */
  salaryRate: string;
  bio: string;
}

export function formValuesFrom(user: AdminUser): AdminUserFormValues {
  return {
    username: user.username ?? '',
    email: user.email ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    role: user.role ?? 'Boss',
    premium: user.premium ?? 'Not Verified',
    location: user.location ?? '',
    skills: [...(user.skills ?? [])],
    experience: user.experience ?? '',
    availability: user.availability ?? '',
    salaryRate: user.salaryRate == null ? '' : String(user.salaryRate),
    bio: user.bio ?? '',
  };
}

const optional = (value: string) => (value.trim() === '' ? undefined : value);

/** The body before validation; blank optional fields are left out. */
export function updatePayload(values: AdminUserFormValues): Record<keyof ProfileUpdateInput, unknown> {
  return {
    username: values.username,
    email: values.email,
    firstName: values.firstName,
    lastName: values.lastName,
    role: values.role,
    premium: values.premium,
    location: optional(values.location),
    skills: values.skills,
    experience: optional(values.experience),
    availability: optional(values.availability),
    salaryRate: values.salaryRate.trim() === '' ? undefined : Number(values.salaryRate),
    bio: optional(values.bio),
    avatar: undefined,
    // The zone a user reads times in is theirs to choose: left out, it stays.
    timeZone: undefined,
  };
}
