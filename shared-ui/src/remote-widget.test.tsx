import { screen } from '@testing-library/react';
import { setRemoteModuleLoader } from '@marketplace/shared-api/federation/remote-loader';
import { RemoteWidget } from './remote-widget';
import { renderWithUi } from '../../jest/render';

function Greeting({ consultantName }: { consultantName: string }) {
  return <p>Hello {consultantName}</p>;
}

const widgetProps = (name: string) => ({ consultantId: 'c-1', consultantName: name });

describe('RemoteWidget', () => {
  afterEach(() => setRemoteModuleLoader(() => Promise.reject(new Error('no remotes')), []));

  it('renders nothing, and loads nothing, while the manifest does not list the module', () => {
    const loader = jest.fn(() => Promise.resolve({ default: Greeting }));
    setRemoteModuleLoader(loader as never, ['mf_other/Thing']);
    const { container } = renderWithUi(<RemoteWidget id="mf_booking/BookingWidget" props={widgetProps('Ana')} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  });

  it("renders the module's default export with the props", async () => {
    setRemoteModuleLoader((() => Promise.resolve({ default: Greeting })) as never, ['mf_booking/BookingWidget']);
    renderWithUi(<RemoteWidget id="mf_booking/BookingWidget" props={widgetProps('Ana')} label="the greeting" />);
    expect(screen.getByRole('status', { name: 'Loading the greeting' })).toBeInTheDocument();
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
  });

  it('takes the export named after the module when there is no default', async () => {
    const Totals = () => <p>Totals</p>;
    setRemoteModuleLoader((() => Promise.resolve({ BookingTotals: Totals })) as never, ['mf_booking/BookingTotals']);
    renderWithUi(<RemoteWidget id="mf_booking/BookingTotals" props={{}} />);
    expect(await screen.findByText('Totals')).toBeInTheDocument();
  });

  it('shows a short inline error when loading fails, and tries again on request', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Dialog = ({ recipientName }: { recipientName: string }) => <p>Hello {recipientName}</p>;
    let attempts = 0;
    setRemoteModuleLoader(
      (() => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Dialog }))) as never,
      ['mf_chat/MessageDialog'],
    );
    const props = { recipientId: 'r-1', recipientName: 'Cy', open: true, onClose: () => undefined };
    const { user } = renderWithUi(<RemoteWidget id="mf_chat/MessageDialog" props={props} label="the greeting" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the greeting.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Cy')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
