import { screen, waitFor } from '@testing-library/react';
import type { MessageDialogProps } from '@marketplace/shared-api/federation/remote-contract';
import { REMOTE_WIDGET_FIXTURES } from '@marketplace/shared-api/federation/widget-fixtures';
import { renderWithProviders } from '../../../jest/render';
import { WidgetCheckPage } from './widget-check-page';

/** The page's status once the widget's module is in. */
async function check() {
  await waitFor(() => expect(screen.getByRole('status')).not.toHaveAttribute('data-release-check', 'loading'));
  return screen.getByRole('status');
}
const at = (widget: string) => ({ initialEntries: [`/release-check?widget=${encodeURIComponent(widget)}`] });

describe("the release check's widget page", () => {
  it("mounts the widget with the props its host passes, and says it mounted", async () => {
    const received: MessageDialogProps[] = [];
    const Dialog = (props: MessageDialogProps) => {
      received.push(props);
      return props.open ? <div role="dialog">To {props.recipientName}</div> : null;
    };
    renderWithProviders(<WidgetCheckPage />, { ...at('mf_chat/MessageDialog'), remotes: { 'mf_chat/MessageDialog': Dialog } });
    expect(await check()).toHaveAttribute('data-release-check', 'mounted');
    expect(screen.getByRole('dialog')).toHaveTextContent('To Maria Santos');
    expect(received[0]).toEqual(REMOTE_WIDGET_FIXTURES['mf_chat/MessageDialog']);
  });

  it('says so when the widget throws with those props', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = ({ isOpen }: { isOpen?: { now: boolean } }) => <p>{String(isOpen!.now)}</p>;
    renderWithProviders(<WidgetCheckPage />, { ...at('mf_chat/MessageDialog'), remotes: { 'mf_chat/MessageDialog': Broken } });
    const status = await screen.findByText(/Cannot read properties of undefined/);
    expect(status).toHaveAttribute('data-release-check', 'threw');
  });

  it('names no widget outside the contract', async () => {
    renderWithProviders(<WidgetCheckPage />, at('mf_chat/Elsewhere'));
    expect(await check()).toHaveAttribute('data-release-check', 'unknown');
  });
});
