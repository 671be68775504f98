// What the printable receipt says while it loads, when it cannot be read, and for a booking not paid yet.
export const RECEIPT_TEXTS = {
  loading: 'Loading the receipt',
  loadFailed: 'Could not load the receipt',
  noLines: 'No payment has been made for this booking yet.',
  clientsOnly: 'Receipts are for the client who paid',
  /** 'December 2026': the month of the session. */
  assistantsEarnings: (month: string) => `You are the assistant of this booking: what you earn from it is in your earnings statement for ${month}.`,
} as const;

export const LINE_KIND_LABELS = { payment: 'Payment', refund: 'Refund' } as const;
