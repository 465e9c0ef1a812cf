import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bilingual, Language } from '#shared/bilingual.ts';
import i18n from '#web/i18n/index.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { BilingualField } from './bilingual-field.tsx';
import { RichTextEditor } from './rich-text-editor/rich-text-editor.tsx';

/** A course name held by its parent, as the wizard holds it; `seen` gets every value handed back. */
function Name({ initial, primary, seen }: { initial: Bilingual; primary?: Language; seen?: (v: Bilingual) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <BilingualField
      id="name"
      label="Course Name"
      value={value}
      primary={primary}
      onChange={(next) => {
        seen?.(next);
        setValue(next);
      }}
    >
      {(control) => (
        <input
          id={control.id}
          aria-label={control.language === (primary ?? 'bn') ? 'Course Name' : control.label}
          value={control.value}
          onChange={(e) => control.onChange(e.target.value)}
        />
      )}
    </BilingualField>
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('BilingualField', () => {
  it('edits one language and hands back both, so saving it never loses the other', async () => {
    const user = userEvent.setup();
    const seen = vi.fn();
    renderWithProviders(<Name initial={{ bn: 'পাইথন', en: 'Python' }} primary="en" seen={seen} />);
    const english = screen.getByLabelText('Course Name');
    expect(english).toHaveAttribute('id', 'name');
    expect(screen.getByLabelText('Bengali: Course Name')).toHaveAttribute('id', 'name-bn');
    await user.clear(english);
    await user.type(english, 'Go');
    expect(seen).toHaveBeenLastCalledWith({ bn: 'পাইথন', en: 'Go' });
    // each language's box carries its lang, for the font and a screen reader's voice
    expect(screen.getByLabelText('Bengali: Course Name').closest('[lang]')).toHaveAttribute('lang', 'bn');
    expect(english.closest('[lang]')).toHaveAttribute('lang', 'en');
  });

  it('says which language is missing when the other one is filled, in the admin’s language', async () => {
    renderWithProviders(<Name initial={{ bn: 'পাইথন', en: '' }} />);
    expect(screen.getByText('English missing')).toBeInTheDocument();
    expect(screen.queryByText('Bengali missing')).not.toBeInTheDocument();
    await act(() => i18n.changeLanguage('bn'));
    expect(screen.getByText('ইংরেজি নেই')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /ইংরেজি/ })).toBeInTheDocument();
  });

  it('says nothing is missing when both are empty or both filled', () => {
    renderWithProviders(
      <>
        <Name initial={{ bn: '', en: '' }} />
        <Name initial={{ bn: 'ক', en: 'a' }} />
      </>,
    );
    expect(screen.queryByText(/missing/)).not.toBeInTheDocument();
  });

  it('on a phone shows one language at a time as tabs, switched by click or arrow keys', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Name initial={{ bn: '', en: '' }} primary="bn" />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Bengali', 'English']);
    expect(screen.getByRole('tablist', { name: 'Languages of Course Name' })).toHaveClass('md:hidden');
    const panelOf = (label: string) => screen.getByLabelText(label).closest('[role="tabpanel"]')!;
    // the closed panel is hidden below 768 px and shown beside the other from there
    expect(panelOf('English: Course Name')).toHaveClass('hidden', 'md:block');
    expect(panelOf('Course Name')).not.toHaveClass('hidden');
    await user.click(tabs[1]!);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(panelOf('Course Name')).toHaveClass('hidden');
    expect(panelOf('English: Course Name')).not.toHaveClass('hidden');
    tabs[1]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveFocus();
  });

  it('takes the rich-text editor as a language’s control', async () => {
    const seen = vi.fn();
    renderWithProviders(
      <BilingualField id="d" label="Description" value={{ bn: '<p>ক</p>', en: '' }} onChange={seen}>
        {(control) => (
          <RichTextEditor id={control.id} label={control.label} value={control.value} onChange={control.onChange} />
        )}
      </BilingualField>,
    );
    expect(await screen.findByRole('textbox', { name: 'Bengali: Description' })).toHaveTextContent('ক');
    expect(await screen.findByRole('textbox', { name: 'English: Description' })).toBeInTheDocument();
  });
});
