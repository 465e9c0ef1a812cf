import { Extension, type Extensions } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { TextAlign } from '@tiptap/extension-text-align';
import { TextStyle } from '@tiptap/extension-text-style';
import { Slice } from '@tiptap/pm/model';
import { Plugin } from '@tiptap/pm/state';
import { StarterKit } from '@tiptap/starter-kit';
import { TEXT_ALIGNMENTS } from '#shared/rich-text.ts';
import { RichStyle } from './rich-style.ts';

/** A one-line field (the course name) takes no Enter: the text stays one paragraph. */
const SingleLine = Extension.create({
  name: 'singleLine',
  addKeyboardShortcuts: () => ({ Enter: () => true, 'Shift-Enter': () => true }),
});

/**
 * A pasted first paragraph keeps its own alignment. ProseMirror joins a paste's first block into the paragraph at the
 * cursor, which keeps that paragraph's attributes, so a centred title from a word processor came in left-aligned.
 * Into an empty paragraph, or when the first pasted block is aligned, the paste starts a block of its own; words
 * pasted into a line of text still join it.
 */
const KeepPastedAlignment = Extension.create({
  name: 'keepPastedAlignment',
  addProseMirrorPlugins: () => [
    new Plugin({
      props: {
        transformPasted: (slice, view) => {
          const first = slice.content.firstChild;
          if (slice.openStart === 0 || !first?.isTextblock) return slice;
          const intoEmpty = view.state.selection.$from.parent.content.size === 0;
          const aligned = typeof first.attrs.textAlign === 'string' && first.attrs.textAlign !== 'left';
          return intoEmpty || aligned ? new Slice(slice.content, 0, slice.openEnd) : slice;
        },
      },
    }),
  ],
});

/**
 * What the admin rich-text editor can hold, exactly what the server's sanitiser keeps (server/lib/sanitize.ts):
 * paragraphs and headings 2–4 (aligned), lists, bold, italic, underline, links, line breaks, styled spans, simple
 * tables, and pictures where `withImages`. Markdown shortcuts that would make anything else (quotes, code, rules,
 * strike) are switched off. A one-line field keeps inline formatting only.
 */
export function editorExtensions({
  isSingleLine = false,
  withImages = false,
}: { isSingleLine?: boolean; withImages?: boolean } = {}): Extensions {
  return [
    StarterKit.configure({
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      heading: isSingleLine ? false : { levels: [2, 3, 4] },
      bulletList: isSingleLine ? false : undefined,
      orderedList: isSingleLine ? false : undefined,
      listItem: isSingleLine ? false : undefined,
      listKeymap: isSingleLine ? false : undefined,
      hardBreak: isSingleLine ? false : undefined,
      // http, https and mailto are linkify's own schemes: registering them again warned "already initialized" for
      // every editor after the first.
      link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
    }),
    TextStyle,
    RichStyle,
    ...(isSingleLine
      ? [SingleLine]
      : [
          TextAlign.configure({ types: ['heading', 'paragraph'], alignments: [...TEXT_ALIGNMENTS] }),
          KeepPastedAlignment,
          // A pasted table keeps its rows, cells and joined cells; widths are the page's, so no column resizing.
          TableKit.configure({ table: { resizable: false } }),
        ]),
    // Only where the server keeps pictures (question texts): a pasted or dropped data URL is not taken.
    ...(withImages ? [Image.configure({ allowBase64: false })] : []),
  ];
}
