// What the printable receipt says while it loads, when it cannot be read, and for a booking not paid yet.
export const RECEIPT_TEXTS = {
  loading: 'Loading the receipt',
  loadFailed: 'Could not load the receipt',
  noLines: 'No payment has been made for this booking yet.',
} as const;

export const LINE_KIND_LABELS = { payment: 'Payment', refund: 'Refund' } as const;
