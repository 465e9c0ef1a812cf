import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text.ts';

describe('htmlToText', () => {
  it('answers the plain text of a fragment: tags become spaces, white space folds', () => {
    expect(htmlToText('<p>Privacy &amp; <b>Policy</b></p><p>second</p>')).toBe('Privacy & Policy second');
    expect(htmlToText('  <h1>\n Learn\t<em>Bangla</em> </h1> ')).toBe('Learn Bangla');
  });

  it('decodes the entities the sanitiser writes, named and numeric, and leaves unknown ones', () => {
    expect(htmlToText('&lt;b&gt; &quot;x&quot; &#39;y&#39; &#x09A8; &nbsp;&unknown;')).toBe(`<b> "x" 'y' ন &unknown;`);
  });

  it('drops what a script or style element holds', () => {
    expect(htmlToText('a<script type="x">alert(1)</script>b<style>p{}</style>c')).toBe('a b c');
  });
});
