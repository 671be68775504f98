// The limits every password hash of a request passes (passwords.ts), counted in
// the one store of rate limits (in Redis across processes when there is one):
//   - hashes from one address, on every route that hashes, together
//     (passwordHashesPerIpPerMinute);
//   - failed checks of one signed-in account's password, on every route that
//     checks one, together (passwordFailuresPerAccount in PASSWORD_FAILURE_WINDOW_MS).
// Login's guesses are limited per address and username by its own route limit
// instead: counting them per account would let anyone lock a stranger out.
import type { FastifyInstance } from 'fastify';
import { failureLimit, keyedRateLimit, MINUTE_MS, type AbuseLimits } from '../../plugins/limits';
import type { PasswordLimits } from './passwords';

/** The window in which an account's failed password checks are counted. */
export const PASSWORD_FAILURE_WINDOW_MS = 15 * MINUTE_MS;

export function passwordLimits(app: FastifyInstance, limits: Pick<AbuseLimits, 'passwordHashesPerIpPerMinute' | 'passwordFailuresPerAccount'>): PasswordLimits {
  const hashes = keyedRateLimit(app, { name: 'password-hashes-per-ip', max: limits.passwordHashesPerIpPerMinute, windowMs: MINUTE_MS });
  const failures = failureLimit(app, { name: 'password-failures-per-account', max: limits.passwordFailuresPerAccount, windowMs: PASSWORD_FAILURE_WINDOW_MS });
  return {
    hashFrom: hashes,
    assertMayGuess: failures.assertMayTry,
    guessFailed: failures.failed,
  };
}
