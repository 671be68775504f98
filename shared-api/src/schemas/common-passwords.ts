// Passwords too common to allow (SPEC keeps 8 to 14 characters; this only
// refuses the guessable ones). Compared case-insensitively; any password made
// of one repeated character (aaaaaaaa, eight spaces) or a run of consecutive
// digits or letters (12345678, abcdefgh) is refused too.
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose one that is harder to guess';

const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'qwertyui',
  'qwerty123',
  'qwertyuiop',
  'asdfghjk',
  'zxcvbnm1',
  '1q2w3e4r',
  '1qaz2wsx',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'welcome123',
  'letmein1',
  'admin123',
  'administrator',
  'trustno1',
  'superman',
  'starwars',
  'whatever',
  'dragon123',
  'monkey123',
  'abc12345',
  'abcd1234',
  '11223344',
  '12341234',
  '12121212',
  '123123123',
  '87654321',
  '987654321',
  '9876543210',
]);

const ASCENDING_RUN = '01234567890123456789abcdefghijklmnopqrstuvwxyz';
const DESCENDING_RUN = [...ASCENDING_RUN].reverse().join('');

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  if (new Set(lower).size === 1) return true;
  return ASCENDING_RUN.includes(lower) || DESCENDING_RUN.includes(lower);
}
