// Renders a component inside the UI kit's providers (theme, global styles,
// toasts) and hands back a userEvent instance. Screen tests that also need the
// store or a router wrap their own providers around the same UiProvider.
import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import { UiProvider } from '@marketplace/shared-ui/ui-provider';

export function renderWithUi(ui: ReactElement, { user: userOptions, ...options }: RenderOptions & { user?: UserEventOptions } = {}) {
  const user = userEvent.setup(userOptions);
  return { user, ...render(ui, { wrapper: UiProvider, ...options }) };
}
