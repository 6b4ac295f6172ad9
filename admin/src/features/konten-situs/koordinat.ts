import { KOORDINAT_MESSAGE, LATITUDE_MESSAGE, LONGITUDE_MESSAGE } from '@gkj/contract/errors';

/** A church's position as the form edits it: two texts, so a half-typed number stays as typed. */
export interface KoordinatText {
  latitude: string;
  longitude: string;
}

/** A number in degrees as people type it: a dot or a comma before the decimals, a minus for south or west. */
function degreesOf(text: string): number | undefined {
  const normal = text.trim().replace(/^−/, '-').replace(',', '.');
  return /^-?\d{1,3}(\.\d+)?$/.test(normal) ? Number(normal) : undefined;
}

/**
 * '-7.778412, 111.043987' as a map application copies it: both parts of a pasted pair, or undefined
 * when the text is one number.
 */
export function pastedPair(text: string): KoordinatText | undefined {
  const match = /^\s*(-?\d{1,3}\.\d+)\s*[,;\s]\s*(-?\d{1,3}\.\d+)\s*$/.exec(text.replace(/−/g, '-'));
  return match ? { latitude: match[1], longitude: match[2] } : undefined;
}

export const toText = (degrees: number | null): string => (degrees === null ? '' : String(degrees));

/** What the API takes: both numbers or both null. */
export function koordinatValues(text: KoordinatText): { latitude: number | null; longitude: number | null } {
  const latitude = degreesOf(text.latitude);
  const longitude = degreesOf(text.longitude);
  if (latitude === undefined || longitude === undefined) return { latitude: null, longitude: null };
  return { latitude, longitude };
}

/** The message of each field that is wrong; the same rules as the API's. */
export function koordinatErrors(text: KoordinatText): Partial<Record<keyof KoordinatText, string>> {
  const latitudeBlank = !text.latitude.trim();
  const longitudeBlank = !text.longitude.trim();
  if (latitudeBlank && longitudeBlank) return {};
  if (latitudeBlank) return { latitude: KOORDINAT_MESSAGE };
  if (longitudeBlank) return { longitude: KOORDINAT_MESSAGE };
  const latitude = degreesOf(text.latitude);
  const longitude = degreesOf(text.longitude);
  return {
    latitude: latitude === undefined || Math.abs(latitude) > 90 ? LATITUDE_MESSAGE : undefined,
    longitude: longitude === undefined || Math.abs(longitude) > 180 ? LONGITUDE_MESSAGE : undefined,
  };
}
