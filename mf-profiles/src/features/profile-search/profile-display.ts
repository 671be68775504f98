// A profile post as a card or the profile modal shows it, with the SPEC defaults
// for what the post leaves blank (rate 1250, 'Remote', 'Professional', 'N/A',
// 'Within 24 hours').
import { FALLBACKS } from '@marketplace/shared-api/constants';
import type { ProfilePost } from '@marketplace/shared-api/types';
import { fullName, pesosPerHour } from '@marketplace/shared-api/format';
import { orFallback } from '../../lib/format';

export interface ProfileDisplay {
  name: string;
  role: string;
  location: string;
  rate: string;
  experience: string;
  availability: string;
  responseTime: string;
  skills: string[];
}

export function displayProfile(post: ProfilePost): ProfileDisplay {
  return {
    name: fullName(post),
    role: orFallback(post.role, FALLBACKS.role),
    location: orFallback(post.location, FALLBACKS.location),
    rate: pesosPerHour(orFallback<number>(post.salaryRate, FALLBACKS.salaryRate)),
    experience: orFallback(post.experience, FALLBACKS.experience),
    availability: orFallback(post.availability, FALLBACKS.availability),
    responseTime: orFallback(post.responseTime, FALLBACKS.responseTime),
    skills: post.skills ?? [],
  };
}
