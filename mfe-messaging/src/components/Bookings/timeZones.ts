/** The time zone an invitation starts with: PodBridge's users are mostly in Sweden. */
export const DEFAULT_TIME_ZONE = 'Europe/Stockholm';

let zones: readonly string[] | null = null;

/** Every IANA time zone the browser knows, sorted; the default first when the browser lacks the list. */
export function timeZones(): readonly string[] {
  if (!zones) {
    const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    zones = known.includes(DEFAULT_TIME_ZONE) ? known : [DEFAULT_TIME_ZONE, ...known];
  }
  return zones;
}
