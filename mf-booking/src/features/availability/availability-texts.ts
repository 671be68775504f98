// What the Availability page says on its own (the sections' labels sit beside their fields).
export const AVAILABILITY_TEXTS = {
  title: 'Availability',
  saved: 'Availability saved',
  saveFailed: 'Could not save your availability. Please try again.',
  loadFailed: 'Could not load your availability',
  assistantsOnly: 'Only assistants set their availability.',
  readFailed: 'Could not read the calendar. Please try again.',
} as const;
