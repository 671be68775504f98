import { maskMobileNumber } from './mobile-number';

describe('maskMobileNumber', () => {
  it('keeps the first four and last four digits of a wallet number', () => {
    expect(maskMobileNumber('09171234567')).toBe('0917 ••• 4567');
  });

  it('leaves a number already masked, or in any other form, as it is', () => {
    expect(maskMobileNumber('0917 ••• 4567')).toBe('0917 ••• 4567');
    expect(maskMobileNumber('+639171234567')).toBe('+639171234567');
  });
});
