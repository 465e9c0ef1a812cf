import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type QuestionBody, QuestionBodySchema } from '#shared/catalogue/learning.ts';
import i18n from '#web/i18n/index.ts';
import { TextBox } from './text-box.tsx';

const COURSE = '11111111-1111-4111-8111-111111111111';
const LESSON = '33333333-3333-4333-8333-333333333333';

function renderBox(onSubmit: (body: QuestionBody) => Promise<boolean>) {
  render(
    <TextBox<QuestionBody>
      id="ask"
      name="question"
      label="প্রশ্ন করুন"
      submitLabel="পাঠান"
      schema={QuestionBodySchema}
      values={{ courseId: COURSE, contentId: LESSON }}
      isPending={false}
      onSubmit={onSubmit}
    />,
  );
  return screen.getByLabelText('প্রশ্ন করুন');
}

afterEach(() => act(() => i18n.changeLanguage('en')));

describe('a text box sent on its own', () => {
  it('refuses a blank text with the shared sentence in Bengali, focused, and sends nothing', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('bn'));
    const onSubmit = vi.fn(() => Promise.resolve(true));
    const box = renderBox(onSubmit);
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'পাঠান' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('প্রশ্ন ফাঁকা রাখা যাবে না');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('প্রশ্ন ফাঁকা রাখা যাবে না');
    expect(box).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the body with the text trimmed, clears when accepted and keeps the text when not', async () => {
    const user = userEvent.setup();
    let accept = false;
    const onSubmit = vi.fn(() => Promise.resolve(accept));
    const box = renderBox(onSubmit);
    await user.type(box, '  কেন লুপ?  ');
    await user.click(screen.getByRole('button', { name: 'পাঠান' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ question: 'কেন লুপ?', courseId: COURSE, contentId: LESSON }),
    );
    expect(box).toHaveValue('  কেন লুপ?  ');
    accept = true;
    await user.click(screen.getByRole('button', { name: 'পাঠান' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
