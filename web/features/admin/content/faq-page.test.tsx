import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutsApi } from '#shared/endpoints/content.ts';
import { answer, PENDING, reply, type StubEntry } from '#web/test/render.tsx';
import { fillRichText, findRichText, preloadRichTextEditor } from '#web/test/rich-text.ts';
import { FaqPage } from './faq-page.tsx';
import { UPDATE, faqAnswer, renderEditor } from './test-helpers.tsx';

const Q1 = { _id: '5d1e2f30-0000-4000-8000-000000000001', question: 'How do I pay?', answer: 'With bKash or a card.' };
const Q2 = { _id: '5d1e2f30-0000-4000-8000-000000000002', question: 'Can I get a refund?', answer: 'Within 7 days.' };

const open = (answers: StubEntry[] = []) =>
  renderEditor(<FaqPage />, [...answers, answer(layoutsApi.get, faqAnswer([Q1, Q2]), { params: { type: 'FAQ' } })]);

beforeAll(preloadRichTextEditor, 30_000);

describe('FAQ (/admin/faq)', () => {
  it('loads the header and items; skeleton, empty state and load error', async () => {
    const first = open([answer(layoutsApi.get, PENDING, { params: { type: 'FAQ' } })]);
    expect(screen.getByRole('heading', { level: 1, name: 'FAQ' })).toBeInTheDocument();
    expect(screen.getByTestId('editor-loading')).toBeInTheDocument();
    first.unmount();
    const second = open([answer(layoutsApi.get, faqAnswer([]), { params: { type: 'FAQ' } })]);
    expect(await screen.findByText('No FAQ items yet')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Frequently Asked Questions');
    second.unmount();
    const third = open([
      answer(layoutsApi.get, reply(500, { success: false, message: 'x', code: 'x' }), { params: { type: 'FAQ' } }),
    ]);
    expect(await screen.findByText('Could not load this data. Please try again.')).toBeInTheDocument();
    third.unmount();
    open();
    const item = within((await screen.findByRole('heading', { name: 'FAQ 2' })).closest('li')!);
    expect(item.getByLabelText('Question')).toHaveValue('Can I get a refund?');
    expect(await findRichText('Answer', item)).toHaveTextContent('Within 7 days.');
    expect(screen.getByRole('button', { name: 'No Changes' })).toBeDisabled();
  });

  it('adds and removes items, drops incomplete ones and says FAQ updated successfully!', async () => {
    const user = userEvent.setup();
    const { bodyOf } = open([answer(layoutsApi.update, faqAnswer([Q2]))]);
    await user.click(await screen.findByRole('button', { name: 'Remove FAQ 1' }));
    await user.click(screen.getByRole('button', { name: 'Add New FAQ' }));
    const added = within(screen.getByRole('heading', { name: 'FAQ 2' }).closest('li')!);
    expect(added.getByLabelText('Question')).toHaveFocus();
    await user.type(added.getByLabelText('Question'), 'Is there a certificate?');
    await fillRichText(user, await findRichText('Answer', added), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Add New FAQ' }));
    await user.type(
      within(screen.getByRole('heading', { name: 'FAQ 3' }).closest('li')!).getByLabelText('Question'),
      'No answer',
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('FAQ updated successfully!')).toBeInTheDocument();
    expect(bodyOf(UPDATE)).toEqual({
      type: 'FAQ',
      faqHeader: { title: 'Frequently Asked Questions', subTitle: expect.any(String) },
      faq: [Q2, { question: 'Is there a certificate?', answer: '<p>Yes</p>' }],
    });
  });

  it('refuses to save when every item is empty and the header is unchanged', async () => {
    const user = userEvent.setup();
    const { callsTo } = open([answer(layoutsApi.get, faqAnswer([]), { params: { type: 'FAQ' } })]);
    await user.click(await screen.findByRole('button', { name: 'Add New FAQ' }));
    await user.type(screen.getByLabelText('Question'), 'Only a question');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Cannot save: All FAQ items are empty or invalid!')).toBeInTheDocument();
    expect(callsTo(UPDATE)).toHaveLength(0);
    expect(screen.getByLabelText('Question')).toHaveValue('Only a question');
  });

  it('saves a changed header even with only empty items', async () => {
    const user = userEvent.setup();
    const { bodyOf } = open([
      answer(layoutsApi.get, faqAnswer([]), { params: { type: 'FAQ' } }),
      answer(layoutsApi.update, faqAnswer([], { title: 'Questions', subTitle: 's' })),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add New FAQ' }));
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Questions');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('FAQ updated successfully!')).toBeInTheDocument();
    expect(bodyOf(UPDATE)).toMatchObject({ faqHeader: { title: 'Questions' }, faq: [] });
  });

  it('shows the server message on a refused save, keeps the form, and Reset restores the server values', async () => {
    const user = userEvent.setup();
    open([
      answer(
        layoutsApi.update,
        reply(400, { success: false, message: 'Must be at most 500 characters', code: 'validation' }),
      ),
    ]);
    const first = within((await screen.findByRole('heading', { name: 'FAQ 1' })).closest('li')!);
    await user.type(first.getByLabelText('Question'), ' Really?');
    expect(screen.getByText('Unsaved Changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Must be at most 500 characters')).toBeInTheDocument();
    expect(first.getByLabelText('Question')).toHaveValue('How do I pay? Really?');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(first.getByLabelText('Question')).toHaveValue('How do I pay?');
  });
});
