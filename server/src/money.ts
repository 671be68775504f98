// Money in one place. The database keeps integer hundredths (centavos for
// pesos, cents for the dollar rates of projects, SPEC section 9). The routes of
// SPEC's contract take and answer pesos (a booking's price, a salary rate);
// the money beyond it (earnings, payouts, finance, an assistant's share) is
// answered in centavos, in fields that say so (…Centavos). Conversions happen only in response mappers and on the way
// in, so no arithmetic ever runs on fractional amounts.
const MINOR_UNITS_PER_UNIT = 100;

const toUnits = (minor: number): number => minor / MINOR_UNITS_PER_UNIT;
const toMinorUnits = (units: number): number => Math.round(units * MINOR_UNITS_PER_UNIT);

export const centavosToPesos = toUnits;
export const pesosToCentavos = toMinorUnits;

/** Project (listing) rates are dollars, stored in cents. */
export const centsToDollars = toUnits;
export const dollarsToCents = toMinorUnits;

/** '₱5,000.00' or '₱1,250.50': pesos in messages and notifications, written as every screen writes them. */
export { formatCentavos, formatPesos } from '@marketplace/shared-api/format';
