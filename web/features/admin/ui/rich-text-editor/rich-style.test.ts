import { Editor } from '@tiptap/core';
import { TextStyle } from '@tiptap/extension-text-style';
import { StarterKit } from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { editorExtensions } from './extensions.ts';
import { RichStyle, canonicalHtml, canonicalStyle } from './rich-style.ts';

type Rendered = { style?: string };
const attributes = () => {
  const editor = new Editor({ extensions: [StarterKit, TextStyle, RichStyle] });
  const spec = editor.extensionManager.attributes.filter((a) => a.type === 'textStyle');
  const render = (name: string, value: unknown) =>
    (spec.find((a) => a.name === name)!.attribute.renderHTML?.({ [name]: value }) ?? {}) as Rendered;
  const parse = (name: string, style: string) => {
    const element = document.createElement('span');
    element.setAttribute('style', style);
    return spec.find((a) => a.name === name)!.attribute.parseHTML?.(element);
  };
  return { editor, render, parse };
};

describe('the span styles the editor writes', () => {
  it('writes a listed font, a size, a hex colour and a gradient exactly as the sanitiser keeps them', () => {
    const { editor, render } = attributes();
    expect(render('fontFamily', 'baloo-da-2')).toEqual({ style: "font-family: 'Baloo Da 2', sans-serif" });
    expect(render('fontSize', 200)).toEqual({ style: 'font-size: 200px' });
    expect(render('color', '#10B981')).toEqual({ style: 'color: #10B981' });
    expect(render('gradient', { angle: 90, stops: ['#3B82F6', '#EC4899'] })).toEqual({
      style:
        'background-image: linear-gradient(90deg, #3B82F6, #EC4899); -webkit-background-clip: text; background-clip: text; -webkit-text-fill-color: transparent',
    });
    expect([render('fontFamily', 'papyrus'), render('fontSize', 201), render('color', 'red')]).toEqual([{}, {}, {}]);
    editor.destroy();
  });

  it('reads back only what it offers', () => {
    const { editor, parse } = attributes();
    expect(parse('fontFamily', 'font-family: "Noto Serif Bengali", serif')).toBe('noto-serif-bengali');
    expect(parse('fontFamily', 'font-family: Papyrus')).toBeNull();
    expect(parse('fontSize', 'font-size: 8px')).toBe(8);
    expect(parse('fontSize', 'font-size: 7px')).toBeNull();
    expect(parse('fontSize', 'font-size: 1.5em')).toBeNull();
    expect(parse('color', 'color: #10b981')).toBe('#10B981');
    expect(parse('color', 'color: rgb(16, 185, 129)')).toBe('#10B981');
    expect(parse('color', 'color: red')).toBeNull();
    expect(parse('gradient', 'background-image: linear-gradient(360deg, #000000, #FFFFFF, #10B981)')).toEqual({
      angle: 360,
      stops: ['#000000', '#FFFFFF', '#10B981'],
    });
    expect(parse('gradient', 'background-image: linear-gradient(361deg, #000000, #FFFFFF)')).toBeNull();
    editor.destroy();
  });

  it('puts a style the browser rewrote back into the form the editor writes', () => {
    // What Chromium's CSSOM makes of the editor's styles: double quotes, rgb(), the -webkit- alias folded.
    expect(
      canonicalStyle(
        'font-family: "Tiro Bangla", serif; font-size: 40px; color: rgb(16, 185, 129); ' +
          'background-image: linear-gradient(45deg, rgb(255, 0, 0), rgb(236, 72, 153)); background-clip: text; ' +
          '-webkit-text-fill-color: transparent;',
      ),
    ).toBe(
      "font-family: 'Tiro Bangla', serif; font-size: 40px; color: #10B981; " +
        'background-image: linear-gradient(45deg, #FF0000, #EC4899); -webkit-background-clip: text; ' +
        'background-clip: text; -webkit-text-fill-color: transparent',
    );
    // A default direction left out means 180 degrees; a side keyword is read as its angle.
    expect(canonicalStyle('background-image: linear-gradient(rgb(0, 0, 0), rgb(255, 255, 255))')).toMatch(
      /^background-image: linear-gradient\(180deg, #000000, #FFFFFF\);/,
    );
    expect(canonicalStyle('background-image: linear-gradient(to right, rgb(0, 0, 0), rgb(255, 255, 255))')).toMatch(
      /^background-image: linear-gradient\(90deg, #000000, #FFFFFF\);/,
    );
    // A transparent fill without its gradient, and anything not offered, is not written.
    expect(canonicalStyle('-webkit-text-fill-color: transparent; font-size: 2em; color: red')).toBe('');
    expect(
      canonicalHtml(
        '<p><span style="font-family: &quot;Inter&quot;, sans-serif">a</span><span style="top: 0">b</span></p>',
      ),
    ).toBe('<p><span style="font-family: \'Inter\', sans-serif">a</span>b</p>');
  });
});

// Issue 36 item 12: a word processor writes sizes in points; the editor keeps them as its whole pixels.
describe('a paste from a word processor', () => {
  it('reads point sizes as pixels (12pt is 16px), rounded, within 8–200 px', () => {
    const { editor, parse } = attributes();
    expect(parse('fontSize', 'font-size:12.0pt;mso-bidi-font-size:11.0pt')).toBe(16);
    expect(parse('fontSize', 'font-size: 10.5pt')).toBe(14);
    expect(parse('fontSize', 'font-size: 18pt')).toBe(24);
    expect(parse('fontSize', 'font-size: 14.5px')).toBe(15);
    expect(parse('fontSize', 'font-size: 5pt')).toBeNull();
    expect(parse('fontSize', 'font-size: 160pt')).toBeNull();
    expect(parse('fontSize', 'font-size: 2em')).toBeNull();
    editor.destroy();
  });

  it('writes the pasted points back in pixels, the form the sanitiser keeps', () => {
    expect(canonicalStyle('font-size:12.0pt;mso-fareast-font-family:Calibri;color:#FF0000')).toBe(
      'font-size: 16px; color: #FF0000',
    );
    const { editor } = attributes();
    editor.commands.setContent('<p><span style="font-size:16.0pt;mso-ansi-language:EN-US">Heading-ish</span></p>');
    expect(canonicalHtml(editor.getHTML())).toBe('<p><span style="font-size: 21px">Heading-ish</span></p>');
    editor.destroy();
  });
});

// Issue 36 item 12: alignment, highlights and tables survive a paste from a word processor, in the form the server keeps.
describe('a word-processor paste into the whole editor', () => {
  const WORD =
    "<p class=MsoNormal align=center style='text-align:center'><span style='font-size:14.0pt;background:yellow;mso-highlight:yellow'>Centred</span></p>" +
    "<p class=MsoNormal><span style='background-color:rgb(0, 255, 255)'>cyan</span> <span style='background:white'>none</span></p>" +
    "<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse;border:none'>" +
    "<tr><td width=301 valign=top style='width:225.4pt;border:solid windowtext 1.0pt'><p class=MsoNormal><b>Course</b></p></td>" +
    '<td width=301 valign=top><p class=MsoNormal><b>Fee</b></p></td></tr>' +
    "<tr><td><p class=MsoNormal>পাইথন</p></td><td><p class=MsoNormal align=right style='text-align:right'>৳১,২০০</p></td></tr>" +
    "<tr><td colspan=2><p class=MsoNormal style='text-align:justify'>Both</p></td></tr></table>";

  it('keeps the centring, the highlight colours and a simple table', () => {
    const editor = new Editor({ extensions: editorExtensions() });
    editor.commands.setContent(WORD);
    expect(canonicalHtml(editor.getHTML())).toBe(
      '<p style="text-align: center"><span style="font-size: 19px; background-color: #FFFF00">Centred</span></p>' +
        '<p><span style="background-color: #00FFFF">cyan</span> none</p>' +
        '<table><colgroup><col><col></colgroup><tbody>' +
        '<tr><td><p><strong>Course</strong></p></td><td><p><strong>Fee</strong></p></td></tr>' +
        '<tr><td><p>পাইথন</p></td><td><p style="text-align: right">৳১,২০০</p></td></tr>' +
        '<tr><td colspan="2"><p style="text-align: justify">Both</p></td></tr></tbody></table><p></p>',
    );
    editor.destroy();
  });

  it('keeps neither alignment nor tables in a one-line field', () => {
    const editor = new Editor({ extensions: editorExtensions({ isSingleLine: true }) });
    editor.commands.setContent(WORD);
    expect(canonicalHtml(editor.getHTML())).not.toMatch(/<table|text-align/);
    editor.destroy();
  });
});

describe('pasting into the editor', () => {
  // jsdom has no ClipboardEvent; ProseMirror's paste only needs one to exist
  globalThis.ClipboardEvent ??= class extends Event {} as unknown as typeof ClipboardEvent;
  const CENTRED = '<p style="text-align:center"><span style="background:yellow">Fees</span></p><p>two</p>';
  const pasteInto = (content: string, html: string) => {
    const editor = new Editor({ element: document.createElement('div'), extensions: editorExtensions(), content });
    editor.commands.focus('end');
    editor.view.pasteHTML(html);
    const out = canonicalHtml(editor.getHTML());
    editor.destroy();
    return out;
  };

  it('keeps the centring of the first pasted paragraph, into an empty text or after a line', () => {
    expect(pasteInto('<p></p>', CENTRED)).toBe(
      '<p style="text-align: center"><span style="background-color: #FFFF00">Fees</span></p><p>two</p>',
    );
    expect(pasteInto('<p>abc</p>', CENTRED)).toBe(
      '<p>abc</p><p style="text-align: center"><span style="background-color: #FFFF00">Fees</span></p><p>two</p>',
    );
  });

  it('still joins pasted words to the line they are pasted into', () => {
    expect(pasteInto('<p>Learn:</p>', '<p>Python <b>fast</b></p>')).toBe('<p>Learn:Python <strong>fast</strong></p>');
  });
});
