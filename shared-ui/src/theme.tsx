// The one theme of the composed site. SPEC section 1: the theme is always dark,
// so there is no light palette and no toggle to honour. System fonts only: the
// site fetches nothing from another host (ARCHITECTURE, "No external host").
import { createGlobalStyle } from 'styled-components';
import { MOBILE_BREAKPOINT_PX } from '@marketplace/shared-api/constants';

const breakpoints = {
  /** SPEC: "screens 768px wide or less" get the mobile layout. */
  mobile: MOBILE_BREAKPOINT_PX,
  tablet: 1024,
  desktop: 1280,
};

export const darkTheme = {
  colors: {
    background: '#0b0f17',
    surface: '#111827',
    surfaceRaised: '#1f2937',
    surfaceHover: '#273244',
    border: '#374151',
    text: '#f3f4f6',
    textMuted: '#9ca3af',
    // White on this blue is 5.2:1, enough for normal-size button text (WCAG AA).
    primary: '#2563eb',
    primaryHover: '#1d4ed8',
    onPrimary: '#ffffff',
    danger: '#dc2626',
    dangerHover: '#b91c1c',
    dangerText: '#fca5a5',
    success: '#16a34a',
    successText: '#86efac',
    warning: '#d97706',
    warningText: '#fcd34d',
    info: '#0284c7',
    infoText: '#7dd3fc',
    link: '#93c5fd',
    focusRing: '#93c5fd',
    overlay: 'rgba(3, 7, 18, 0.75)',
  },
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    8: '2rem',
    10: '2.5rem',
    12: '3rem',
    16: '4rem',
  },
  radii: { sm: '0.25rem', md: '0.5rem', lg: '0.75rem', xl: '1rem', full: '9999px' },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
  },
  fontWeights: { normal: 400, medium: 500, semibold: 600, bold: 700 },
  /** Widths of the Tailwind scale the SPEC speaks in ("Modal max width is 6xl"). */
  maxWidths: {
    sm: '24rem',
    md: '28rem',
    lg: '32rem',
    xl: '36rem',
    '2xl': '42rem',
    '3xl': '48rem',
    '4xl': '56rem',
    '5xl': '64rem',
    '6xl': '72rem',
  },
  breakpoints,
  media: {
    mobile: `@media (max-width: ${breakpoints.mobile}px)`,
    aboveMobile: `@media (min-width: ${breakpoints.mobile + 1}px)`,
    tablet: `@media (min-width: ${breakpoints.tablet}px)`,
    desktop: `@media (min-width: ${breakpoints.desktop}px)`,
  },
  shadows: {
    md: '0 4px 12px rgba(0, 0, 0, 0.4)',
    lg: '0 20px 48px rgba(0, 0, 0, 0.55)',
  },
  /** Toasts sit above modals so a toast raised by a dialog's action stays visible. */
  zIndices: { dropdown: 900, modal: 1000, toast: 1100 },
  transitions: { fast: '120ms ease-out', normal: '200ms ease-out' },
};

export type AppTheme = typeof darkTheme;
export type ModalWidth = keyof AppTheme['maxWidths'];

declare module 'styled-components' {
  // Typed `props.theme` in every styled component of every app.
  export interface DefaultTheme extends AppTheme {}
}

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    color-scheme: dark;
    background: ${({ theme }) => theme.colors.background};
    -webkit-text-size-adjust: 100%;
    /* Keeps the layout from jumping when a modal locks the page scroll. */
    scrollbar-gutter: stable;
  }

  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4, h5, h6 {
    line-height: 1.25;
  }

  img, video {
    max-width: 100%;
    height: auto;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  a {
    color: ${({ theme }) => theme.colors.link};
  }

  ::selection {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  /* Keyboard users get a ring on every control; mouse clicks do not leave one behind. */
  :focus:not(:focus-visible) {
    outline: none;
  }

  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  [hidden] {
    display: none !important;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
