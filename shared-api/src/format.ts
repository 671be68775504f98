// Values every remote shows the same way: a person's name and an amount in pesos
// (SPEC section 9: prices and assistant rates are pesos, project rates dollars).
const pesos = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** '₱5,000' */
export const formatPesos = (amount: number) => `₱${pesos.format(amount)}`;

/** An assistant's hourly rate, the one form on every screen (SPEC section 9: a peso sign, per hour): '₱1,250/hr'. */
export const pesosPerHour = (rate: number) => `${formatPesos(rate)}/hr`;

/** A project's (a listing's) rate per hour, in dollars (SPEC section 9): '$25/hr'. */
export const dollarsPerHour = (rate: number) => `$${pesos.format(rate)}/hr`;

/** 'Maria Santos', or the username when both names are blank. */
export function fullName(person: { firstName?: string | null; lastName?: string | null; username?: string | null }): string {
  const name = [person.firstName, person.lastName].filter((part) => part && part.trim()).join(' ');
  return name || person.username || 'Unnamed user';
}
