import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findRichText, preloadRichTextEditor } from '#web/test/rich-text.ts';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PrivacyPageAnswer } from '#shared/content/pages.ts';
import { privacyPageApi } from '#shared/endpoints/content.ts';
import i18n from '#web/i18n/index.ts';
import { authApi } from '#shared/endpoints/auth.ts';
import { answer, callsTo, PENDING, renderPage, reply, sentBody, stubApi, type StubEntry } from '#web/test/render.tsx';
import { PrivacyPageEditor } from './privacy-page.tsx';

const PAGE: PrivacyPageAnswer = {
  title: '<p>Privacy Policy</p>',
  subtitle: '<p>Your privacy</p>',
  footerText: 'Contact us',
  cards: [{ icon: 'FaLock', title: 'Protection', items: ['Hashed passwords'] }],
  updatedAt: null,
};
const UPDATE = privacyPageApi.update.path;
const pageAnswer = (page: Partial<PrivacyPageAnswer> = {}) => ({
  success: true as const,
  privacyPage: { ...PAGE, ...page },
});
let current = pageAnswer();
/** The server stores what a write answers, so the refetch after a write reads it back. */
const stored = (page: Partial<PrivacyPageAnswer>) => () => (current = pageAnswer(page));

function renderPrivacy(answers: StubEntry[] = []) {
  current = pageAnswer();
  const fetchMock = stubApi([...answers, answer(privacyPageApi.get, () => current)]);
  renderPage(<PrivacyPageEditor />);
  render(<Toaster />);
  return fetchMock;
}
const cardTitles = () => screen.queryAllByTestId('privacy-card').map((li) => li.querySelector('p')?.textContent);

afterEach(() => vi.unstubAllGlobals());

beforeAll(preloadRichTextEditor, 30_000);

describe('admin Privacy page', () => {
  it('shows skeletons, then an inline error with retry', async () => {
    renderPrivacy([answer(privacyPageApi.get, PENDING)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Page' })).toBeInTheDocument();
    expect(screen.getByTestId('privacy-loading')).toBeInTheDocument();
    cleanup();
    renderPrivacy([answer(privacyPageApi.get, reply(500, { success: false, message: 'down', code: 'x' }))]);
    expect(await screen.findByText('Could not load this data. Please try again.')).toBeInTheDocument();
  });

  it('shows the texts, the cards and the 16 icons of the spec', async () => {
    renderPrivacy();
    expect(await screen.findByLabelText(/^Footer Text/)).toHaveValue('Contact us');
    expect(await findRichText('Title')).toHaveTextContent('Privacy Policy');
    expect(screen.getByRole('textbox', { name: 'Subtitle' })).toHaveTextContent('Your privacy');
    expect(cardTitles()).toEqual(['Protection']);
    const picker = screen.getByRole('radiogroup', { name: 'Icon' });
    expect(within(picker).getAllByRole('radio')).toHaveLength(16);
    expect(within(picker).getByRole('radio', { name: 'Person with a shield' })).toBeChecked();
  });

  it('refuses a card without title or items, adds one, and saves the whole page', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPrivacy([answer(privacyPageApi.update, stored({}))]);
    await user.click(await screen.findByRole('button', { name: 'Add Card' }));
    // each missing part says so under itself, the title focused first
    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual([
      'Please enter a card title',
      'Please add at least one item',
    ]);
    expect(screen.getByLabelText(/^Card Title/)).toHaveFocus();
    await user.type(screen.getByLabelText(/^Card Title/), 'Cookies');
    await user.type(screen.getByLabelText('Item 1'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add Card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please add at least one item');
    expect(screen.getByLabelText('Item 1')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await user.type(screen.getByLabelText('Item 2'), ' Only essential cookies ');
    await user.click(screen.getByRole('radio', { name: 'Cookie' }));
    await user.click(screen.getByRole('button', { name: 'Add Card' }));
    expect(await screen.findByText('Card added successfully')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Protection', 'Cookies']);
    expect(screen.getByLabelText(/^Card Title/)).toHaveValue('');
    expect(callsTo(fetchMock, UPDATE)).toHaveLength(0);
    expect(screen.getByText('Unsaved Changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Privacy page updated successfully!')).toBeInTheDocument();
    expect(sentBody(fetchMock, UPDATE)).toEqual({
      title: '<p>Privacy Policy</p>',
      subtitle: '<p>Your privacy</p>',
      footerText: 'Contact us',
      cards: [...PAGE.cards, { icon: 'FaCookieBite', title: 'Cookies', items: ['Only essential cookies'] }],
    });
  });

  it('says what a card misses in Bengali, then adds it', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('bn'));
    try {
      renderPrivacy();
      await user.click(await screen.findByRole('button', { name: 'কার্ড যোগ করুন' }));
      expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual([
        'কার্ডের শিরোনাম লিখুন',
        'অন্তত একটি আইটেম যোগ করুন',
      ]);
      await user.type(screen.getByLabelText(/^কার্ডের শিরোনাম/), 'কুকি');
      await user.type(screen.getByLabelText(/^বিষয় (1|১)$/), 'শুধু দরকারি কুকি');
      await user.click(screen.getByRole('button', { name: 'কার্ড যোগ করুন' }));
      expect(await screen.findByText('কার্ড সফলভাবে যোগ করা হয়েছে')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('edits a card by index, Cancel returns to add mode, and deletes after confirmation', async () => {
    const user = userEvent.setup();
    renderPrivacy();
    await user.click(await screen.findByRole('button', { name: 'Edit card Protection' }));
    expect(screen.getByRole('heading', { name: 'Edit Card 1' })).toBeInTheDocument();
    expect(screen.getByLabelText('Item 1')).toHaveValue('Hashed passwords');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Add a Card' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit card Protection' }));
    await user.type(screen.getByLabelText(/^Card Title/), ' & Safety');
    await user.click(screen.getByRole('button', { name: 'Update Card' }));
    expect(await screen.findByText('Card updated successfully')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Protection & Safety']);
    await user.click(screen.getByRole('button', { name: 'Delete card Protection & Safety' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete Card' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(cardTitles()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete card Protection & Safety' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Card deleted successfully')).toBeInTheDocument();
    expect(screen.getByText('No privacy cards yet')).toBeInTheDocument();
  });

  it('requires the texts and at least one card before saving', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPrivacy();
    await user.clear(await screen.findByLabelText(/^Footer Text/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await user.type(screen.getByLabelText(/^Footer Text/), 'Write to us');
    await user.click(screen.getByRole('button', { name: 'Delete card Protection' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please add at least one privacy card');
    expect(callsTo(fetchMock, UPDATE)).toHaveLength(0);
  });

  it('keeps every draft when the save fails and shows the fallback', async () => {
    const user = userEvent.setup();
    renderPrivacy([
      answer(privacyPageApi.update, () => {
        throw new TypeError('Failed to fetch');
      }),
    ]);
    await user.type(await screen.findByLabelText(/^Footer Text/), '!');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update Privacy page')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Footer Text/)).toHaveValue('Contact us!');
  });

  it('resets to default only after confirmation, with an empty POST', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPrivacy([answer(privacyPageApi.reset, stored({ footerText: 'Default footer' }))]);
    await user.click(await screen.findByRole('button', { name: 'Reset to Default' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset Privacy Page' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, '/privacy-page/admin/reset-content')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Reset to Default' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset to Default' }));
    expect(await screen.findByText('Privacy page reset to default successfully!')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/privacy-page/admin/reset-content', 'POST')).toHaveLength(1);
    expect(sentBody(fetchMock, '/privacy-page/admin/reset-content')).toBeUndefined();
    expect(await screen.findByDisplayValue('Default footer')).toBeInTheDocument();
  });

  it('shows the server message when the reset fails', async () => {
    const user = userEvent.setup();
    renderPrivacy([
      answer(privacyPageApi.reset, reply(403, { success: false, message: 'Admins only', code: 'forbidden' })),
      answer(authApi.refresh, reply(401, {})),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Reset to Default' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset to Default' }));
    expect(await screen.findByText('Admins only')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
