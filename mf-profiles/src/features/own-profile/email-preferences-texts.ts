// What /profile's email section says.
export const EMAIL_PREFERENCES_TEXTS = {
  title: 'Emails',
  intro: 'Choose which emails we send you. Each email also has a link to stop its kind in one click.',
  legend: 'Send me emails about',
  alwaysOn: 'Always sent',
  loading: 'Loading your email choices',
  loadFailed: 'Could not load your email choices.',
  saved: (label: string, enabled: boolean) => (enabled ? `You will get emails about: ${label}.` : `No more emails about: ${label}.`),
  saveFailed: 'Could not save your email choice. Please try again.',
} as const;
