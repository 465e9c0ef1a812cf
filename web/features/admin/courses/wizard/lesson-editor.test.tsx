import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useReducer } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Bilingual, Language } from '#shared/bilingual.ts';
import i18n from '#web/i18n/index.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { LessonEditor } from './lesson-editor.tsx';
import { blankLesson, initialWizardState, wizardReducer, type LessonDraft } from './wizard-state.ts';

/**
 * A lesson's title, description and announcement are edited in both languages side by side (decision 0099, the
 * course's BilingualField): typing one language keeps the other, and an empty language whose other is filled says
 * it is missing.
 */
let shown: LessonDraft | undefined;

function Editor({ primary, title }: { primary: Language; title: Bilingual }) {
  const base = initialWizardState();
  const section = base.sections[0]!;
  const [state, dispatch] = useReducer(wizardReducer, {
    ...base,
    sections: [{ ...section, lessons: [{ ...blankLesson('l1'), title }] }],
  });
  const lesson = state.sections[0]!.lessons[0]!;
  useEffect(() => {
    shown = lesson;
  }, [lesson]);
  return (
    <LessonEditor
      sectionKey={section.key}
      primary={primary}
      lesson={lesson}
      index={0}
      count={1}
      dispatch={dispatch}
      onDragStart={() => undefined}
      onDragEnd={() => undefined}
    />
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the lesson editor in two languages', () => {
  it('keeps the Bengali title while the English one is typed, and says English is missing until then', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Editor primary="bn" title={{ bn: 'স্বাগতম', en: '' }} />);
    expect(screen.getAllByText('English missing').length).toBeGreaterThan(0);
    const english = screen.getByRole('textbox', { name: 'English: Video Title' });
    await user.type(english, 'Welcome');
    expect(shown!.title).toEqual({ bn: 'স্বাগতম', en: 'Welcome' });
    // the Bengali (primary) control is the one the field's label names
    expect(screen.getByRole('textbox', { name: /^Video Title/ })).toHaveValue('স্বাগতম');
    expect(screen.getByRole('article', { name: /স্বাগতম/ })).toBeInTheDocument();
  });

  it('takes a resource link’s title in both languages', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Editor primary="bn" title={{ bn: 'স্বাগতম', en: '' }} />);
    await user.type(screen.getByRole('textbox', { name: 'Link 1 title' }), 'স্লাইড');
    await user.type(screen.getByRole('textbox', { name: 'English: Link 1 title' }), 'Slides');
    expect(shown!.links[0]!.title).toEqual({ bn: 'স্লাইড', en: 'Slides' });
  });

  it('shows the admin area in Bengali with the English title first for an English course', async () => {
    await act(() => i18n.changeLanguage('bn'));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Editor primary="en" title={{ bn: '', en: 'Welcome' }} />);
    expect(screen.getAllByText('বাংলা নেই').length).toBeGreaterThan(0);
    await user.type(screen.getByRole('textbox', { name: 'বাংলা: ভিডিওর শিরোনাম' }), 'স্বাগতম');
    expect(shown!.title).toEqual({ bn: 'স্বাগতম', en: 'Welcome' });
    expect(screen.getByRole('textbox', { name: /^ভিডিওর শিরোনাম/ })).toHaveValue('Welcome');
  });
});
