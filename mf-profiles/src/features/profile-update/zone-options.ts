// The time zones a member picks from on /profile/update, as people name them: the city
// and its offset from GMT now ('New York (GMT-5)'), in the order of their names, so a
// key press in the list goes to the city (a native select finds an option by its
// first letters), with the region added where two share a city's name. The browser's
// own zone comes first, as the choice of 'no zone of my own'.
import { zoneCity } from '@marketplace/shared-api/format';

export interface ZoneOption {
  value: string;
  label: string;
}

/** 'GMT-5', 'GMT+5:30', 'GMT' for a zone at an instant. */
export function gmtOffset(zone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(at).find((piece) => piece.type === 'timeZoneName');
  return part?.value ?? 'GMT';
}

/** 'New York (GMT-5)'. */
export function zoneName(zone: string, at: Date): string {
  return `${zoneCity(zone)} (${gmtOffset(zone, at)})`;
}

export function zoneOptions(zones: readonly string[], browserZone: string, at: Date): ZoneOption[] {
  const cities = new Map<string, number>();
  for (const zone of zones) cities.set(zoneCity(zone), (cities.get(zoneCity(zone)) ?? 0) + 1);
  const named = zones.map((zone) => {
    const region = zone.includes('/') ? zone.slice(0, zone.indexOf('/')) : '';
    const city = zoneCity(zone);
    const label = (cities.get(city) ?? 0) > 1 && region ? `${city}, ${region} (${gmtOffset(zone, at)})` : zoneName(zone, at);
    return { value: zone, label };
  });
  named.sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return [{ value: '', label: `Your browser's zone: ${zoneName(browserZone, at)}` }, ...named];
}
