import { act, createEvent, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillRichText, findRichText, preloadRichTextEditor } from '#web/test/rich-text.ts';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubXhr } from '#web/test/fake-xhr.ts';
import i18n from '#web/i18n/index.ts';
import { layoutsApi } from '#shared/endpoints/content.ts';
import { videoApi } from '#shared/endpoints/courses.ts';
import { answer, renderPage, reply, sentBody, stubApi, type StubEntry } from '#web/test/render.tsx';
import { categoriesAnswer } from '../test-data.ts';
import { CreateCoursePage } from './course-wizard-page.tsx';
import { CourseWizard } from './course-wizard.tsx';
import { initialWizardState, type WizardState } from './wizard-state.ts';

function renderAt(initial: WizardState | null, answers: StubEntry[] = []) {
  const fetchMock = stubApi([...answers, answer(layoutsApi.get, categoriesAnswer)]);
  renderPage(initial ? <CourseWizard initial={initial} /> : <CreateCoursePage />, { path: '/admin/create-course' });
  render(<Toaster />);
  return fetchMock;
}
const atContent = () => ({ ...initialWizardState(), step: 2 });
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'thumb.png', { type: 'image/png' });
// the toast's title (step 1 also shows the message under each invalid field)
const expectToast = async (text: string) =>
  expect(await screen.findByText(text, { selector: '[data-title]' })).toBeInTheDocument();

afterEach(() => {
  vi.unstubAllGlobals();
  // sonner keeps its toasts in module state; a toast of one test must not answer the next test's query
  toast.dismiss();
});

beforeAll(preloadRichTextEditor, 30_000);

describe('course wizard steps', () => {
  it('step 1: the toast names the first failing check, and every invalid field is marked until it is filled', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(null);
    const name = await findRichText('Course Name');
    const price = screen.getByLabelText(/^Course Price/);
    const category = screen.getByLabelText(/^Course Category/);
    const level = screen.getByLabelText(/^Course Level/);
    const demo = screen.getByLabelText(/^Demo Video URL/);
    const thumbnail = screen.getByLabelText(/^Course Thumbnail/);
    // nothing is marked before the first check
    expect(price).not.toHaveAttribute('aria-invalid');
    expect(name).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    await expectToast('Course name is required');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(await findRichText('Course Description')).toHaveAttribute('aria-invalid', 'true');
    const marked: [HTMLElement, string][] = [
      [price, 'Course price is required'],
      [category, 'Course category is required'],
      [level, 'Course level is required'],
      [demo, 'Demo video URL is required'],
      [thumbnail, 'Course thumbnail is required'],
    ];
    for (const [control, message] of marked) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(message);
    }
    expect(screen.getByText('Course name is required', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Course description is required', { selector: 'p' })).toBeInTheDocument();
    // fields that are not checked are never marked
    expect(screen.getByLabelText(/^Estimated Price/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^Instructor Name/)).not.toHaveAttribute('aria-invalid');

    // a filled field loses its mark at once; the others keep theirs
    await user.type(price, '500');
    expect(price).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Course price is required', { selector: 'p' })).not.toBeInTheDocument();
    expect(level).toHaveAttribute('aria-invalid', 'true');

    await fillRichText(user, name, 'React');
    await fillRichText(user, await findRichText('Course Description'), 'All of React');
    toast.dismiss();
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    await expectToast('Course category is required');
    expect(category).toHaveFocus();
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('step 1 refuses a negative price with the server’s words, in both languages', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(null);
    const price = screen.getByLabelText(/^Course Price/);
    await user.type(price, '-50');
    await fillRichText(user, await findRichText('Course Name'), 'React');
    await fillRichText(user, await findRichText('Course Description'), 'All of React');
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    await expectToast('Price cannot be negative');
    expect(price).toHaveFocus();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription('Price cannot be negative');
    await act(() => i18n.changeLanguage('bn'));
    try {
      expect(screen.getByLabelText(/^কোর্সের মূল্য/)).toHaveAccessibleDescription('মূল্য ঋণাত্মক হতে পারে না');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
    await user.clear(price);
    await user.type(price, '500');
    expect(price).not.toHaveAttribute('aria-invalid');
  });

  it('step 1 marks the fields in Bengali', async () => {
    const user = userEvent.setup({ delay: null });
    await act(() => i18n.changeLanguage('bn'));
    try {
      renderAt(null);
      await findRichText('কোর্সের নাম');
      await user.click(screen.getByRole('button', { name: 'পরের ধাপ' }));
      await expectToast('কোর্সের নাম আবশ্যক');
      expect(screen.getByText('কোর্সের নাম আবশ্যক', { selector: 'p' })).toBeInTheDocument();
      expect(screen.getByLabelText(/^কোর্সের লেভেল/)).toHaveAccessibleDescription('কোর্সের লেভেল আবশ্যক');
      expect(screen.getByLabelText(/^কোর্সের থাম্বনেইল/)).toHaveAccessibleDescription('কোর্সের থাম্বনেইল আবশ্যক');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('shows the four steps and checks step 1 in the spec order', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Course Creation Steps' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Wizard steps' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1Course Information', '2Course Options', '3Course Content', '4Course Preview']);
    const next = () => user.click(screen.getByRole('button', { name: 'Next Step' }));
    await next();
    await expectToast('Course name is required');
    await fillRichText(user, await findRichText('Course Name'), 'React');
    await next();
    await expectToast('Course description is required');
    await fillRichText(user, await findRichText('Course Description'), 'All of React');
    await next();
    await expectToast('Course price is required');
    await user.type(screen.getByLabelText(/^Course Price/), '0');
    await next();
    await expectToast('Course category is required');
    await user.selectOptions(
      screen.getByLabelText(/^Course Category/),
      await screen.findByRole('option', { name: 'Programming' }),
    );
    await next();
    await expectToast('Course level is required');
    await user.selectOptions(screen.getByLabelText(/^Course Level/), 'Beginner');
    await next();
    await expectToast('Demo video URL is required');
    await user.type(screen.getByLabelText(/^Demo Video URL/), 'demo-id');
    await next();
    await expectToast('Course thumbnail is required');
    const xhr = stubXhr();
    await user.upload(screen.getByLabelText(/^Course Thumbnail/), png());
    // The picked file shows at once while it uploads, with its progress; the stored image replaces it.
    const preview = await screen.findByRole('img', { name: 'Course Thumbnail preview' });
    expect(preview).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    expect(xhr.requests[0]!.url).toBe('/api/uploads/admin/image?purpose=thumbnail');
    act(() => xhr.requests[0]!.progress(3, 4));
    expect(screen.getByRole('progressbar', { name: 'Uploading Course Thumbnail' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    act(() => xhr.requests[0]!.respond(201, { success: true, url: '/uploads/courses/t.webp' }));
    await waitFor(() => expect(preview).toHaveAttribute('src', '/uploads/courses/t.webp'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await next();
    expect(await screen.findByRole('heading', { level: 2, name: 'Course Options' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: /Course Information/ })).toHaveTextContent('(completed)');
  }, 20_000);

  it('clears the demo url when the demo source changes and reads the video id from the link', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(null);
    await user.type(screen.getByLabelText(/^Demo Video URL/), 'abc');
    await user.selectOptions(screen.getByLabelText('Demo Video Source'), 'youtube');
    expect(screen.getByLabelText(/^Demo Video URL/)).toHaveValue('');
    await user.type(screen.getByLabelText(/^Demo Video URL/), 'https://www.youtube.com/watch?v=abcdefghijk');
    expect(screen.getByText('Video ID: abcdefghijk')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Demo Video URL/));
    await user.type(screen.getByLabelText(/^Demo Video URL/), 'https://example.com/x');
    expect(screen.getByText('Invalid YouTube URL. Please check the video URL.')).toBeInTheDocument();
  });

  it('goes back freely and blocks forward navigation on the first failing check', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt({ ...initialWizardState(), step: 1 });
    const nav = screen.getByRole('navigation', { name: 'Wizard steps' });
    expect(screen.queryByRole('button', { name: 'Remove benefit 1' })).toBeNull();
    await user.click(within(nav).getByRole('button', { name: /Course Content/ }));
    await expectToast('Course name is required');
    await user.click(within(nav).getByRole('button', { name: /Course Information/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Course Information' })).toBeInTheDocument();
  });

  it('shows the options messages in order', async () => {
    const user = userEvent.setup({ delay: null });
    const base = { ...initialWizardState(), step: 1 };
    const ready: WizardState = {
      ...base,
      info: {
        ...base.info,
        name: { bn: '', en: 'N' },
        description: { bn: '', en: 'D' },
        price: '1',
        categories: 'Programming',
        level: 'Beginner',
        demoUrl: 'd',
        thumbnail: 'data:image/png;base64,AA',
      },
    };
    renderAt(ready);
    const nav = screen.getByRole('navigation', { name: 'Wizard steps' });
    await user.click(within(nav).getByRole('button', { name: /Course Content/ }));
    await expectToast('At least one benefit is required');
    await user.type(screen.getByLabelText('Benefit 1'), 'Hooks');
    await user.click(within(nav).getByRole('button', { name: /Course Content/ }));
    await expectToast('At least one prerequisite is required');
    await user.type(screen.getByLabelText('Prerequisite 1'), 'JavaScript');
    await user.click(screen.getByRole('button', { name: 'Add benefit' }));
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    await expectToast('Please fill the fields to continue!');
    await user.click(screen.getByRole('button', { name: 'Remove benefit 2' }));
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Course Content' })).toBeInTheDocument();
  });

  it('shows the content messages: Next, add section, add lesson, delete the only lesson, Get Duration', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(atContent());
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    await expectToast("Section can't be empty!");
    await user.click(screen.getByRole('button', { name: 'Add New Section' }));
    await expectToast('Please fill all the fields first!');
    await user.click(screen.getByRole('button', { name: 'Add New Content' }));
    await expectToast('Please complete the last lesson of this section first!');
    await user.click(screen.getByRole('button', { name: 'Delete lesson: Untitled lesson' }));
    await expectToast('This section must have at least one lesson. Delete the section instead.');
    await user.click(screen.getByRole('button', { name: 'Get Duration' }));
    await expectToast('Please enter VdoCipher Video ID first');
  });

  it('clamps seconds, keeps the first link and clears the url when the lesson source changes', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(atContent());
    const seconds = screen.getByLabelText('Seconds');
    await user.clear(seconds);
    await user.type(seconds, '75');
    expect(seconds).toHaveValue(59);
    await user.type(screen.getByLabelText(/^Video URL/), 'https://youtu.be/x');
    await user.selectOptions(screen.getByLabelText('Video Source'), 'youtube');
    expect(screen.getByLabelText(/^Video URL/)).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Remove link 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Link' }));
    await user.click(screen.getByRole('button', { name: 'Remove link 2' }));
    expect(screen.queryByLabelText('Link 2 title')).toBeNull();
  });

  it('fetches the VdoCipher duration, with the fallbacks on failure', async () => {
    const user = userEvent.setup({ delay: null });
    let outcome: 'ok' | 'empty 500' | 'offline' = 'ok';
    const fetchMock = renderAt(atContent(), [
      answer(videoApi.metadata, () => {
        if (outcome === 'offline') throw new TypeError('Failed to fetch');
        return outcome === 'ok' ? { success: true, duration: 185, title: 'v', message: 'ok' } : reply(500, {});
      }),
    ]);
    await user.type(screen.getByLabelText(/^Video URL/), 'vdo-42');
    await user.click(screen.getByRole('button', { name: 'Get Duration' }));
    await expectToast('Duration fetched: 3m 5s');
    expect(screen.getByLabelText('Minutes')).toHaveValue(3);
    expect(screen.getByLabelText('Seconds')).toHaveValue(5);
    expect(sentBody(fetchMock, '/vdocipher/metadata')).toEqual({ videoId: 'vdo-42' });
    outcome = 'empty 500';
    await user.click(screen.getByRole('button', { name: 'Get Duration' }));
    await expectToast('Failed to fetch video duration');
    outcome = 'offline';
    await user.click(screen.getByRole('button', { name: 'Get Duration' }));
    await expectToast('Error fetching video duration');
  });

  it('renames a section with Enter, cancels with Esc and refuses an empty name', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(atContent());
    await user.click(screen.getByRole('button', { name: 'Rename section Introduction' }));
    const input = screen.getByRole('textbox', { name: 'Section name' });
    // empty in both languages (the default name is English)
    await user.clear(input);
    await user.clear(screen.getByRole('textbox', { name: 'English: Section name' }));
    await user.keyboard('{Enter}');
    await expectToast('Section name cannot be empty!');
    await user.type(input, 'Draft{Escape}');
    expect(screen.getByRole('heading', { level: 3, name: 'Introduction' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rename section Introduction' }));
    await user.clear(screen.getByRole('textbox', { name: 'Section name' }));
    await user.type(screen.getByRole('textbox', { name: 'Section name' }), 'Getting Started{Enter}');
    await expectToast('Section name updated successfully!');
    expect(screen.getByRole('heading', { level: 3, name: 'Getting Started' })).toBeInTheDocument();
  });

  // Issue 36 item 10: an Add button puts the focus in what it made; a control that goes or is disabled hands it on.
  it('keeps the focus where the keyboard user works: added fields, a renamed section, a lesson moved to the top', async () => {
    const user = userEvent.setup({ delay: null });
    const base = atContent();
    const section = base.sections[0]!;
    const en = (text: string) => ({ bn: '', en: text });
    const lessonOf = (key: string, title: string) => ({
      ...section.lessons[0]!,
      key,
      title: en(title),
      description: en('<p>d</p>'),
    });
    renderAt({ ...base, sections: [{ ...section, lessons: [lessonOf('a', 'Alpha'), lessonOf('b', 'Beta')] }] });

    await user.click(screen.getByRole('button', { name: 'Move up: Beta' }));
    expect(screen.getByRole('button', { name: 'Move up: Beta' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: Beta' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Move up: Beta' })).toHaveFocus();

    const rename = () => screen.getByRole('button', { name: /^Rename section / });
    await user.click(rename());
    await user.type(screen.getByRole('textbox', { name: 'Section name' }), ' part{Enter}');
    await expectToast('Section name updated successfully!');
    expect(rename()).toHaveFocus();
    await user.click(rename());
    await user.keyboard('{Escape}');
    expect(rename()).toHaveFocus();
  });

  it('puts the focus in the field an Add button made: a benefit, a lesson, a section', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt({ ...initialWizardState(), step: 1 });
    await user.click(screen.getByRole('button', { name: 'Add benefit' }));
    expect(screen.getByLabelText('Benefit 2')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove benefit 2' }));
    expect(screen.getByLabelText('Benefit 1')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add prerequisite' }));
    expect(screen.getByLabelText('Prerequisite 2')).toHaveFocus();
  });

  it('puts the focus in the title of the lesson Add New Content made, and of the section Add New Section made', async () => {
    const user = userEvent.setup({ delay: null });
    const base = atContent();
    const section = base.sections[0]!;
    const links = [{ title: { bn: '', en: 'Code' }, url: 'https://example.com' }];
    const done = {
      ...section.lessons[0]!,
      title: { bn: '', en: 'Alpha' },
      description: { bn: '', en: '<p>d</p>' },
      videoUrl: 'vid-1',
      minutes: 3,
      links,
    };
    renderAt({ ...base, sections: [{ ...section, lessons: [done] }] });
    const titles = () => screen.getAllByLabelText(/^Video Title/);
    await user.click(screen.getByRole('button', { name: 'Add New Section' }));
    expect(titles()).toHaveLength(2);
    expect(titles()[1]).toHaveFocus();
    // the first section's new lesson comes before the second section's
    await user.click(screen.getAllByRole('button', { name: 'Add New Content' })[0]!);
    expect(titles()).toHaveLength(3);
    expect(titles()[1]).toHaveFocus();
  });

  it('deletes a section after confirmation and restores a blank Introduction', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(atContent());
    await user.type(screen.getByLabelText(/^Video Title/), 'Will go');
    await user.click(screen.getByRole('button', { name: 'Delete section Introduction' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await expectToast('Section "Introduction" deleted successfully!');
    await waitFor(() => expect(screen.getByLabelText(/^Video Title/)).toHaveValue(''));
    expect(screen.getByRole('heading', { level: 3, name: 'Introduction' })).toBeInTheDocument();
  });

  it('reorders lessons with Move up / Move down and by drag and drop inside a section', async () => {
    const user = userEvent.setup({ delay: null });
    const base = atContent();
    const section = base.sections[0]!;
    const lessonOf = (key: string, title: string) => ({ ...section.lessons[0]!, key, title: { bn: '', en: title } });
    renderAt({
      ...base,
      sections: [{ ...section, lessons: [lessonOf('a', 'Alpha'), lessonOf('b', 'Beta'), lessonOf('c', 'Gamma')] }],
    });
    const order = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    expect(screen.getByRole('button', { name: 'Move up: Alpha' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move down: Alpha' }));
    expect(order()).toEqual(['Lesson 1: Beta', 'Lesson 2: Alpha', 'Lesson 3: Gamma']);
    const items = () => screen.getAllByRole('listitem').filter((li) => li.querySelector('article'));
    const handle = items()[2]!.querySelector('[draggable="true"]')!;
    fireEvent.dragStart(handle, { dataTransfer: { setData: () => undefined, effectAllowed: 'move' } });
    // jsdom has no DragEvent, so the pointer position is set on the event by hand
    const over = createEvent.dragOver(items()[0]!);
    Object.defineProperty(over, 'clientY', { value: 10 });
    fireEvent(items()[0]!, over);
    expect(screen.getByTestId('drop-indicator')).toHaveClass('-bottom-2');
    const above = createEvent.dragOver(items()[0]!);
    Object.defineProperty(above, 'clientY', { value: -10 });
    fireEvent(items()[0]!, above);
    expect(screen.getByTestId('drop-indicator')).toHaveClass('-top-2');
    fireEvent.drop(items()[0]!);
    expect(order()).toEqual(['Lesson 1: Gamma', 'Lesson 2: Beta', 'Lesson 3: Alpha']);
  });
});
