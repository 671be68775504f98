// Everything the UI kit needs above it: the dark theme, the global styles and the
// toast host. The shell renders it once at the root; tests wrap screens in it.
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, darkTheme } from '@marketplace/shared-ui/theme';
import { ToastProvider } from '@marketplace/shared-ui/toast';

export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={darkTheme}>
      <GlobalStyle />
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}
