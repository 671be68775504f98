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
