import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillRichText, findRichText, preloadRichTextEditor } from '#web/test/rich-text.ts';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AboutPageAnswer } from '#shared/content/pages.ts';
import i18n from '#web/i18n/index.ts';
import { aboutPageApi } from '#shared/endpoints/content.ts';
import { answer, callsTo, PENDING, renderPage, reply, sentBody, stubApi, type StubEntry } from '#web/test/render.tsx';
import { AboutPageEditor } from './about-page.tsx';

const PAGE: AboutPageAnswer = {
  title: 'About Us',
  subtitle: 'We teach',
  mission: '<p>Our mission</p>',
  features: [
    { icon: 'FaWallet', title: 'Affordable', desc: 'Pay in taka' },
    { icon: 'FaRocket', title: 'Fast', desc: 'Start today' },
  ],
  updatedAt: null,
};
const UPDATE = aboutPageApi.update.path;
const pageAnswer = (page: Partial<AboutPageAnswer> = {}) => ({
  success: true as const,
  aboutPage: { ...PAGE, ...page },
});

/** The server stores what a write answers, so the refetch after a write reads it back. */
function stored(page: Partial<AboutPageAnswer>) {
  const body = pageAnswer(page);
  return () => {
    current = body;
    return body;
  };
}
let current = pageAnswer();

function renderAbout(answers: StubEntry[] = []) {
  current = pageAnswer();
  const fetchMock = stubApi([...answers, answer(aboutPageApi.get, () => current)]);
  renderPage(<AboutPageEditor />);
  render(<Toaster />);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

beforeAll(preloadRichTextEditor, 30_000);

describe('admin About page', () => {
  it('shows skeletons, then an inline error with retry', async () => {
    renderAbout([answer(aboutPageApi.get, PENDING)]);
    expect(screen.getByRole('heading', { level: 1, name: 'About Page' })).toBeInTheDocument();
    expect(screen.getByTestId('about-loading')).toBeInTheDocument();
    cleanup();
    renderAbout([answer(aboutPageApi.get, reply(500, { success: false, message: 'down', code: 'x' }))]);
    expect(await screen.findByText('Could not load this data. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the content, the features with their icons and every icon of the spec as a picture to pick', async () => {
    renderAbout();
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('About Us');
    expect(await findRichText('Mission')).toHaveTextContent('Our mission');
    expect(screen.getAllByTestId('about-feature').map((li) => li.textContent)).toEqual([
      'AffordablePay in taka',
      'FastStart today',
    ]);
    // Every icon of the spec is shown as a picture named in words, not as "FaChalkboardTeacher".
    const picker = screen.getByRole('radiogroup', { name: 'Icon' });
    const icons = within(picker).getAllByRole('radio');
    expect(icons).toHaveLength(15);
    expect(icons.every((icon) => icon.querySelector('svg') !== null)).toBe(true);
    expect(icons.map((icon) => icon.getAttribute('aria-label'))).not.toContain('FaChalkboardTeacher');
    expect(within(picker).getByRole('radio', { name: 'Teacher at a board' })).toBeChecked();
    expect(within(picker).getByRole('radio', { name: 'Teacher at a board' })).toHaveAttribute(
      'title',
      'Teacher at a board',
    );
    expect(screen.getByRole('button', { name: 'Add Feature' })).toBeInTheDocument();
  });

  it('picks an icon with the keyboard, each named in Bengali', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('bn'));
    try {
      renderAbout();
      const picker = await screen.findByRole('radiogroup', { name: 'আইকন' });
      const teacher = within(picker).getByRole('radio', { name: 'বোর্ডে শিক্ষক' });
      expect(teacher).toBeChecked();
      act(() => teacher.focus());
      // held, as a finger is while the browser moves focus (Radix chooses the item focus lands on)
      await user.keyboard('{ArrowRight>}');
      const wallet = within(picker).getByRole('radio', { name: 'মানিব্যাগ' });
      await waitFor(() => expect(wallet).toBeChecked());
      await user.keyboard('{/ArrowRight}');
      expect(wallet).toHaveFocus();
      expect(wallet).toHaveAttribute('data-icon', 'FaWallet');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('refuses an incomplete feature, then stores a new one at once with the saved header', async () => {
    const user = userEvent.setup();
    const fetchMock = renderAbout([
      answer(
        aboutPageApi.update,
        stored({ features: [...PAGE.features, { icon: 'FaCode', title: 'Code', desc: 'Real projects' }] }),
      ),
    ]);
    await user.type(await screen.findByLabelText(/^Feature Title/), 'Code');
    await user.click(screen.getByRole('button', { name: 'Add Feature' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all feature fields.');
    expect(callsTo(fetchMock, UPDATE)).toHaveLength(0);
    await user.clear(screen.getByLabelText(/^Title/));
    await user.type(screen.getByLabelText(/^Title/), 'Draft title');
    await user.click(screen.getByRole('radio', { name: 'Code' }));
    expect(screen.getByRole('radio', { name: 'Code' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Teacher at a board' })).not.toBeChecked();
    await user.type(screen.getByLabelText(/^Feature Description/), 'Real projects');
    await user.click(screen.getByRole('button', { name: 'Add Feature' }));
    expect(await screen.findByText('Feature added successfully')).toBeInTheDocument();
    expect(sentBody(fetchMock, UPDATE)).toEqual({
      title: 'About Us',
      subtitle: 'We teach',
      mission: '<p>Our mission</p>',
      features: [...PAGE.features, { icon: 'FaCode', title: 'Code', desc: 'Real projects' }],
    });
    expect(await screen.findAllByTestId('about-feature')).toHaveLength(3);
    expect(screen.getByLabelText(/^Feature Title/)).toHaveValue('');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Draft title');
    expect(screen.getByText('Unsaved Changes')).toBeInTheDocument();
  });

  it('edits a feature by index, Cancel returns to add mode, and a failure keeps the inputs', async () => {
    const user = userEvent.setup();
    let isOffline = true;
    const fetchMock = renderAbout([
      answer(aboutPageApi.update, () => {
        if (isOffline) throw new TypeError('Failed to fetch');
        return stored({ features: [PAGE.features[0]!, { icon: 'FaRocket', title: 'Faster', desc: 'Start today' }] })();
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit feature Fast' }));
    expect(screen.getByRole('heading', { name: 'Edit Feature 2' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Rocket' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Add a Feature' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Feature Title/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Edit feature Fast' }));
    await user.type(screen.getByLabelText(/^Feature Title/), 'er');
    await user.click(screen.getByRole('button', { name: 'Update Feature' }));
    expect(await screen.findByText('Failed to persist feature changes')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Feature Title/)).toHaveValue('Faster');
    isOffline = false;
    await user.click(screen.getByRole('button', { name: 'Update Feature' }));
    expect(await screen.findByText('Feature updated successfully')).toBeInTheDocument();
    expect((sentBody(fetchMock, UPDATE) as AboutPageAnswer).features[1]).toEqual({
      icon: 'FaRocket',
      title: 'Faster',
      desc: 'Start today',
    });
    expect(await screen.findByRole('heading', { name: 'Add a Feature' })).toBeInTheDocument();
  });

  it('deletes a feature only after confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = renderAbout([answer(aboutPageApi.update, stored({ features: [PAGE.features[1]!] }))]);
    await user.click(await screen.findByRole('button', { name: 'Delete feature Affordable' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete Feature' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(callsTo(fetchMock, UPDATE)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete feature Affordable' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Feature deleted successfully')).toBeInTheDocument();
    expect((sentBody(fetchMock, UPDATE) as AboutPageAnswer).features).toEqual([PAGE.features[1]]);
  });

  it('requires title, subtitle and mission before saving, then saves the header with the stored features', async () => {
    const user = userEvent.setup();
    const fetchMock = renderAbout([
      answer(aboutPageApi.update, stored({ subtitle: 'New line', mission: '<p>Again</p>' })),
    ]);
    const mission = await findRichText('Mission');
    await fillRichText(user, mission, '');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(callsTo(fetchMock, UPDATE)).toHaveLength(0);
    await fillRichText(user, mission, 'Again');
    await user.clear(screen.getByLabelText(/^Subtitle/));
    await user.type(screen.getByLabelText(/^Subtitle/), 'New line');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('About page updated successfully!')).toBeInTheDocument();
    expect(sentBody(fetchMock, UPDATE)).toEqual({
      title: 'About Us',
      subtitle: 'New line',
      mission: '<p>Again</p>',
      features: PAGE.features,
    });
  });

  it('refuses to save without any feature', async () => {
    const user = userEvent.setup();
    const fetchMock = renderAbout([answer(aboutPageApi.get, pageAnswer({ features: [] }))]);
    expect(await screen.findByText('No features yet')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Title/), '!');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please add at least one feature');
    expect(callsTo(fetchMock, UPDATE)).toHaveLength(0);
  });

  it('keeps the form and shows the server message when a save is refused', async () => {
    const user = userEvent.setup();
    renderAbout([
      answer(
        aboutPageApi.update,
        reply(400, { success: false, message: 'Must be at most 200 characters', code: 'validation' }),
      ),
    ]);
    await user.type(await screen.findByLabelText(/^Title/), ' long');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Must be at most 200 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('About Us long');
  });

  it('resets to default only after confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = renderAbout([answer(aboutPageApi.reset, stored({ title: 'Default title' }))]);
    await user.type(await screen.findByLabelText(/^Title/), ' draft');
    await user.click(screen.getByRole('button', { name: 'Reset to Default' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset About Page' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Reset to Default' }));
    expect(await screen.findByText('About page reset to default successfully!')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/about-page/admin/reset-content', 'POST')).toHaveLength(1);
    expect(await screen.findByDisplayValue('Default title')).toBeInTheDocument();
  });

  it('speaks Bengali, its messages included', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('bn');
    try {
      renderAbout();
      expect(screen.getByRole('heading', { level: 1, name: 'আমাদের সম্পর্কে পেজ' })).toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: 'বৈশিষ্ট্য যোগ করুন' }));
      // each empty field of the feature says so under itself
      const alerts = await screen.findAllByRole('alert');
      expect(alerts.map((alert) => alert.textContent)).toEqual([
        'অনুগ্রহ করে বৈশিষ্ট্যের সব ঘর পূরণ করুন।',
        'অনুগ্রহ করে বৈশিষ্ট্যের সব ঘর পূরণ করুন।',
      ]);
      expect(screen.getByLabelText(/^বৈশিষ্ট্যের শিরোনাম/)).toHaveFocus();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
