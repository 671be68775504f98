import { screen } from '@testing-library/react';
import { setRemoteModuleLoader } from '@marketplace/shared-api/federation/remote-loader';
import { RemoteWidget } from './remote-widget';
import { renderWithUi } from '../../jest/render';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('RemoteWidget', () => {
  afterEach(() => setRemoteModuleLoader(() => Promise.reject(new Error('no remotes')), []));

  it('renders nothing, and loads nothing, while the manifest does not list the module', () => {
    const loader = jest.fn(() => Promise.resolve({ default: Greeting }));
    setRemoteModuleLoader(loader as never, ['mf_other/Thing']);
    const { container } = renderWithUi(<RemoteWidget id="mf_booking/BookingWidget" props={{ name: 'Ana' }} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  });

  it("renders the module's default export with the props", async () => {
    setRemoteModuleLoader((() => Promise.resolve({ default: Greeting })) as never, ['mf_a/Greeting']);
    renderWithUi(<RemoteWidget id="mf_a/Greeting" props={{ name: 'Ana' }} label="the greeting" />);
    expect(screen.getByRole('status', { name: 'Loading the greeting' })).toBeInTheDocument();
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
  });

  it('takes the export named after the module when there is no default', async () => {
    setRemoteModuleLoader((() => Promise.resolve({ NamedGreeting: Greeting })) as never, ['mf_b/NamedGreeting']);
    renderWithUi(<RemoteWidget id="mf_b/NamedGreeting" props={{ name: 'Ben' }} />);
    expect(await screen.findByText('Hello Ben')).toBeInTheDocument();
  });

  it('shows a short inline error when loading fails, and tries again on request', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    setRemoteModuleLoader(
      (() => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Greeting }))) as never,
      ['mf_c/Greeting'],
    );
    const { user } = renderWithUi(<RemoteWidget id="mf_c/Greeting" props={{ name: 'Cy' }} label="the greeting" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the greeting.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Cy')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
