import { Editor } from '@tiptap/core';
import { TextStyle } from '@tiptap/extension-text-style';
import { StarterKit } from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { RichStyle } from './rich-style.ts';

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
});
