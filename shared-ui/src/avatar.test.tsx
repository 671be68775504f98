import { fireEvent, screen } from '@testing-library/react';
import { DEFAULT_AVATAR_URL } from '@marketplace/shared-api/constants';
import { Avatar } from './avatar';
import { renderWithUi } from '../../jest/render';

describe('Avatar', () => {
  it("shows the user's picture with their name as alt text", () => {
    renderWithUi(<Avatar src="/uploads/ana.webp" name="Ana Cruz" />);
    expect(screen.getByRole('img', { name: 'Ana Cruz' })).toHaveAttribute('src', '/uploads/ana.webp');
  });

  it.each([undefined, null, ''])('uses the default avatar when src is %p', (src) => {
    renderWithUi(<Avatar src={src} name="Ana Cruz" />);
    expect(screen.getByRole('img', { name: 'Ana Cruz' })).toHaveAttribute('src', DEFAULT_AVATAR_URL);
  });

  it('falls back to the default avatar when the image fails to load, and tries a new src again', () => {
    const { rerender } = renderWithUi(<Avatar src="/uploads/gone.png" name="Ana Cruz" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', DEFAULT_AVATAR_URL);

    // A broken default must not loop.
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', DEFAULT_AVATAR_URL);

    rerender(<Avatar src="/uploads/new.png" name="Ana Cruz" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/uploads/new.png');
  });

  it('can be decorative when the name is written beside it', () => {
    renderWithUi(<Avatar src="/a.png" name="Ana Cruz" alt="" size={36} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('presentation')).toHaveAttribute('width', '36');
  });

  it('loads lazily, unless it is the page\'s main picture: then at once and first', () => {
    const { rerender } = renderWithUi(<Avatar src="/a.png" name="Ana Cruz" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority');

    rerender(<Avatar src="/a.png" name="Ana Cruz" priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });
});
