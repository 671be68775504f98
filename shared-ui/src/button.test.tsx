import { screen } from '@testing-library/react';
import { Button, IconButton } from './button';
import { renderWithUi } from '../../jest/render';

describe('Button', () => {
  it('is a button named by its text that does not submit forms unless asked', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: Event) => event.preventDefault());
    const { user } = renderWithUi(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button onClick={onClick}>Save</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while loading is busy, disabled and shows the loading label', async () => {
    const onClick = jest.fn();
    const { user } = renderWithUi(
      <Button loading loadingLabel="Processing..." onClick={onClick}>
        Book Now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Processing...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps styling props off the DOM', () => {
    renderWithUi(
      <Button variant="danger" size="lg" fullWidth>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).not.toHaveAttribute('variant');
    expect(button).not.toHaveAttribute('$variant');
    expect(button).toHaveAttribute('type', 'button');
  });
});

describe('IconButton', () => {
  it('is a bare button named by its label, muted until hovered', async () => {
    const onClick = jest.fn();
    const { user } = renderWithUi(
      <IconButton type="button" aria-label="Dismiss notification" onClick={onClick}>
        <svg aria-hidden="true" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Dismiss notification' });
    expect(button).toHaveStyle({ background: 'transparent' });
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
