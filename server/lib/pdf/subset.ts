import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Cuts a font down to the glyphs a document uses with HarfBuzz's own subsetter (the hb-subset build harfbuzzjs
 * ships), keeping glyph ids as they are: the text was shaped with the whole font, so its glyph ids stand in the
 * page's content. GSUB/GPOS are dropped, since a PDF draws glyphs already shaped.
 */
interface SubsetExports {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(ptr: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

const HB_MEMORY_MODE_READONLY = 1;
const HB_SUBSET_SETS_DROP_TABLE_TAG = 3;
const HB_SUBSET_FLAGS_NO_HINTING = 0x1;
const HB_SUBSET_FLAGS_RETAIN_GIDS = 0x2;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;
const DROPPED_TABLES = ['GSUB', 'GPOS', 'GDEF', 'DSIG'];

const tag = (name: string) => [...name].reduce((sum, ch) => sum * 256 + ch.charCodeAt(0), 0);

let instance: Promise<SubsetExports> | undefined;
function subsetter(): Promise<SubsetExports> {
  instance ??= (async () => {
    const wasm = await readFile(createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'));
    const { instance: created } = await WebAssembly.instantiate(wasm);
    const exports = created.exports as unknown as SubsetExports;
    exports._initialize();
    return exports;
  })();
  return instance;
}

/** One face per font, kept in the subsetter's memory: each document only adds its glyph set. */
const faces = new Map<Uint8Array, number>();

export async function subsetFont(sfnt: Uint8Array, glyphIds: Iterable<number>): Promise<Uint8Array> {
  const hb = await subsetter();
  let face = faces.get(sfnt);
  if (face === undefined) {
    const ptr = hb.malloc(sfnt.byteLength);
    new Uint8Array(hb.memory.buffer).set(sfnt, ptr);
    const blob = hb.hb_blob_create(ptr, sfnt.byteLength, HB_MEMORY_MODE_READONLY, 0, 0);
    face = hb.hb_face_create(blob, 0);
    hb.hb_blob_destroy(blob);
    faces.set(sfnt, face);
  }
  const input = hb.hb_subset_input_create_or_fail();
  if (input === 0) throw new Error('pdf: hb_subset_input_create_or_fail failed');
  try {
    const glyphs = hb.hb_subset_input_glyph_set(input);
    for (const id of glyphIds) hb.hb_set_add(glyphs, id);
    // No code points: the page names glyphs by id, and its text comes from ToUnicode / ActualText.
    const dropped = hb.hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG);
    for (const name of DROPPED_TABLES) hb.hb_set_add(dropped, tag(name));
    hb.hb_subset_input_set_flags(
      input,
      hb.hb_subset_input_get_flags(input) |
        HB_SUBSET_FLAGS_NO_HINTING |
        HB_SUBSET_FLAGS_RETAIN_GIDS |
        HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE,
    );
    const subset = hb.hb_subset_or_fail(face, input);
    if (subset === 0) throw new Error('pdf: hb_subset_or_fail failed');
    const blob = hb.hb_face_reference_blob(subset);
    try {
      const data = hb.hb_blob_get_data(blob, 0);
      const length = hb.hb_blob_get_length(blob);
      return new Uint8Array(hb.memory.buffer, data, length).slice();
    } finally {
      hb.hb_blob_destroy(blob);
      hb.hb_face_destroy(subset);
    }
  } finally {
    hb.hb_subset_input_destroy(input);
  }
}
