import { screen } from '@testing-library/react';
import { renderWithUi } from '../../jest/render';
import { Fact, FactList } from './fact-list';

describe('FactList', () => {
  it.each(['rows', 'columns'] as const)('reads each value with its label (%s)', (layout) => {
    renderWithUi(
      <FactList $layout={layout}>
        <Fact label="Experience">3-5 years</Fact>
        <Fact label="Price">₱2,500.00</Fact>
      </FactList>,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Experience', 'Price']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['3-5 years', '₱2,500.00']);
    expect(screen.getByText('Price').nextSibling).toHaveTextContent('₱2,500.00');
  });

  it('moves a value too wide to sit beside its label onto a line of its own, whole (rows)', () => {
    // 'maria_santos@marketplace.local' beside 'Email' in a 20rem card broke after 'maria_santos'
    // with the whole card's width free below its label.
    renderWithUi(
      <FactList>
        <Fact label="Email">maria_santos@marketplace.local</Fact>
      </FactList>,
    );
    const value = screen.getByRole('definition');
    const row = value.parentElement as HTMLElement;
    expect(getComputedStyle(row).flexWrap).toBe('wrap');
    // Still at the right, on its label's line or below it.
    expect(getComputedStyle(value).marginLeft).toBe('auto');
  });
});
