// SPEC section 5, Register: what the sign-up form sends.
import { salaryRateForRole, type RegisterInput } from '@marketplace/shared-api/schemas/auth';
import type { Role } from '@marketplace/shared-api/types';

export interface RegisterFormValues {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  role: Role | '';
  location: string;
  experience: string;
  availability: string;
  skills: string[];
  referralCode: string;
}

export const EMPTY_REGISTER_FORM: RegisterFormValues = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  role: '',
  location: '',
  experience: '',
  availability: '',
  skills: [],
  referralCode: '',
};

/** premium is always 'Not Verified'; referralCode only when non-blank; salaryRate 1250 for Assistants only. */
export function registerPayload(values: RegisterFormValues): RegisterInput {
  const { referralCode, role, ...rest } = values;
  const payload: RegisterInput = { ...rest, role: role as Role, premium: 'Not Verified' };
  if (referralCode.trim()) payload.referralCode = referralCode;
  const salaryRate = role ? salaryRateForRole(role) : undefined;
  if (salaryRate !== undefined) payload.salaryRate = salaryRate;
  return payload;
}
