import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { questionBankApi } from '#shared/endpoints/question-bank.ts';
import i18n from '#web/i18n/index.ts';
import type { AdminQuestion } from '#shared/learning/questions.ts';
import { answer, callsTo, fail, renderPage, reply, sentBody, stubApi, type StubEntry } from '#web/test/render.tsx';
import { fillRichText, findRichText, preloadRichTextEditor } from '#web/test/rich-text.ts';
import { QuestionBankPage } from './question-bank-page.tsx';
import { courseId, question } from './test-data.ts';

const BANK = `/admin/courses/${courseId}/questions`;

function show(answers: StubEntry[] = [], questions: AdminQuestion[] = [question(1)], tags: string[] = []) {
  const fetchMock = stubApi([...answers, answer(questionBankApi.list, { success: true, questions, tags })]);
  renderPage(<QuestionBankPage />, { path: '/admin/question-bank/:courseId', url: `/admin/question-bank/${courseId}` });
  render(<Toaster />);
  return fetchMock;
}

beforeAll(preloadRichTextEditor, 30_000);
afterEach(() => vi.unstubAllGlobals());

describe('Question bank: the list', () => {
  it('filters by type and tag, searches both languages and pages by 10', async () => {
    const many = Array.from({ length: 12 }, (_, i) => question(i + 1));
    many.push(
      question(13, {
        type: 'numeric',
        text: { bn: '<p>২ + ২ কত?</p>', en: '' },
        options: [],
        correctOptions: [],
        numericAnswer: 4,
        tags: ['গণিত'],
      }),
    );
    show([], many, ['গণিত']);
    const user = userEvent.setup();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('13 questions')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Next/ }));
    expect(within(screen.getByRole('table')).getByText('২ + ২ কত?')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Type'), 'numeric');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText('Type'), 'all');
    await user.selectOptions(screen.getByLabelText('Tag'), 'গণিত');
    expect(screen.getByText('1 question')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Tag'), '');
    await user.type(screen.getByLabelText('Search questions'), 'question 12');
    expect(within(screen.getByRole('table')).getByText('Question 12')).toBeInTheDocument();
    expect(screen.getByText('1 question')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search questions'));
    await user.type(screen.getByLabelText('Search questions'), 'nothing like it');
    expect(screen.getByText('No question matches this filter.')).toBeInTheDocument();
  });

  it('deletes a question only after the confirmation', async () => {
    const fetchMock = show([answer(questionBankApi.remove, { success: true, message: 'Question deleted' })]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete question: Question 1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this question?' });
    expect(callsTo(fetchMock, `/admin/questions/${question(1)._id}`, 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Question deleted')).toBeInTheDocument();
    expect(callsTo(fetchMock, `/admin/questions/${question(1)._id}`, 'DELETE')).toHaveLength(1);
  });
});

describe('Question bank: writing a question', () => {
  it('sends both languages, the options and the key, and closes once saved', async () => {
    const fetchMock = show([
      answer(questionBankApi.create, { success: true, message: 'Question saved', question: question(2) }),
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add question' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a question' });
    await fillRichText(user, await findRichText('Question in Bengali', within(dialog)), 'ঢাকা কোন দেশের রাজধানী?');
    await fillRichText(user, await findRichText('Question in English', within(dialog)), 'Dhaka is the capital of?');
    await user.type(within(dialog).getByLabelText('Option 1 in Bengali'), 'বাংলাদেশ');
    await user.type(within(dialog).getByLabelText('Option 1 in English'), 'Bangladesh');
    await user.type(within(dialog).getByLabelText('Option 2 in English'), 'India');
    await user.click(within(dialog).getByRole('button', { name: 'Remove option 4' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove option 3' }));
    await user.click(within(dialog).getByLabelText('Option 1 is correct'));
    await user.clear(within(dialog).getByLabelText(/^Points/));
    await user.type(within(dialog).getByLabelText(/^Points/), '২');
    await user.type(within(dialog).getByLabelText(/^Tags/), 'ভূগোল, chapter 1');
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));

    expect(await screen.findByText('Question saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(fetchMock, BANK, 'POST')).toEqual({
      type: 'single',
      text: { bn: '<p>ঢাকা কোন দেশের রাজধানী?</p>', en: '<p>Dhaka is the capital of?</p>' },
      options: [{ text: { bn: 'বাংলাদেশ', en: 'Bangladesh' } }, { text: { bn: '', en: 'India' } }],
      correctOptions: [0],
      partialCredit: false,
      numericAnswer: null,
      tolerance: 0,
      acceptedAnswers: [],
      explanation: { bn: '', en: '' },
      points: 2,
      tags: ['ভূগোল', 'chapter 1'],
    });
  });

  it('checks the type’s rules before sending: no text, an empty option, no correct option', async () => {
    const fetchMock = show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add question' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a question' });
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    expect(await within(dialog).findByText('Question text is required (in Bengali or English)')).toBeInTheDocument();

    await fillRichText(user, await findRichText('Question in English', within(dialog)), 'Two plus two?');
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    expect(await within(dialog).findByText('An option cannot be empty')).toBeInTheDocument();

    for (const n of [1, 2, 3, 4]) await user.type(within(dialog).getByLabelText(`Option ${n} in English`), `${n + 2}`);
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    expect(await within(dialog).findByText('Choose the correct option')).toBeInTheDocument();
    expect(callsTo(fetchMock, BANK, 'POST')).toHaveLength(0);
  });

  it('writes a numeric question in Bengali digits with a tolerance, and edits keep option ids', async () => {
    const fetchMock = show([
      answer(questionBankApi.create, { success: true, message: 'Question saved', question: question(3) }),
      answer(questionBankApi.update, { success: true, message: 'Question updated', question: question(1) }),
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add question' }));
    let dialog = screen.getByRole('dialog', { name: 'Add a question' });
    await user.selectOptions(within(dialog).getByLabelText(/^Question type/), 'numeric');
    await fillRichText(user, await findRichText('Question in Bengali', within(dialog)), '১২.৫ এর দ্বিগুণ?');
    await user.type(within(dialog).getByLabelText(/^Correct number/), '২৫');
    await user.type(within(dialog).getByLabelText(/^Tolerance/), '0.1');
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    await screen.findByText('Question saved');
    expect(sentBody(fetchMock, BANK, 'POST')).toMatchObject({
      type: 'numeric',
      options: [],
      correctOptions: [],
      numericAnswer: 25,
      tolerance: 0.1,
    });

    await user.click(screen.getByRole('button', { name: 'Edit question: Question 1' }));
    dialog = screen.getByRole('dialog', { name: 'Edit question' });
    await user.click(within(dialog).getByLabelText('Option 2 is correct'));
    await user.click(within(dialog).getByRole('button', { name: 'Save question' }));
    await screen.findByText('Question updated');
    expect(sentBody(fetchMock, `/admin/questions/${question(1)._id}`, 'PUT')).toMatchObject({
      options: [
        { _id: question(1).options[0]!._id, text: { bn: '', en: 'Yes' } },
        { _id: question(1).options[1]!._id, text: { bn: '', en: 'No' } },
      ],
      correctOptions: [1],
    });
  });
});

describe('Question bank: CSV', () => {
  it('sends the file as text/csv and lists every bad row when nothing was imported', async () => {
    const fetchMock = show([
      answer(
        questionBankApi.import,
        reply(400, {
          success: false,
          code: 'csv_invalid',
          message: 'The file has 2 bad rows; nothing was imported',
          errors: [
            { row: 3, message: 'Choose the correct option' },
            { row: 5, message: 'points must be a number more than 0' },
          ],
        }),
      ),
    ]);
    const user = userEvent.setup();
    await screen.findByRole('table');
    const csv = 'type,text_bn,text_en,options,correct,explanation,points,tags\nsingle,প্রশ্ন,,ক|খ,1,,1,\n';
    await user.upload(
      screen.getByLabelText('CSV file of questions'),
      new File([csv], 'bank.csv', { type: 'text/csv' }),
    );
    const report = await screen.findByRole('alert');
    expect(within(report).getByText('Nothing was imported: 2 rows have problems')).toBeInTheDocument();
    expect(within(report).getByText('Row 3: Choose the correct option')).toBeInTheDocument();
    expect(within(report).getByText('Row 5: points must be a number more than 0')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, `${BANK}/import`, 'POST')[0]!;
    expect(new Headers(init?.headers).get('Content-Type')).toBe('text/csv');
    expect(init?.body).toBe(csv);

    // each row's reason is worded in the reader's language, its number in their digits
    try {
      await act(() => i18n.changeLanguage('bn'));
      expect(within(report).getByText('সারি ৩: সঠিক বিকল্পটি বেছে নিন')).toBeInTheDocument();
      expect(within(report).getByText('সারি ৫: points ০-এর বেশি একটি সংখ্যা হতে হবে')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('says how many were imported', async () => {
    show([answer(questionBankApi.import, { success: true, imported: 2, message: '2 questions imported' })]);
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.upload(
      screen.getByLabelText('CSV file of questions'),
      new File(['x'], 'bank.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('2 questions imported')).toBeInTheDocument();
  });

  it('shows a refusal without rows as a message', async () => {
    show([answer(questionBankApi.import, fail('course_not_found', 'Course not found'))]);
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.upload(
      screen.getByLabelText('CSV file of questions'),
      new File(['x'], 'bank.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('Course not found')).toBeInTheDocument();
  });
});
