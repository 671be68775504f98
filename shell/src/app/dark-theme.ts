import { STORAGE_KEYS } from '@marketplace/shared-api/constants';

/** SPEC section 1: the theme is always dark; the class goes on the root and the preference is stored as true. */
export function applyDarkTheme(): void {
  document.documentElement.classList.add('dark');
  window.localStorage.setItem(STORAGE_KEYS.darkMode, JSON.stringify(true));
}
