// The list page's search criteria as they stand in the URL (SPEC section 2,
// /profile/list): userName, location and skills, and the optional minimum
// earned rating minRating (one of MIN_RATING_CHOICES, anything else is
// ignored). Skills travel as one comma-separated value; repeated keys
// (?skills=a&skills=b) read the same.
import type { ProfileSearchCriteria } from '@marketplace/shared-api/api/profiles';
import { MIN_RATING_CHOICES } from '@marketplace/shared-api/constants';

export interface SearchCriteria {
  userName: string;
  location: string;
  skills: string[];
  /** '' for any rating, else one of MIN_RATING_CHOICES as text ('4.5'). */
  minRating: string;
}

export const NO_CRITERIA: SearchCriteria = { userName: '', location: '', skills: [], minRating: '' };

const ratingChoice = (value: string | null) =>
  value !== null && (MIN_RATING_CHOICES as readonly number[]).includes(Number(value)) && value.trim() !== '' ? String(Number(value)) : '';

export function criteriaFromSearch(params: URLSearchParams): SearchCriteria {
  const skills = params
    .getAll('skills')
    .flatMap((value) => value.split(','))
    .map((skill) => skill.trim())
    .filter(Boolean);
  return {
    userName: (params.get('userName') ?? '').trim(),
    location: (params.get('location') ?? '').trim(),
    skills: [...new Set(skills)],
    minRating: ratingChoice(params.get('minRating')),
  };
}

/** Only what was searched for, so a blank field leaves no empty parameter in the URL. */
export function criteriaToSearchParams(criteria: SearchCriteria): URLSearchParams {
  const params = new URLSearchParams();
  const userName = criteria.userName.trim();
  const location = criteria.location.trim();
  if (userName) params.set('userName', userName);
  if (location) params.set('location', location);
  if (criteria.skills.length > 0) params.set('skills', criteria.skills.join(','));
  if (criteria.minRating) params.set('minRating', criteria.minRating);
  return params;
}

/** The API query: the same parameters, with no keys for blank fields (one cache entry per search). */
export function criteriaToQuery(criteria: SearchCriteria): ProfileSearchCriteria {
  return Object.fromEntries(criteriaToSearchParams(criteria)) as ProfileSearchCriteria;
}

export function hasCriteria(criteria: SearchCriteria): boolean {
  return Boolean(criteria.userName.trim() || criteria.location.trim() || criteria.skills.length > 0 || criteria.minRating);
}

/**
 * The sentence an empty search shows (SPEC: no users with the name, location or
 * skill searched), naming every term that was searched for.
 */
export function noMatchMessage(criteria: SearchCriteria): string {
  const parts: string[] = [];
  if (criteria.userName) parts.push(`with the name "${criteria.userName}"`);
  if (criteria.location) parts.push(`in "${criteria.location}"`);
  if (criteria.skills.length === 1) parts.push(`with the skill "${criteria.skills[0]}"`);
  if (criteria.skills.length > 1) parts.push(`with any of the skills "${criteria.skills.join(', ')}"`);
  if (criteria.minRating) parts.push(`rated ${criteria.minRating} or more`);
  return parts.length > 0 ? `No users found ${parts.join(' ')}.` : 'No profiles found';
}
