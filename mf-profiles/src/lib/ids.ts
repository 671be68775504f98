// Every id the API hands out is a UUID (shared-api schemas validate them as such).
// A path segment that is not one cannot name a user or a listing, so the screens
// answer "not found" without a request: /:id also catches stray paths like /foo.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isId(value: string | undefined): value is string {
  return typeof value === 'string' && UUID.test(value);
}
