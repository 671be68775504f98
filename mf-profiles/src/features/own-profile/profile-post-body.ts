// 'Make Profile Public' (SPEC section 4, profile publication): the profile post
// is built from the user's own fields; its title contains the word Profile.
import type { ProfilePostBody } from '@marketplace/shared-api/schemas/profiles';
import type { User } from '@marketplace/shared-api/types';

export function profilePostFromUser(user: User): ProfilePostBody {
  return {
    title: `${user.firstName.trim() || user.username}'s Profile`,
    description: user.bio ?? '',
    firstName: user.firstName,
    lastName: user.lastName,
    avatar: user.avatar,
    skills: user.skills,
    location: user.location,
    role: user.role,
    salaryRate: user.salaryRate,
    experience: user.experience,
    availability: user.availability,
  };
}
