import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeRichText } from './sanitize.ts';

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

  it('keeps what the rich-text editor produces: sizes, fonts, colours, gradients and alignment', () => {
    const html =
      '<h2 style="text-align:center">শিরোনাম</h2><p><span style="font-size:18px;font-family:\'Hind Siliguri\', sans-serif;color:#10B981">বাংলা</span>' +
      '<span style="background-image:linear-gradient(90deg, #ff0000 0%, #0000ff 100%);-webkit-background-clip:text;-webkit-text-fill-color:transparent">grad</span></p>' +
      '<ul><li><strong>b</strong> <em>i</em> <u>u</u></li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops style properties outside the allowlist', () => {
    expect(
      sanitizeRichText('<p style="position:fixed;top:0;color:#fff;background-image:url(https://evil/x.png)">x</p>'),
    ).toBe('<p style="color:#fff">x</p>');
  });
});

describe('htmlToText', () => {
  it('answers the plain text of a fragment', () => {
    expect(htmlToText('<p>Privacy &amp; <b>Policy</b></p><p>second</p>')).toBe('Privacy & Policy second');
  });
});
