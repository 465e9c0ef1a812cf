import {
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFString,
  beginText,
  endText,
  setFillingRgbColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  rgb,
  type PDFPage,
} from 'pdf-lib';
import { FACE_KEYS, loadFonts, type FaceKey, type Fonts, type LoadedFace } from './fonts.ts';
import { subsetFont } from './subset.ts';

/**
 * Documents (receipts, certificates) in Bengali and English, shaped by HarfBuzz and written by pdf-lib
 * (decision 0080). pdf-lib's own text drawing goes through fontkit, which breaks Bengali conjuncts (ন্দ্র, স্ক্র)
 * and reorders pre-base vowel signs; here HarfBuzz shapes every word with the whole font, the page draws the glyph
 * ids it chose through an Identity-H Type 0 font, and at save each font is cut to the glyphs drawn. Each line
 * carries its text as ActualText, so copying or extracting gives back the Unicode text, not the glyphs' order.
 * Coordinates are in points from the page's top-left corner.
 */
export type Rgb = [number, number, number];

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: Rgb;
}

export interface TextBox extends TextStyle {
  /** Wrap at spaces within this width; without it the text is one line (line breaks still count). */
  width?: number;
  align?: 'left' | 'center' | 'right';
  /** Line height as a multiple of the size. */
  lineHeight?: number;
}

interface PlacedGlyph {
  face: FaceKey;
  id: number;
  x: number;
  y: number;
}

interface ShapedLine {
  glyphs: PlacedGlyph[];
  width: number;
}

const A4: [number, number] = [595.28, 841.89];
// Bengali letters, the danda, the dotted circle, and the joiners (which take the script of the run they sit in).
const isBengali = (ch: string) => {
  const code = ch.codePointAt(0)!;
  return (
    (code >= 0x0980 && code <= 0x09ff) ||
    code === 0x200c ||
    code === 0x200d ||
    code === 0x0964 ||
    code === 0x0965 ||
    code === 0x25cc
  );
};

interface GlyphUse {
  advance: number;
  text?: string;
}

/** A4 turned on its side (certificates). */
export const A4_LANDSCAPE: [number, number] = [A4[1], A4[0]];

export class PdfWriter {
  readonly width: number;
  readonly height: number;
  private readonly pages: PDFPage[] = [];
  private readonly used = new Map<FaceKey, Map<number, GlyphUse>>();

  private constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
    private readonly size: [number, number],
  ) {
    [this.width, this.height] = size;
    this.addPage();
  }

  static async create(meta: {
    title: string;
    lang: 'bn' | 'en';
    author?: string;
    /** The page's width and height in points; A4 portrait when left out. */
    size?: [number, number];
  }): Promise<PdfWriter> {
    const [pdf, fonts] = await Promise.all([PDFDocument.create(), loadFonts()]);
    pdf.setTitle(meta.title);
    pdf.setLanguage(meta.lang === 'bn' ? 'bn-BD' : 'en');
    if (meta.author) pdf.setAuthor(meta.author);
    pdf.setProducer('Pathshala');
    pdf.setCreator('Pathshala');
    return new PdfWriter(pdf, fonts, meta.size ?? A4);
  }

  addPage(): void {
    this.pages.push(this.pdf.addPage(this.size));
  }

  /** Draws a PNG or JPEG image into the box whose top-left corner is at (x, y). */
  async image(bytes: Uint8Array, x: number, y: number, w: number, h: number): Promise<void> {
    const image = await this.embed(bytes);
    this.page.drawImage(image, { x, y: this.height - y - h, width: w, height: h });
  }

  /** Draws a PNG or JPEG as large as fits the box without distorting it, centred in the box. */
  async imageWithin(bytes: Uint8Array, x: number, y: number, w: number, h: number): Promise<void> {
    const image = await this.embed(bytes);
    const scale = Math.min(w / image.width, h / image.height);
    const [dw, dh] = [image.width * scale, image.height * scale];
    const [dx, dy] = [x + (w - dw) / 2, y + (h - dh) / 2];
    this.page.drawImage(image, { x: dx, y: this.height - dy - dh, width: dw, height: dh });
  }

  private embed(bytes: Uint8Array) {
    const isPng = bytes[0] === 0x89 && bytes[1] === 0x50;
    return isPng ? this.pdf.embedPng(bytes) : this.pdf.embedJpg(bytes);
  }

  /** Fills an SVG path (its own coordinates, y down) scaled and placed with its origin at (x, y). */
  path(d: string, x: number, y: number, options: { scale?: number; fill: Rgb }): void {
    this.page.drawSvgPath(d, { x, y: this.height - y, scale: options.scale ?? 1, color: rgb(...options.fill) });
  }

  private get page(): PDFPage {
    return this.pages[this.pages.length - 1]!;
  }

  /** The width of `text` on one line, in points. */
  measure(text: string, style: TextStyle = {}): number {
    return this.shapeLine(text, style).width;
  }

  /** Draws text with its top at `y`; answers the y just below its last line. */
  text(text: string, x: number, y: number, box: TextBox = {}): number {
    const size = box.size ?? 11;
    const lineHeight = size * (box.lineHeight ?? 1.45);
    const lines = text.split('\n').flatMap((paragraph) => this.wrap(paragraph, box));
    let top = y;
    for (const line of lines) {
      const shaped = this.shapeLine(line, box);
      let left = x;
      if (box.width !== undefined && box.align === 'center') left = x + (box.width - shaped.width) / 2;
      if (box.width !== undefined && box.align === 'right') left = x + box.width - shaped.width;
      // The baseline sits where the font's ascender, scaled to the line, puts it.
      const baseline = top + (lineHeight - size) / 2 + size * 0.95;
      this.drawLine(line, shaped, left, baseline, box);
      top += lineHeight;
    }
    return top;
  }

  /** The lines `text` wraps into at `box.width`. */
  wrap(text: string, box: TextBox = {}): string[] {
    if (box.width === undefined) return [text];
    const words = text.split(' ');
    const lines: string[] = [];
    let current = '';
    for (const word of words) {
      const candidate = current === '' ? word : `${current} ${word}`;
      if (current !== '' && this.measure(candidate, box) > box.width) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    lines.push(current);
    return lines;
  }

  rule(x1: number, y: number, x2: number, options: { color?: Rgb; thickness?: number } = {}): void {
    this.page.drawLine({
      start: { x: x1, y: this.height - y },
      end: { x: x2, y: this.height - y },
      thickness: options.thickness ?? 0.75,
      color: rgb(...(options.color ?? [0.8, 0.8, 0.8])),
    });
  }

  rect(x: number, y: number, w: number, h: number, options: { fill?: Rgb; stroke?: Rgb }): void {
    this.page.drawRectangle({
      x,
      y: this.height - y - h,
      width: w,
      height: h,
      ...(options.fill ? { color: rgb(...options.fill) } : {}),
      ...(options.stroke ? { borderColor: rgb(...options.stroke), borderWidth: 0.75 } : {}),
    });
  }

  /** Bengali runs take the Bengali face, everything else the Latin one; spaces join the run before them. */
  private runs(text: string): Array<{ script: 'bn' | 'latin'; start: number; end: number }> {
    const runs: Array<{ script: 'bn' | 'latin'; start: number; end: number }> = [];
    for (let i = 0; i < text.length; i += 1) {
      const ch = text[i]!;
      const last = runs[runs.length - 1];
      const script = isBengali(ch) ? 'bn' : ch === ' ' && last ? last.script : 'latin';
      if (last && last.script === script) last.end = i + 1;
      else runs.push({ script, start: i, end: i + 1 });
    }
    return runs;
  }

  private shapeLine(text: string, style: TextStyle): ShapedLine {
    const { hb, faces } = this.fonts;
    const size = style.size ?? 11;
    const weight = style.bold ? '700' : '400';
    const glyphs: PlacedGlyph[] = [];
    let pen = 0;
    for (const run of this.runs(text)) {
      const face: LoadedFace = faces[`${run.script}-${weight}`];
      const scale = size / face.upem;
      const buffer = new hb.Buffer();
      buffer.addText(text, run.start, run.end - run.start);
      buffer.guessSegmentProperties();
      hb.shape(face.font, buffer);
      const infos = buffer.getGlyphInfos();
      const positions = buffer.getGlyphPositions();
      const used = this.usedOf(face.key);
      infos.forEach((info, i) => {
        const position = positions[i]!;
        glyphs.push({
          face: face.key,
          id: info.codepoint,
          x: pen + position.xOffset * scale,
          y: position.yOffset * scale,
        });
        pen += position.xAdvance * scale;
        if (!used.has(info.codepoint)) {
          // ToUnicode for viewers that ignore ActualText: a cluster's first glyph stands for its text.
          const first = infos.findIndex((other) => other.cluster === info.cluster) === i;
          const next = infos
            .map((other) => other.cluster)
            .filter((cluster) => cluster > info.cluster)
            .reduce((min, cluster) => Math.min(min, cluster), run.end);
          used.set(info.codepoint, {
            advance: face.font.glyphHAdvance(info.codepoint),
            ...(first ? { text: text.slice(info.cluster, next) } : {}),
          });
        }
      });
    }
    return { glyphs, width: pen };
  }

  private usedOf(face: FaceKey): Map<number, GlyphUse> {
    let used = this.used.get(face);
    if (!used) {
      used = new Map([[0, { advance: this.fonts.faces[face].font.glyphHAdvance(0) }]]);
      this.used.set(face, used);
    }
    return used;
  }

  private drawLine(text: string, line: ShapedLine, x: number, baseline: number, style: TextStyle): void {
    if (line.glyphs.length === 0) return;
    const size = style.size ?? 11;
    const color = style.color ?? [0.1, 0.1, 0.12];
    const context = this.pdf.context;
    const operators: PDFOperator[] = [
      // pdf-lib's operand type leaves out dictionaries, though it writes them inline: BDC takes one here.
      PDFOperator.of('BDC' as never, [
        PDFName.of('Span'),
        context.obj({ ActualText: PDFHexString.fromText(text) }) as unknown as PDFName,
      ]),
      beginText(),
      setFillingRgbColor(...color),
    ];
    let current: FaceKey | undefined;
    for (const glyph of line.glyphs) {
      if (glyph.face !== current) {
        operators.push(setFontAndSize(fontName(glyph.face), size));
        current = glyph.face;
      }
      operators.push(
        setTextMatrix(1, 0, 0, 1, x + glyph.x, this.height - baseline + glyph.y),
        showText(PDFHexString.of(glyph.id.toString(16).padStart(4, '0'))),
      );
    }
    operators.push(endText(), PDFOperator.of('EMC' as never));
    this.page.pushOperators(...operators);
  }

  /** Embeds each font used, cut to its glyphs, and answers the file. */
  async save(): Promise<Uint8Array> {
    const context = this.pdf.context;
    for (const key of FACE_KEYS) {
      const used = this.used.get(key);
      if (!used) continue;
      const face = this.fonts.faces[key];
      const perMille = (value: number) => Math.round((value * 1000) / face.upem);
      const ids = [...used.keys()].sort((a, b) => a - b);
      const sfnt = await subsetFont(face.sfnt, ids);
      const baseFont = `${SUBSET_TAGS[key]}+NotoSansBengali-${key.endsWith('700') ? 'Bold' : 'Regular'}`;
      const fontFile = context.register(context.flateStream(sfnt, { Length1: sfnt.byteLength }));
      const descriptor = context.register(
        context.obj({
          Type: 'FontDescriptor',
          FontName: baseFont,
          Flags: 32,
          FontBBox: face.bbox.map(perMille),
          ItalicAngle: 0,
          Ascent: perMille(face.ascender),
          Descent: perMille(face.descender),
          CapHeight: perMille(face.ascender * 0.7),
          StemV: key.endsWith('700') ? 120 : 80,
          FontFile2: fontFile,
        }),
      );
      const widths = ids.flatMap((id) => [id, [perMille(used.get(id)!.advance)]]);
      const cidFont = context.register(
        context.obj({
          Type: 'Font',
          Subtype: 'CIDFontType2',
          BaseFont: baseFont,
          CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
          FontDescriptor: descriptor,
          W: widths,
          CIDToGIDMap: 'Identity',
        }),
      );
      const toUnicode = context.register(context.flateStream(toUnicodeCMap(used)));
      const type0 = context.register(
        context.obj({
          Type: 'Font',
          Subtype: 'Type0',
          BaseFont: baseFont,
          Encoding: 'Identity-H',
          DescendantFonts: [cidFont],
          ToUnicode: toUnicode,
        }),
      );
      for (const page of this.pages) page.node.setFontDictionary(PDFName.of(fontName(key)), type0);
    }
    return this.pdf.save({ useObjectStreams: true });
  }
}

const fontName = (face: FaceKey) => `F-${face}`;

/** The six capitals PDF asks of a subset font's name, one fixed set per face. */
const SUBSET_TAGS: Record<FaceKey, string> = {
  'bn-400': 'PSBNRG',
  'bn-700': 'PSBNBD',
  'latin-400': 'PSLTRG',
  'latin-700': 'PSLTBD',
};

const utf16Hex = (text: string) =>
  [...text]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if (code < 0x10000) return code.toString(16).padStart(4, '0');
      const high = 0xd800 + ((code - 0x10000) >> 10);
      const low = 0xdc00 + ((code - 0x10000) & 0x3ff);
      return high.toString(16) + low.toString(16);
    })
    .join('');

function toUnicodeCMap(used: Map<number, GlyphUse>): string {
  const entries = [...used].filter(([, use]) => use.text !== undefined && use.text.trim() !== '');
  const chunks: string[] = [];
  // A bfchar block holds at most 100 mappings.
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    chunks.push(
      `${block.length} beginbfchar`,
      ...block.map(([id, use]) => `<${id.toString(16).padStart(4, '0')}> <${utf16Hex(use.text!)}>`),
      'endbfchar',
    );
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...chunks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}
