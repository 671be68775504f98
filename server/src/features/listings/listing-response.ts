// How listings become the Listing of /{id} and the Project cards of the profile
// page (shared-api/types). Rates are dollars (SPEC section 9), stored in cents.
// The routes' response schemas are shared-api's schemas/listings-responses.
import type { Listing, Project } from '@marketplace/shared-api/types';
import type { ListingRow, PostDetailRow, UserRow } from '../../db/schema/index';
import { centsToDollars } from '../../money';

export function toProject(row: Pick<ListingRow, 'id' | 'title' | 'images' | 'rateCents' | 'createdAt'>): Project {
  return {
    id: row.id,
    title: row.title,
    images: row.images,
    rate: centsToDollars(row.rateCents),
    createdAt: row.createdAt.toISOString(),
  };
}

export interface ListingParts {
  listing: ListingRow;
  detail: PostDetailRow | null;
  owner: Pick<UserRow, 'id' | 'avatar' | 'username'>;
  isSaved: boolean;
}

export function toListing({ listing, detail, owner, isSaved }: ListingParts): Listing {
  return {
    id: listing.id,
    title: listing.title,
    address: listing.address,
    rate: centsToDollars(listing.rateCents),
    images: listing.images,
    days: listing.days,
    bathroom: listing.bathroom,
    isSaved,
    user: { id: owner.id, avatar: owner.avatar, username: owner.username },
    postDetail: {
      desc: detail?.description ?? '',
      size: detail?.sizeHours ?? null,
      school: detail?.school ?? null,
      restaurant: detail?.restaurant ?? null,
    },
    createdAt: listing.createdAt.toISOString(),
  };
}
