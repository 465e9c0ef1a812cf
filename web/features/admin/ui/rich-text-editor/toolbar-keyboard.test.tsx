import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadRichTextEditor } from '#web/test/rich-text.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

beforeAll(preloadRichTextEditor, 30_000);

// Issue 36 item 10: the toolbar is one Tab stop with arrow keys inside (the WAI-ARIA toolbar pattern).
describe('rich-text toolbar by keyboard', () => {
  it('is one Tab stop, and ←/→, Home and End move inside it, wrapping around', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <RichTextEditor id="answer" label="Answer" value="<p>Hello</p>" onChange={() => {}} />
      </>,
    );
    const text = await screen.findByRole('textbox', { name: 'Answer' }, { timeout: 10_000 });
    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' });
    const stops = [...toolbar.querySelectorAll<HTMLElement>('button, select, input')].filter((c) => c.tabIndex === 0);
    expect(stops).toHaveLength(1);

    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    const block = within(toolbar).getByRole('combobox', { name: 'Text style' });
    expect(block).toHaveFocus();
    // one more Tab leaves the toolbar for the text
    await user.tab();
    expect(text).toHaveFocus();

    block.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    const items = [...toolbar.querySelectorAll<HTMLElement>('button, select, input')];
    expect(items.at(-1)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(block).toHaveFocus();
    await user.keyboard('{End}');
    expect(items.at(-1)).toHaveFocus();

    // the toolbar remembers the control used last: Shift+Tab from the text comes back to it
    await user.keyboard('{Home}{ArrowRight}');
    text.focus();
    await user.tab({ shift: true });
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveFocus();
    expect([...toolbar.querySelectorAll<HTMLElement>('button, select, input')].filter((c) => c.tabIndex === 0)).toEqual(
      [within(toolbar).getByRole('button', { name: 'Bold' })],
    );
  });
});
