// The server prices every booking (ARCHITECTURE: "a client's price is checked,
// never trusted"): the consultant's hourly rate times the hours, or SPEC's
// fallback price per hour when the consultant has no rate.
import { FALLBACK_PRICE } from '@marketplace/shared-api/constants';
import { HttpError } from '../../http-error';
import { centavosToPesos, formatPesos, pesosToCentavos } from '../../money';

export const PRICE_MISMATCH = (expectedPesos: number, hours: number) =>
  `The price does not match the consultant's rate: ${hours} hours cost ${formatPesos(expectedPesos)}.`;

/** The hourly rate bookings use, in centavos. */
export function hourlyRateCentavos(salaryRateCentavos: number | null): number {
  return salaryRateCentavos ?? pesosToCentavos(FALLBACK_PRICE);
}

export function priceCentavos(rateCentavos: number, hours: number): number {
  return rateCentavos * hours;
}

/** 400 on the price field unless the client's price (pesos) equals the server's, to the centavo. */
export function assertPrice(clientPricePesos: number, expectedCentavos: number, hours: number): void {
  if (pesosToCentavos(clientPricePesos) !== expectedCentavos) {
    throw new HttpError(400, PRICE_MISMATCH(centavosToPesos(expectedCentavos), hours), 'price');
  }
}
