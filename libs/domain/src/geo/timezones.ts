// The IANA timezones the city and country forms offer and the server accepts: one list for the browser and Node.

/** UTC is a zone of its own that `Intl.supportedValuesOf` leaves out. */
const EXTRA_ZONES = ['UTC'];
/** An IANA area/location name (Asia/Ho_Chi_Minh), the only alias form taken besides the listed names. */
const AREA_LOCATION = /^[A-Z][A-Za-z_]+(\/[A-Za-z0-9_+-]+)+$/;

/** Every IANA zone the timezone selector offers: the runtime's list (the same in the browser and Node) plus UTC. */
export function timezoneChoices(): string[] {
  return [...Intl.supportedValuesOf('timeZone'), ...EXTRA_ZONES];
}

/**
 * True for a zone the selector offers, or an IANA name of one of them that the runtime lists under an older alias
 * (Asia/Ho_Chi_Minh is listed as Asia/Saigon). Abbreviations (EST), offsets (Etc/GMT+5) and unknown names are refused.
 */
export function isIanaTimezone(value: string): boolean {
  const choices = timezoneChoices();
  if (choices.includes(value)) return true;
  if (!AREA_LOCATION.test(value)) return false;
  try {
    return choices.includes(new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}

/** The selector's options, with the stored zone first should the runtime list it under another name. */
export function timezoneOptionsWith(current: string): string[] {
  const choices = timezoneChoices();
  return current && !choices.includes(current) ? [current, ...choices] : choices;
}
