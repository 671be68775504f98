// Ratings. RatingLabel: an assistant's rating as cards, the profile
// modal and the profile page show it ('★ 4.7 · 23 reviews'; a 'New' badge alone
// without reviews; the fallback '★ 4.9' with a 'New' badge where no rating is
// known). Stars: a review's 1 to 5 stars, read out as 'N out of 5 stars'.
import styled from 'styled-components';
import { ratingText } from '@marketplace/shared-api/format';
import type { RatingSummary } from '@marketplace/shared-api/types';
import { Badge } from '@marketplace/shared-ui/badge';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import type {} from '@marketplace/shared-ui/theme'; // DefaultTheme augmentation for apps that type-check this file alone

export function RatingLabel({ rating, className }: { rating: RatingSummary | undefined | null; className?: string }) {
  const { value, detail, earned } = ratingText(rating);
  return (
    <Line className={className}>
      <VisuallyHidden>Rating </VisuallyHidden>
      {value !== null && (
        <>
          <Star aria-hidden="true">★</Star>
          <span>{value}</span>
        </>
      )}
      {earned ? <Detail>· {detail}</Detail> : <Badge variant="success">{detail}</Badge>}
    </Line>
  );
}

export function Stars({ stars }: { stars: number }) {
  return (
    <StarRow role="img" aria-label={`${stars} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} $off={n > stars} aria-hidden="true">
          ★
        </Star>
      ))}
    </StarRow>
  );
}

const Line = styled.span`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const Star = styled.span<{ $off?: boolean }>`
  color: ${({ theme, $off }) => ($off ? theme.colors.border : theme.colors.warningText)};
`;

const Detail = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StarRow = styled.span`
  display: inline-flex;
  gap: 0.125rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
`;
