// API-shaped data for the screen tests, with overrides. Ids are UUIDs like the API's.
import type { EarningsOverview, Listing, PayoutDestination, ProfilePost, Project, PublishedReview, ReviewsPage, User } from '@marketplace/shared-api/types';
import { apiUser } from '../../../jest/fixtures';

export const IDS = {
  viewer: '11111111-1111-4111-8111-111111111111',
  maria: '22222222-2222-4222-8222-222222222222',
  jose: '33333333-3333-4333-8333-333333333333',
  post: '44444444-4444-4444-8444-444444444444',
  post2: '55555555-5555-4555-8555-555555555555',
  listing: '66666666-6666-4666-8666-666666666666',
  project: '77777777-7777-4777-8777-777777777777',
  review: '88888888-8888-4888-8888-888888888888',
} as const;

export function aReview(overrides: Partial<PublishedReview> = {}): PublishedReview {
  return {
    id: IDS.review,
    stars: 4,
    text: 'Clear and quick.',
    sessionDate: '2026-03-02',
    publishedAt: '2026-03-05T00:00:00.000Z',
    reviewer: { id: IDS.jose, firstName: 'Jose', avatar: null },
    answer: null,
    ...overrides,
  };
}

/** GET /api/reviews/users/{id}: one page; by default one review, 4.7 from 23. */
export function aReviewsPage(overrides: Partial<ReviewsPage> = {}): ReviewsPage {
  return { reviews: [aReview()], nextCursor: null, summary: { average: 4.7, count: 23 }, ...overrides };
}

export function aUser(overrides: Partial<User> = {}): User {
  return apiUser({ id: IDS.viewer, ...overrides });
}

export function anAssistant(overrides: Partial<User> = {}): User {
  return aUser({
    id: IDS.maria,
    username: 'maria_santos',
    email: null,
    firstName: 'Maria',
    lastName: 'Santos',
    role: 'Assistant',
    premium: 'Verified',
    location: 'Manila, Philippines',
    skills: ['Marketing', 'SEO', 'Writing'],
    experience: '5+ years',
    availability: 'Full-time',
    salaryRate: 1250,
    responseTime: 'Within 1 hour',
    bio: 'Growth marketer for online shops.',
    ...overrides,
  });
}

export function aPost(overrides: Partial<ProfilePost> = {}): ProfilePost {
  return {
    id: IDS.post,
    userId: IDS.maria,
    title: "Maria's Profile",
    description: 'Growth marketer for online shops.',
    firstName: 'Maria',
    lastName: 'Santos',
    avatar: null,
    skills: ['Marketing', 'SEO'],
    location: 'Manila, Philippines',
    role: 'Assistant',
    salaryRate: 1250,
    experience: '5+ years',
    availability: 'Full-time',
    image: null,
    type: 'profile',
    premium: 'Not Verified',
    responseTime: 'Within 1 hour',
    rating: { average: 4.7, count: 23 },
    createdAt: '2026-02-01T00:00:00.000Z',
    updatedAt: '2026-02-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aProject(overrides: Partial<Project> = {}): Project {
  return {
    id: IDS.project,
    title: 'Campaign dashboard',
    images: ['/uploads/portfolio/campaign.png'],
    rate: 25,
    createdAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

export function aListing(overrides: Partial<Listing> = {}): Listing {
  return {
    id: IDS.listing,
    title: 'Bookkeeping for a bakery',
    address: 'Cebu City, Philippines',
    rate: 900,
    images: ['/uploads/listings/one.png', '/uploads/listings/two.png', '/uploads/listings/three.png'],
    days: null,
    bathroom: null,
    isSaved: false,
    user: { id: IDS.maria, avatar: null, username: 'maria_santos' },
    postDetail: { desc: 'Monthly books and payroll.', size: 6, school: 'UP Cebu', restaurant: 1 },
    createdAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Maria's GCash wallet. */
export function aPayoutDestination(overrides: Partial<PayoutDestination> = {}): PayoutDestination {
  return { method: 'gcash', mobileNumber: '09171234567', accountName: 'Maria Santos', updatedAt: '2026-05-01T02:00:00.000Z', ...overrides };
}

/** GET /api/earnings as /profile reads it (for the destination): nothing earned, no destination by default. */
export function anEarningsOverview(overrides: Partial<EarningsOverview> = {}): EarningsOverview {
  return {
    balances: { upcomingCentavos: 0, inReviewCentavos: 0, availableCentavos: 0, pendingPayoutCentavos: 0, paidOutCentavos: 0 },
    entries: [],
    payouts: [],
    destination: null,
    payoutMinimumCentavos: 50_000,
    platformFeePercent: 10,
    disputeWindowHours: 48,
    ...overrides,
  };
}
