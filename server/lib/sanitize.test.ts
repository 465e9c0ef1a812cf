import { describe, expect, it } from 'vitest';
import { RICH_TEXT_FONTS } from '#shared/rich-text.ts';
import { escapeText, sanitizeRichText } from './sanitize.ts';

describe('sanitizeRichText', () => {
  it('removes script elements and their content', () => {
    expect(sanitizeRichText('<p>Hello<script>alert(1)</script></p><script src="x.js"></script>')).toBe('<p>Hello</p>');
  });

  it('removes on* attributes, iframes, styles elements and images', () => {
    const out = sanitizeRichText(
      '<p onclick="x()" onmouseover="y()">a</p><img src=x onerror="alert(1)"><iframe src="https://evil"></iframe><style>*{}</style>',
    );
    expect(out).toBe('<p>a</p>');
    expect(out).not.toMatch(/on\w+=/i);
  });

  it('drops javascript: and data: links but keeps http, https and mailto', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="mailto:help@pathshala.local">mail</a>')).toBe(
      '<a href="mailto:help@pathshala.local">mail</a>',
    );
  });

  it('gives links opening a new tab rel="noopener noreferrer"', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps what the rich-text editor produces: headings, lists, marks, links, fonts, sizes, colours, gradients', () => {
    const html =
      '<h2>শিরোনাম</h2><h3>Sub</h3><h4>Small</h4><p><span style="font-size:18px;font-family:\'Hind Siliguri\', sans-serif;color:#10B981">বাংলা</span>' +
      '<span style="background-image:linear-gradient(90deg, #FF0000, #0000FF);-webkit-background-clip:text;background-clip:text;-webkit-text-fill-color:transparent">grad</span><br />line</p>' +
      '<ul><li><p><strong>b</strong> <em>i</em> <u>u</u></p></li></ul><ol start="3"><li><p>three</p></li></ol>' +
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps a span exactly as the editor writes it (spaces after colons and semicolons)', () => {
    const written =
      "<p><span style=\"font-family: 'Hind Siliguri', sans-serif; font-size: 36px; color: #EF4444; " +
      'background-image: linear-gradient(90deg, #3B82F6, #EC4899); -webkit-background-clip: text; ' +
      'background-clip: text; -webkit-text-fill-color: transparent">Hello</span></p>';
    expect(sanitizeRichText(written)).toBe(
      "<p><span style=\"font-family:'Hind Siliguri', sans-serif;font-size:36px;color:#EF4444;" +
        'background-image:linear-gradient(90deg, #3B82F6, #EC4899);-webkit-background-clip:text;' +
        'background-clip:text;-webkit-text-fill-color:transparent">Hello</span></p>',
    );
  });

  it('keeps every listed font, with either quotes, and sizes at both ends of 8–200 px', () => {
    for (const font of RICH_TEXT_FONTS) {
      const html = `<p><span style="font-family:'${font.family}', ${font.fallback}">x</span></p>`;
      expect(sanitizeRichText(html)).toBe(html);
    }
    expect(sanitizeRichText('<p><span style=\'font-family:"Tiro Bangla", serif\'>x</span></p>')).toBe(
      '<p><span style="font-family:&quot;Tiro Bangla&quot;, serif">x</span></p>',
    );
    for (const size of ['8px', '14px', '100px', '200px']) {
      expect(sanitizeRichText(`<p><span style="font-size:${size}">x</span></p>`)).toBe(
        `<p><span style="font-size:${size}">x</span></p>`,
      );
    }
  });

  it('keeps gradients of 0 and 360 degrees and of 2 to 8 hex stops', () => {
    const eight = Array.from({ length: 8 }, (_, i) => `#00000${i}`).join(', ');
    for (const value of [
      'linear-gradient(0deg, #000000, #ffffff)',
      'linear-gradient(360deg, #000000, #ffffff)',
      `linear-gradient(45deg, ${eight})`,
    ]) {
      const html = `<p><span style="background-image:${value};-webkit-background-clip:text;background-clip:text;-webkit-text-fill-color:transparent">x</span></p>`;
      expect(sanitizeRichText(html)).toBe(html);
    }
  });

  it.each([
    ['a font that is not listed', 'font-family:Comic Sans MS, cursive'],
    ['a listed font with another fallback', "font-family:'Inter', serif"],
    ['a font list smuggling a second family', "font-family:'Inter', sans-serif, url(x)"],
    ['a size below 8 px', 'font-size:7px'],
    ['a size above 200 px', 'font-size:201px'],
    ['a size in em', 'font-size:2em'],
    ['a fractional size', 'font-size:12.5px'],
    ['a named colour', 'color:red'],
    ['a short hex colour', 'color:#fff'],
    ['an rgb colour', 'color:rgb(1, 2, 3)'],
    ['a hex colour with alpha', 'color:#10B98180'],
    ['an angle above 360', 'background-image:linear-gradient(361deg, #000000, #ffffff)'],
    ['a negative angle', 'background-image:linear-gradient(-90deg, #000000, #ffffff)'],
    ['an angle in turns', 'background-image:linear-gradient(0.25turn, #000000, #ffffff)'],
    ['one stop', 'background-image:linear-gradient(90deg, #000000)'],
    ['nine stops', `background-image:linear-gradient(90deg, ${Array(9).fill('#000000').join(', ')})`],
    ['a stop with a position', 'background-image:linear-gradient(90deg, #000000 0%, #ffffff 100%)'],
    ['a named stop', 'background-image:linear-gradient(90deg, red, blue)'],
    ['a radial gradient', 'background-image:radial-gradient(#000000, #ffffff)'],
    ['an image url', 'background-image:url(https://evil.example/x.png)'],
    ['a background colour by name', 'background-color:black'],
    ['positioning', 'position:fixed'],
    ['alignment on a span', 'text-align:center'],
  ])('drops %s', (_name, style) => {
    expect(sanitizeRichText(`<p><span style="${style}">x</span></p>`)).toBe('<p><span>x</span></p>');
  });

  it("keeps a numbered list's letter or roman type and nothing else there", () => {
    expect(sanitizeRichText('<ol type="i" start="2"><li><p>x</p></li></ol>')).toBe(
      '<ol type="i" start="2"><li><p>x</p></li></ol>',
    );
    expect(sanitizeRichText('<ol type="disc" style="color:#000000"><li><p>x</p></li></ol>')).toBe(
      '<ol><li><p>x</p></li></ol>',
    );
  });

  it('drops the transparent fill when the gradient that paints the text is refused', () => {
    expect(
      sanitizeRichText(
        '<p><span style="color:#10B981;background-image:linear-gradient(90deg, red, blue);-webkit-background-clip:text;-webkit-text-fill-color:transparent">x</span></p>',
      ),
    ).toBe('<p><span style="color:#10B981">x</span></p>');
  });

  // Issue 36 item 12: what a word processor's paste brings and the editor shows.
  it('keeps a hex highlight, and the alignment of paragraphs and headings', () => {
    expect(sanitizeRichText('<p style="text-align: center"><span style="background-color: #FFFF00">x</span></p>')).toBe(
      '<p style="text-align:center"><span style="background-color:#FFFF00">x</span></p>',
    );
    expect(sanitizeRichText('<h2 style="text-align: right">h</h2><p style="text-align: justify">p</p>')).toBe(
      '<h2 style="text-align:right">h</h2><p style="text-align:justify">p</p>',
    );
    expect(sanitizeRichText('<p style="text-align: start; color: #000000">p</p>')).toBe('<p>p</p>');
    expect(sanitizeRichText('<li style="text-align: center">x</li>')).toBe('<li>x</li>');
  });

  it('keeps simple tables with joined cells, and nothing else of them', () => {
    const table =
      '<table style="min-width: 50px"><colgroup><col style="min-width: 25px"><col></colgroup><tbody>' +
      '<tr><th colspan="2" rowspan="1"><p>Fees</p></th></tr>' +
      '<tr><td border="1" onclick="x()" width="120"><p>Bangla</p></td><td rowspan="3"><p>৳১,২০০</p></td></tr>' +
      '<tr><td colspan="0"><p>a</p></td><td colspan="99"><p>b</p></td></tr></tbody></table>';
    expect(sanitizeRichText(table)).toBe(
      '<table><colgroup><col /><col /></colgroup><tbody>' +
        '<tr><th colspan="2"><p>Fees</p></th></tr>' +
        '<tr><td><p>Bangla</p></td><td rowspan="3"><p>৳১,২০০</p></td></tr>' +
        '<tr><td><p>a</p></td><td><p>b</p></td></tr></tbody></table>',
    );
  });

  it('drops styles on anything but a span, and tags the editor does not make', () => {
    expect(
      sanitizeRichText(
        '<h1>h1</h1><p style="color:#000000">p</p><div>d</div><blockquote>q</blockquote><pre><code>c</code></pre><b>b</b><i>i</i><hr>',
      ),
    ).toBe('h1<p>p</p>dqcbi');
  });
});

describe('escapeText', () => {
  it('escapes the five characters that could open markup or an attribute, and nothing else', () => {
    expect(escapeText(`<b onclick="x">Rahim & 'Karim'</b> রহিম`)).toBe(
      '&lt;b onclick=&quot;x&quot;&gt;Rahim &amp; &#39;Karim&#39;&lt;/b&gt; রহিম',
    );
  });
});
