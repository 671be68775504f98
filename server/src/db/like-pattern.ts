// User text inside a LIKE pattern: %, _ and the escape character itself must
// match literally, or a search for "50%" or "a_b" would match far too much.
// PostgreSQL's default LIKE escape character is the backslash.
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Trims and collapses runs of spaces, so "maria   santos" finds "Maria Santos". */
export function normalizeSpaces(text: string | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ');
}
