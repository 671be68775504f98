// The server side of a remote's first screens (FirstScreenModule in shared-api's
// remote contract): renders what a remote's screen gives for a page to HTML, with the
// providers its components read (the theme, a store holding the marketplace's
// settings) and styled-components' server stylesheet. Only a remote's server bundle
// (src/first-screens.tsx, built for Node) imports this module, never a browser bundle.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { api } from '@marketplace/shared-api/api/api';
import { configApi, type MarketplaceConfig } from '@marketplace/shared-api/api/config';
import type { FirstScreenRequest, RenderFirstScreen } from '@marketplace/shared-api/federation/remote-contract';
import { makeStore } from '@marketplace/shared-api/store/make-store';
import { darkTheme } from '@marketplace/shared-ui/theme';

/** A screen's first screen for a page: what to render, or null when it has nothing to show (the page answers 404, say). */
export type FirstScreen = (request: FirstScreenRequest) => Promise<ReactNode | null>;

/** styled-components' rehydration markers: the server's CSS goes out as a plain stylesheet (cssText). */
const REHYDRATION_MARKER = /^data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}$/;

/**
 * The CSS a server stylesheet collected, for a <style> element of its own. It carries no
 * rehydration markers: the browser's styled-components never takes it over (it would
 * number its rules into groups that the shell's own prerendered stylesheet numbers too)
 * and injects the same rules itself when the page renders. "</" is escaped ("\/" is
 * "/" to CSS), so no value in it can end the element.
 */
function cssText(sheet: ServerStyleSheet): string {
  return sheet.instance
    .toString()
    .split('/*!sc*/\n')
    .filter((rule) => rule.trim() && !REHYDRATION_MARKER.test(rule.trim()))
    .join('\n')
    .replace(/<\//g, '<\\/');
}

/** The remote's RenderFirstScreen over its screens, by the screen name routes.tsx gives each lazy page. */
export function firstScreenRenderer(screens: Record<string, FirstScreen>): RenderFirstScreen {
  return async (request) => {
    const screen = Object.hasOwn(screens, request.screen) ? screens[request.screen] : undefined;
    const content = screen ? await screen(request) : null;
    if (content === null || content === undefined) return null;
    // Dates read in the marketplace's zone on every screen (use-wall-clock.ts), as the browser will.
    const config = (await request.read('/api/config')) as MarketplaceConfig | null;
    const store = makeStore();
    const sheet = new ServerStyleSheet();
    try {
      if (config) await store.dispatch(configApi.util.upsertQueryData('getConfig', undefined, config));
      const html = renderToString(
        sheet.collectStyles(
          <Provider store={store}>
            <ThemeProvider theme={darkTheme}>{content}</ThemeProvider>
          </Provider>,
        ),
      );
      return { html, css: cssText(sheet) };
    } finally {
      sheet.seal();
      // Clears the cache's removal timers, so nothing keeps this store alive after the render.
      store.dispatch(api.util.resetApiState());
    }
  };
}
