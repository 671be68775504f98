// A refund the admin types in pesos ('1,250.50', '₱300') as the integer centavos
// the API takes. Exact (no floating point): the whole pesos and up to two decimals.
// Anything else is no amount, which the resolution's schema then asks for.
const PESOS = /^(\d+)(?:\.(\d{1,2}))?$/;

export function pesosToCentavos(text: string): number | undefined {
  const found = PESOS.exec(text.replace(/[₱,\s]/g, ''));
  if (!found) return undefined;
  const [, whole, fraction = ''] = found;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
