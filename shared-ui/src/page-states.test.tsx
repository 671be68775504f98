import { screen } from '@testing-library/react';
import { renderWithUi } from '../../jest/render';
import { LoadErrorRow, PageLoadError, PageMessage } from './page-states';

describe('page states', () => {
  it('PageMessage: a heading, its description and the way on', () => {
    renderWithUi(<PageMessage title="Listing not found" description="This listing does not exist." action={<a href="/profile/list">Find assistants</a>} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Listing not found' })).toBeInTheDocument();
    expect(screen.getByText('This listing does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find assistants' })).toHaveAttribute('href', '/profile/list');
  });

  it("PageLoadError: 'Try again' fetches again, and is busy while it does", async () => {
    const onRetry = jest.fn();
    const { user, rerender } = renderWithUi(<PageLoadError title="Error loading listing" onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<PageLoadError title="Error loading listing" onRetry={onRetry} retrying />);
    expect(screen.getByRole('button', { name: /Try again/ })).toBeDisabled();
  });

  it("LoadErrorRow: the message as an alert, with a small 'Try again'", async () => {
    const onRetry = jest.fn();
    const { user, rerender } = renderWithUi(<LoadErrorRow onRetry={onRetry}>Could not load your posts.</LoadErrorRow>);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load your posts.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<LoadErrorRow onRetry={onRetry} retrying>Could not load your posts.</LoadErrorRow>);
    expect(screen.getByRole('button', { name: /Try again/ })).toBeDisabled();
  });
});
