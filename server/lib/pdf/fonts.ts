import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type * as HarfBuzzModule from 'harfbuzzjs';

/**
 * The faces a document draws with: Noto Sans Bengali (OFL, the web app's own Bengali font), whose Google Fonts
 * release is split by script, so Bengali and Latin text are two files of one design. WOFF on disk (what the
 * package ships), turned into plain TrueType once per process, since HarfBuzz reads sfnt only.
 */
export type FaceKey = 'bn-400' | 'bn-700' | 'latin-400' | 'latin-700';

const FILES: Record<FaceKey, string> = {
  'bn-400': 'noto-sans-bengali-bengali-400-normal.woff',
  'bn-700': 'noto-sans-bengali-bengali-700-normal.woff',
  'latin-400': 'noto-sans-bengali-latin-400-normal.woff',
  'latin-700': 'noto-sans-bengali-latin-700-normal.woff',
};

export const FACE_KEYS = Object.keys(FILES) as FaceKey[];

type HarfBuzz = typeof HarfBuzzModule;

export interface LoadedFace {
  key: FaceKey;
  /** The whole font as TrueType: what a document's subset is cut from. */
  sfnt: Uint8Array;
  font: InstanceType<HarfBuzz['Font']>;
  upem: number;
  ascender: number;
  descender: number;
  /** head.xMin, yMin, xMax, yMax in font units. */
  bbox: [number, number, number, number];
}

export interface Fonts {
  hb: HarfBuzz;
  faces: Record<FaceKey, LoadedFace>;
}

let loaded: Promise<Fonts> | undefined;

/** Loaded by the first document, not with the app: HarfBuzz's WebAssembly need not delay the start. */
export function loadFonts(): Promise<Fonts> {
  loaded ??= (async () => {
    const require = createRequire(import.meta.url);
    const [hb, fontverter] = await Promise.all([import('harfbuzzjs'), import('fontverter')]);
    const entries = await Promise.all(
      FACE_KEYS.map(async (key) => {
        const woff = await readFile(require.resolve(`@fontsource/noto-sans-bengali/files/${FILES[key]}`));
        const sfnt = new Uint8Array(await fontverter.convert(woff, 'truetype'));
        const face = new hb.Face(new hb.Blob(sfnt));
        const font = new hb.Font(face);
        const extents = font.hExtents();
        const head = face.referenceTable('head');
        if (!head) throw new Error(`pdf: ${FILES[key]} has no head table`);
        const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
        const bbox: LoadedFace['bbox'] = [view.getInt16(36), view.getInt16(38), view.getInt16(40), view.getInt16(42)];
        const loadedFace: LoadedFace = {
          key,
          sfnt,
          font,
          upem: face.upem,
          ascender: extents.ascender,
          descender: extents.descender,
          bbox,
        };
        return [key, loadedFace] as const;
      }),
    );
    return { hb, faces: Object.fromEntries(entries) as Record<FaceKey, LoadedFace> };
  })();
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}
