// The platform's fee: a percentage of a booking's price, in whole centavos; the
// rest is the assistant's. A refund in part takes the fee and the assistant's
// share back in the same proportion as they were taken.

/** The fee of a price at a percentage, rounded to the centavo. */
export const platformFeeCentavos = (priceCentavos: number, percent: number): number => Math.round((priceCentavos * percent) / 100);

/** How a refund of part of a paid booking splits between the fee and the assistant's share. */
export function refundSplit(refundCentavos: number, grossCentavos: number, feeCentavos: number): { feeCentavos: number; assistantCentavos: number } {
  const fee = grossCentavos === 0 ? 0 : Math.round((refundCentavos * feeCentavos) / grossCentavos);
  return { feeCentavos: fee, assistantCentavos: refundCentavos - fee };
}
