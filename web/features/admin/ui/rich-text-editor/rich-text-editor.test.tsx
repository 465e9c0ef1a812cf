import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { find as findLinks } from 'linkifyjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { stubXhr } from '#web/test/fake-xhr.ts';
import { preloadRichTextEditor } from '#web/test/rich-text.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

function Harness({
  initial,
  onChange,
  isSingleLine,
  withImages,
}: {
  initial: string;
  onChange: (html: string) => void;
  isSingleLine?: boolean;
  withImages?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        id="answer"
        label="Answer"
        value={value}
        isSingleLine={isSingleLine}
        imagePurpose={withImages ? 'questionImage' : undefined}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <button type="button" onClick={() => setValue('<p>Reset from outside</p>')}>
        Reset
      </button>
    </>
  );
}

// jsdom lays nothing out, so the editor is focused directly rather than by a click at a point.
const selectAll = async (user: ReturnType<typeof userEvent.setup>) => {
  act(() => screen.getByRole('textbox', { name: 'Answer' }).focus());
  await user.keyboard('{Control>}a{/Control}');
};

beforeAll(preloadRichTextEditor, 30_000);

describe('rich-text editor', () => {
  it('several editors on one page start without linkify warnings', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { rerender } = render(<Harness initial="<p>one</p>" onChange={() => {}} />);
    await screen.findByRole('textbox', { name: 'Answer' }, { timeout: 10_000 });
    // the first editor's autolink scan initialises linkify, as typing an address does in a browser
    expect(findLinks('see https://pathshala.example.com')).toHaveLength(1);
    rerender(
      <>
        <Harness initial="<p>one</p>" onChange={() => {}} />
        <RichTextEditor id="second" label="Second" value="<p>two</p>" onChange={() => {}} />
        <RichTextEditor id="third" label="Third" value="<p>three</p>" onChange={() => {}} />
      </>,
    );
    await screen.findByRole('textbox', { name: 'Third' }, { timeout: 10_000 });
    expect(warn.mock.calls.filter(([message]) => String(message).includes('linkifyjs'))).toEqual([]);
    warn.mockRestore();
  });

  it('loads the stored HTML with its styles and writes only the allowed ones back', async () => {
    const onChange = vi.fn();
    render(
      <Harness
        initial={
          '<p><span style="font-family:\'Tiro Bangla\', serif;font-size:24px;color:#10B981">আমাদের</span> ' +
          '<span style="background-image:linear-gradient(45deg, #000000, #FFFFFF);-webkit-background-clip:text;-webkit-text-fill-color:transparent">grad</span> ' +
          '<span style="color:rgb(255, 0, 0);font-size:2em;font-family:Papyrus">red</span></p>'
        }
        onChange={onChange}
      />,
    );
    const box = await screen.findByRole('textbox', { name: 'Answer' });
    // jsdom rewrites style attributes in CSSOM form (rgb(), double quotes); a browser keeps what the editor writes,
    // which rich-style.test.ts and the browser test check as written.
    const styled = (await screen.findByText('আমাদের')).style;
    expect([styled.fontFamily, styled.fontSize, styled.color]).toEqual([
      '"Tiro Bangla", serif',
      '24px',
      'rgb(16, 185, 129)',
    ]);
    const gradient = screen.getByText('grad').style;
    expect([gradient.backgroundImage, gradient.backgroundClip]).toEqual([
      'linear-gradient(45deg, rgb(0, 0, 0), rgb(255, 255, 255))',
      'text',
    ]);
    // An rgb() colour is read as hex; sizes and fonts the editor does not offer are dropped.
    const red = screen.getByText('red').style;
    expect([red.color, red.fontSize, red.fontFamily]).toEqual(['rgb(255, 0, 0)', '', '']);
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('styles the selection with a font, a size, a colour and a gradient from the toolbar', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="<p>Hello</p>" onChange={onChange} />);
    expect(await screen.findByRole('toolbar', { name: 'Text formatting' })).toBeInTheDocument();
    await selectAll(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font' }), 'Hind Siliguri');
    await selectAll(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font size' }), 'Largest (36 px)');
    await selectAll(user);
    await user.click(screen.getByRole('button', { name: 'Text colour' }));
    await user.click(await screen.findByRole('button', { name: '#EF4444' }));
    await selectAll(user);
    await user.click(screen.getByRole('button', { name: 'Gradient text' }));
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    // Written the editor's way, although the DOM reports styles in CSSOM form (rgb(), other quotes).
    expect(onChange).toHaveBeenLastCalledWith(
      "<p><span style=\"font-family: 'Hind Siliguri', sans-serif; font-size: 36px; color: #EF4444; " +
        'background-image: linear-gradient(90deg, #3B82F6, #EC4899); -webkit-background-clip: text; ' +
        'background-clip: text; -webkit-text-fill-color: transparent">Hello</span></p>',
    );

    await selectAll(user);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    expect(onChange.mock.lastCall?.[0]).toMatch(/^<p><span style="[^"]+"><strong>Hello<\/strong><\/span><\/p>$/);
  });

  // Issue 36 item 10: the colour control was made again for each new colour, so the focus fell to the page.
  it('keeps the focus on the colour button after a preset colour chosen by keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="<p>Colour me</p>" onChange={onChange} />);
    await screen.findByRole('textbox', { name: 'Answer' }, { timeout: 10_000 });
    await selectAll(user);
    const button = screen.getByRole('button', { name: 'Text colour' });
    act(() => button.focus());
    await user.keyboard('{Enter}');
    act(() => screen.getByRole('button', { name: '#10B981' }).focus());
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('<p><span style="color: #10B981">Colour me</span></p>');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Text colour' })).toBe(button);
    expect(button).toHaveFocus();
  });

  it('takes a value set from outside, and reports an emptied text as empty', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="<p>Old</p>" onChange={onChange} />);
    await screen.findByText('Old');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Reset from outside')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await selectAll(user);
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('keeps a one-line field to one paragraph without headings or lists', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="<p>Course</p>" onChange={onChange} isSingleLine />);
    const box = await screen.findByRole('textbox', { name: 'Answer' });
    expect(box).toHaveAttribute('aria-multiline', 'false');
    expect(screen.queryByRole('combobox', { name: 'Text style' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bulleted list' })).toBeNull();
    act(() => box.focus());
    await user.keyboard('{Enter}');
    expect(box.querySelectorAll('p')).toHaveLength(1);
  });

  it('puts an uploaded picture with its description into a text that allows pictures, and only there', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const xhr = stubXhr();
    const { unmount } = render(<Harness initial="<p>Old</p>" onChange={() => {}} />);
    await screen.findByText('Old');
    expect(screen.queryByRole('button', { name: 'Picture' })).toBeNull();
    unmount();

    render(<Harness initial="<p>Look:</p>" onChange={onChange} withImages />);
    await screen.findByText('Look:');
    await user.click(screen.getByRole('button', { name: 'Picture' }));
    await user.click(screen.getByRole('button', { name: 'Insert picture' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a picture file.');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'graph.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Picture file (PNG, JPEG or WebP, up to 10 MB)'), file);
    await user.click(screen.getByRole('button', { name: 'Insert picture' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Say in a few words what the picture shows.');
    await user.type(screen.getByLabelText('What the picture shows (read to those who cannot see it)'), 'A rising line');
    await user.keyboard('{Enter}');
    const request = xhr.requests[0]!;
    expect([request.method, request.url, request.file.name]).toEqual([
      'POST',
      '/api/uploads/admin/image?purpose=questionImage',
      'graph.png',
    ]);
    act(() => request.respond(201, { success: true, url: '/uploads/questions/g.webp' }));
    await vi.waitFor(() =>
      expect(onChange.mock.lastCall?.[0]).toContain('<img src="/uploads/questions/g.webp" alt="A rising line">'),
    );
    expect(screen.queryByRole('button', { name: 'Insert picture' })).toBeNull();
  });
});
