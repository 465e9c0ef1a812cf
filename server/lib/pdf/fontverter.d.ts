// fontverter ships no types: the one call used here.
declare module 'fontverter' {
  export function convert(font: Uint8Array, to: 'truetype' | 'woff' | 'woff2' | 'sfnt'): Promise<Uint8Array>;
}
