// How a profile_posts row becomes the ProfilePost of the API. The routes'
// response schemas (shared-api's schemas/profiles-responses) strip the internal
// columns (username, skills_lower, the sort keys), so they are never leaked.
import type { ProfilePost } from '@marketplace/shared-api/types';
import { profilePosts, type ProfilePostRow } from '../../db/schema/index';
import { centavosToPesos } from '../../money';

/**
 * The profile_posts columns a ProfilePost is made of (toProfilePost reads no other): a list selects
 * these, not the whole row, so the internal search columns (username, skills_lower, name_search)
 * are neither sent by the database nor parsed and mapped per row.
 */
export const profilePostColumns = {
  id: profilePosts.id,
  userId: profilePosts.userId,
  title: profilePosts.title,
  description: profilePosts.description,
  firstName: profilePosts.firstName,
  lastName: profilePosts.lastName,
  avatar: profilePosts.avatar,
  skills: profilePosts.skills,
  location: profilePosts.location,
  role: profilePosts.role,
  salaryRateCentavos: profilePosts.salaryRateCentavos,
  experience: profilePosts.experience,
  availability: profilePosts.availability,
  image: profilePosts.image,
  type: profilePosts.type,
  premium: profilePosts.premium,
  responseTime: profilePosts.responseTime,
  createdAt: profilePosts.createdAt,
  updatedAt: profilePosts.updatedAt,
} satisfies { [K in keyof ProfilePostRow]?: (typeof profilePosts)[K] };

export function toProfilePost(row: Pick<ProfilePostRow, keyof typeof profilePostColumns>): ProfilePost {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    firstName: row.firstName,
    lastName: row.lastName,
    avatar: row.avatar,
    skills: row.skills,
    location: row.location,
    role: row.role,
    salaryRate: row.salaryRateCentavos === null ? null : centavosToPesos(row.salaryRateCentavos),
    experience: row.experience,
    availability: row.availability,
    image: row.image,
    type: row.type,
    premium: row.premium,
    responseTime: row.responseTime,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
