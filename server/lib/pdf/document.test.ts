import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PdfWriter } from './document.ts';

const run = promisify(execFile);
const LINES = ['ক্ষমা ন্দ্র শ্রী স্ক্র কর্ম বিকাশ পেশা কৈলাস বোকা কৌতুক', 'রসিদ নং ১২৩ — Receipt No. 123 ৳১,২০০'];

describe('PDF documents', () => {
  it('draws shaped Bengali whose text extracts as the Unicode it was given', async () => {
    const writer = await PdfWriter.create({ title: 'রসিদ', lang: 'bn' });
    let y = 40;
    y = writer.text(LINES[0]!, 40, y, { size: 18 });
    writer.text(LINES[1]!, 40, y, { size: 14, bold: true });
    const pdf = await writer.save();
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    // Subset fonts keep the document small.
    expect(pdf.byteLength).toBeLessThan(60_000);
    const dir = await mkdtemp(join(tmpdir(), 'pdf-'));
    try {
      await writeFile(join(dir, 'doc.pdf'), pdf);
      const { stdout } = await run('pdftotext', [join(dir, 'doc.pdf'), '-']);
      for (const line of LINES) expect(stdout).toContain(line);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
