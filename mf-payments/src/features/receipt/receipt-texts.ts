// What the printable receipt says while it loads, when it cannot be read, and for a booking not paid yet.
export const RECEIPT_TEXTS = {
  loading: 'Loading the receipt',
  loadFailed: 'Could not load the receipt',
  noLines: 'No payment has been made for this booking yet.',
  clientsOnly: 'Receipts are for the client who paid',
  assistantsEarnings: 'You are the assistant of this booking: what you earn from it is in your earnings statement.',
} as const;

export const LINE_KIND_LABELS = { payment: 'Payment', refund: 'Refund' } as const;
