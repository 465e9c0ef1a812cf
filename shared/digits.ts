/**
 * Numbers typed in Bengali (০–৯) or Latin digits (issue 34: inputs accept both kinds everywhere), with an optional
 * sign and one decimal point. Anything else — grouping commas, exponents, words — is not a number here.
 */
const BENGALI_ZERO = 0x09e6;

export function toLatinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - BENGALI_ZERO));
}

/** Latin digits written as Bengali ones (every other character kept): the one place digits are swapped. */
export function toBengaliDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(BENGALI_ZERO + Number(d)));
}

export function parseDigits(text: string): number | null {
  const latin = toLatinDigits(text.trim()).replace(/^\u2212/, '-');
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(latin)) return null;
  const n = Number(latin);
  return Number.isFinite(n) ? n : null;
}
