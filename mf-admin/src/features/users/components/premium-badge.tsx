// A user's premium as a badge: Verified as the site's verified badge everywhere,
// Admin and Not Verified as plain labels, so an admin tells them apart at a glance.
import type { Premium } from '@marketplace/shared-api/types';
import { Badge, VerifiedBadge } from '@marketplace/shared-ui/badge';

export function PremiumBadge({ premium }: { premium: Premium }) {
  if (premium === 'Verified') return <VerifiedBadge />;
  return <Badge variant={premium === 'Admin' ? 'warning' : 'neutral'}>{premium}</Badge>;
}
