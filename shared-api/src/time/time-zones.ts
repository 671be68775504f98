// The zones a user may save as theirs (/profile/update): the IANA zones this
// runtime's Intl knows, the same list the server checks a saved zone against.

let zones: readonly string[] | undefined;
let known: ReadonlySet<string> | undefined;

/** Every zone Intl supports, 'Africa/Abidjan' to 'Pacific/Wallis'; listed once, when first asked for. */
export function supportedTimeZones(): readonly string[] {
  return (zones ??= Intl.supportedValuesOf('timeZone'));
}

export function isSupportedTimeZone(zone: string): boolean {
  return (known ??= new Set(supportedTimeZones())).has(zone);
}
