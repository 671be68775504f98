// What the printable statement page says while it loads, when there is none, and when it cannot be read.
export const STATEMENT_TEXTS = {
  loading: 'Loading your statement',
  notFound: 'Statement not found',
  notFoundDetail: 'There is no statement of yours for this month.',
  loadFailed: 'Could not load your statement',
  noLines: 'Nothing was earned this month.',
} as const;
