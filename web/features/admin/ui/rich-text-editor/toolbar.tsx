import { type ChainedCommands, type Editor, useEditorState } from '@tiptap/react';
import { Fragment, type ReactNode } from 'react';
import type { ImagePurpose } from '#shared/endpoints/uploads.ts';
import { TEXT_ALIGNMENTS, type TextAlignment } from '#shared/rich-text.ts';
import { useTranslation } from '#web/i18n/react.tsx';
import {
  MdFormatAlignCenter,
  MdFormatAlignJustify,
  MdFormatAlignLeft,
  MdFormatAlignRight,
  MdFormatBold,
  MdFormatItalic,
  MdFormatListBulleted,
  MdFormatListNumbered,
  MdFormatUnderlined,
} from 'react-icons/md';
import { cn } from '#web/components/ui/cn.ts';
import { useRovingToolbar } from '#web/components/ui/use-roving-toolbar.ts';
import { inputBase } from '../form-controls.tsx';
import { ColourControl } from './colour-control.tsx';
import { GradientControl } from './gradient-control.tsx';
import { ImageControl } from './image-control.tsx';
import { LinkControl } from './link-control.tsx';
import type { RichStyleAttributes } from './rich-style.ts';
import { FontControl, SizeControl } from './size-and-font.tsx';
import { toolButtonClass } from './toolbar-popover.tsx';

const BLOCKS = ['paragraph', 'heading2', 'heading3', 'heading4'] as const;
const ALIGN_ICONS = {
  left: MdFormatAlignLeft,
  center: MdFormatAlignCenter,
  right: MdFormatAlignRight,
  justify: MdFormatAlignJustify,
} as const;
type Block = (typeof BLOCKS)[number];

/** The formatting bar above the text, one Tab stop with arrow keys inside; it wraps onto more rows on a narrow screen. */
export function Toolbar({
  editor,
  isSingleLine,
  imagePurpose,
}: {
  editor: Editor;
  isSingleLine: boolean;
  imagePurpose?: ImagePurpose;
}) {
  const { t } = useTranslation('admin-editor');
  const roving = useRovingToolbar<HTMLDivElement>();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const style = e.getAttributes('textStyle') as Partial<RichStyleAttributes>;
      const level = [2, 3, 4].find((l) => e.isActive('heading', { level: l }));
      return {
        isBold: e.isActive('bold'),
        isItalic: e.isActive('italic'),
        isUnderline: e.isActive('underline'),
        isBulletList: e.isActive('bulletList'),
        isOrderedList: e.isActive('orderedList'),
        block: (level ? `heading${level}` : 'paragraph') as Block,
        align: (TEXT_ALIGNMENTS.find((a) => a !== 'left' && e.isActive({ textAlign: a })) ?? 'left') as TextAlignment,
        link: (e.getAttributes('link').href as string | undefined) ?? null,
        fontFamily: style.fontFamily ?? null,
        fontSize: style.fontSize ?? null,
        color: style.color ?? null,
        highlight: style.highlight ?? null,
        gradient: style.gradient ?? null,
      };
    },
  });

  // Commands run on the editor's kept selection. Focus goes back to the text at once (not TipTap's focus command,
  // which focuses a frame later and so could take the focus from a panel opened in between and close it). A panel
  // (link, colour, gradient) gives the focus back to its own button instead, as Radix does on closing.
  const apply = (commands: (chain: ChainedCommands) => ChainedCommands, { refocus = true } = {}) => {
    commands(editor.chain()).run();
    if (refocus) editor.view.focus();
  };
  const setStyle = <K extends keyof RichStyleAttributes>(
    key: K,
    value: RichStyleAttributes[K],
    options?: { refocus?: boolean },
  ) => apply((c) => c.setMark('textStyle', { [key]: value }).removeEmptyTextStyle(), options);

  const toggle = (label: string, icon: ReactNode, isActive: boolean, run: () => void) => (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={isActive}
      className={toolButtonClass(isActive)}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {icon}
    </button>
  );

  return (
    <div
      {...roving}
      role="toolbar"
      aria-label={t('toolbar')}
      className="flex flex-wrap items-center gap-1 border-b border-slate-200 p-1.5 dark:border-slate-800"
    >
      {!isSingleLine && (
        <select
          aria-label={t('block')}
          className={cn(inputBase, 'h-9 py-1 pr-7 text-sm')}
          value={state.block}
          onChange={(event) => {
            const block = event.target.value as Block;
            if (block === 'paragraph') apply((c) => c.setParagraph());
            else apply((c) => c.setHeading({ level: Number(block.slice(-1)) as 2 | 3 | 4 }));
          }}
        >
          {BLOCKS.map((block) => (
            <option key={block} value={block}>
              {t(block)}
            </option>
          ))}
        </select>
      )}
      {toggle(t('bold'), <MdFormatBold aria-hidden="true" className="h-5 w-5" />, state.isBold, () =>
        apply((c) => c.toggleBold()),
      )}
      {toggle(t('italic'), <MdFormatItalic aria-hidden="true" className="h-5 w-5" />, state.isItalic, () =>
        apply((c) => c.toggleItalic()),
      )}
      {toggle(t('underline'), <MdFormatUnderlined aria-hidden="true" className="h-5 w-5" />, state.isUnderline, () =>
        apply((c) => c.toggleUnderline()),
      )}
      {!isSingleLine && (
        <>
          {toggle(
            t('bulletList'),
            <MdFormatListBulleted aria-hidden="true" className="h-5 w-5" />,
            state.isBulletList,
            () => apply((c) => c.toggleBulletList()),
          )}
          {toggle(
            t('orderedList'),
            <MdFormatListNumbered aria-hidden="true" className="h-5 w-5" />,
            state.isOrderedList,
            () => apply((c) => c.toggleOrderedList()),
          )}
          {TEXT_ALIGNMENTS.map((align) => {
            const Icon = ALIGN_ICONS[align];
            return (
              <Fragment key={align}>
                {toggle(
                  t(`align.${align}`),
                  <Icon aria-hidden="true" className="h-5 w-5" />,
                  state.align === align,
                  () => apply((c) => (align === 'left' ? c.unsetTextAlign() : c.setTextAlign(align))),
                )}
              </Fragment>
            );
          })}
        </>
      )}
      <LinkControl
        value={state.link}
        onChange={(href) =>
          apply(
            (c) =>
              href
                ? c.extendMarkRange('link').setLink({ href, target: '_blank' })
                : c.extendMarkRange('link').unsetLink(),
            { refocus: false },
          )
        }
      />
      <FontControl value={state.fontFamily} onChange={(key) => setStyle('fontFamily', key)} />
      <SizeControl key={String(state.fontSize)} value={state.fontSize} onChange={(px) => setStyle('fontSize', px)} />
      <ColourControl value={state.color} onChange={(hex) => setStyle('color', hex, { refocus: false })} />
      <ColourControl
        kind="highlight"
        value={state.highlight}
        onChange={(hex) => setStyle('highlight', hex, { refocus: false })}
      />
      <GradientControl
        value={state.gradient}
        onChange={(gradient) => setStyle('gradient', gradient, { refocus: false })}
      />
      {imagePurpose && (
        <ImageControl
          purpose={imagePurpose}
          onInsert={(image) => apply((c) => c.setImage(image), { refocus: false })}
        />
      )}
    </div>
  );
}
