// A wallet's mobile number as a person checks it without showing it whole, as the
// Earnings page and a payout read it: '09171234567' -> '0917 ••• 4567'. A number in
// another form (one the server already masked) is shown as it is.
const WHOLE_NUMBER = /^(\d{4})\d{3}(\d{4})$/;

export function maskMobileNumber(number: string): string {
  const parts = WHOLE_NUMBER.exec(number);
  return parts ? `${parts[1]} ••• ${parts[2]}` : number;
}
