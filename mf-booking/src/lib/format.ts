// Rates as the booking screens show them (SPEC section 9: pesos for assistant rates).
import { formatPesos } from '@marketplace/shared-api/format';

/** '₱1,250/hour' */
export const pesosPerHour = (rate: number) => `${formatPesos(rate)}/hour`;
