// Values every remote shows the same way: a person's name and an amount in pesos
// (SPEC section 9: prices and assistant rates are pesos).
const pesos = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** '₱5,000' */
export const formatPesos = (amount: number) => `₱${pesos.format(amount)}`;

/** 'Maria Santos', or the username when both names are blank. */
export function fullName(person: { firstName?: string | null; lastName?: string | null; username?: string | null }): string {
  const name = [person.firstName, person.lastName].filter((part) => part && part.trim()).join(' ');
  return name || person.username || 'Unnamed user';
}
