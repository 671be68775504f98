// An assistant's rating as the cards, the profile modal and the profile page show it.
import { screen } from '@testing-library/react';
import { RatingLabel } from './rating';
import { renderWithUi } from '../../jest/render';

describe('RatingLabel', () => {
  it('shows the earned average and its count', () => {
    renderWithUi(<RatingLabel rating={{ average: 4.666, count: 23 }} />);
    expect(screen.getByText('4.7')).toBeInTheDocument();
    expect(screen.getByText('· 23 reviews')).toBeInTheDocument();
  });

  it("shows 'New' alone, with no star or number, for an assistant without reviews", () => {
    const { container } = renderWithUi(<RatingLabel rating={{ average: null, count: 0 }} />);
    expect(container).toHaveTextContent(/^Rating New$/);
    expect(container).not.toHaveTextContent('★');
  });

  it("falls back to '★ 4.9' marked New where no rating is known at all", () => {
    const { container } = renderWithUi(<RatingLabel rating={undefined} />);
    expect(container).toHaveTextContent(/^Rating ★4\.9New$/);
  });
});
