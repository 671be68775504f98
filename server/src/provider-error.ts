// A money provider's call that failed: a payment's (features/payments) or a
// payout's (features/earnings), whichever API answered.
/** A provider call that failed (network, non-2xx, an answer we cannot read). */
export class ProviderError extends Error {
  override name = 'ProviderError';

  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
