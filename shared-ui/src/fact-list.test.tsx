import { screen } from '@testing-library/react';
import { renderWithUi } from '../../jest/render';
import { Fact, FactList } from './fact-list';

describe('FactList', () => {
  it.each(['rows', 'columns'] as const)('reads each value with its label (%s)', (layout) => {
    renderWithUi(
      <FactList $layout={layout}>
        <Fact label="Experience">3-5 years</Fact>
        <Fact label="Price">₱2,500</Fact>
      </FactList>,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Experience', 'Price']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['3-5 years', '₱2,500']);
    expect(screen.getByText('Price').nextSibling).toHaveTextContent('₱2,500');
  });
});
