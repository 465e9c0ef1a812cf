import { type Gradient, RICH_TEXT_LIMITS, isFontSize, isGradientAngle, isHexColour } from '#shared/rich-text.ts';

/** A custom size as typed: a whole number of pixels within 8–200, else null. */
export function parseFontSize(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const px = Number(trimmed);
  return isFontSize(px) ? px : null;
}

/** An angle as typed: a whole number of degrees within 0–360, else null. */
export function parseAngle(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const deg = Number(trimmed);
  return isGradientAngle(deg) ? deg : null;
}

/** A hex colour as typed (the # may be left out), upper-cased, else null. */
export function parseHex(text: string): string | null {
  const trimmed = text.trim();
  const value = (trimmed.startsWith('#') ? trimmed : `#${trimmed}`).toUpperCase();
  return isHexColour(value) ? value : null;
}

export const canAddStop = (gradient: Gradient) => gradient.stops.length < RICH_TEXT_LIMITS.stopsMax;
export const canRemoveStop = (gradient: Gradient) => gradient.stops.length > RICH_TEXT_LIMITS.stopsMin;

/** A new stop repeats the last colour, so the preview does not jump. */
export function addStop(gradient: Gradient): Gradient {
  if (!canAddStop(gradient)) return gradient;
  return { ...gradient, stops: [...gradient.stops, gradient.stops.at(-1) ?? '#000000'] };
}

export function removeStop(gradient: Gradient, index: number): Gradient {
  if (!canRemoveStop(gradient)) return gradient;
  return { ...gradient, stops: gradient.stops.filter((_, i) => i !== index) };
}

/** A link the editor accepts: http, https or mailto (the server keeps no other scheme worth linking). */
export function parseLink(text: string): string | null {
  const trimmed = text.trim();
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
