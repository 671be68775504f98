// Money and names as the booking screens show them (SPEC section 9: pesos for
// assistant rates).
const pesos = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** '₱5,000' */
export const formatPesos = (amount: number) => `₱${pesos.format(amount)}`;

/** '₱1,250/hour' */
export const pesosPerHour = (rate: number) => `${formatPesos(rate)}/hour`;

export function fullName(person: { firstName?: string | null; lastName?: string | null; username?: string | null }): string {
  const name = [person.firstName, person.lastName].filter((part) => part && part.trim()).join(' ');
  return name || person.username || 'Unnamed user';
}
