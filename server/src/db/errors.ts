// Recognising PostgreSQL errors whatever the driver. drizzle wraps driver
// errors (DrizzleQueryError) with the original as `cause`; node-postgres and
// PGlite both expose the SQLSTATE `code` and the `constraint` name.
const UNIQUE_VIOLATION = '23505';

interface PostgresErrorFields {
  code: string;
  constraint?: string;
}

function findPostgresError(error: unknown): PostgresErrorFields | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return null;
}

/** The violated unique constraint or index name, or null when the error is something else. */
export function uniqueViolationConstraint(error: unknown): string | null {
  const found = findPostgresError(error);
  if (!found || found.code !== UNIQUE_VIOLATION) return null;
  return found.constraint ?? '';
}

/** Node socket errors meaning the database could not be reached or the connection broke. */
const UNREACHABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATEs of a server going away: class 08 (connection exception), admin/crash shutdown, cannot connect now. */
const UNAVAILABLE_SQLSTATE = /^(08...|57P01|57P02|57P03)$/;
/** node-postgres reports a dropped connection or a pool that could not connect in time only in the message. */
const UNAVAILABLE_MESSAGE = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * True when the error says the database is unreachable for now (PostgreSQL down,
 * restarting, or the network to it cut), not that the query was wrong. Such a
 * request is answered 503 with Retry-After; the pool reconnects by itself.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof candidate.code === 'string' && (UNREACHABLE_SOCKET_CODES.has(candidate.code) || UNAVAILABLE_SQLSTATE.test(candidate.code))) {
      return true;
    }
    if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGE.test(candidate.message)) return true;
    // Node's happy-eyeballs connect reports an AggregateError of the per-address failures.
    if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = candidate.cause;
  }
  return false;
}
