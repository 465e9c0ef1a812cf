import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import i18n from '#web/i18n/index.ts';
import { ControlledField, InputField } from './form-field.tsx';
import { Form } from './form.tsx';
import { useSchemaForm } from './schema-form.ts';

// A body the way a shared schema words it: a sentence of the catalogue, and bounds it leaves to the form to word.
const Schema = z.object({
  email: z.string().trim().min(1, 'Please enter your email!'),
  title: z.string().trim().max(5, 'Must be at most 5 characters'),
  name: z.object({ bn: z.string().min(1, 'Must be filled'), en: z.string() }),
});
type Values = z.input<typeof Schema>;

function TestForm({ onSubmit }: { onSubmit: (body: Values) => void }) {
  const form = useSchemaForm<Values>({
    schema: Schema,
    defaultValues: { email: '', title: '', name: { bn: '', en: '' } },
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <InputField<Values> name="title" label="Hero title" hint="Shown on the banner" />
      <InputField<Values> name="email" label="Email" type="email" />
      <ControlledField<Values, 'name'> name="name" label="Course name">
        {(control, field) => (
          <input
            {...control}
            value={field.value.bn}
            onChange={(e) => field.onChange({ ...field.value, bn: e.target.value })}
          />
        )}
      </ControlledField>
      <button type="submit">Save</button>
    </Form>
  );
}

describe('form building blocks', () => {
  it('ties label, hint and message to the control, focuses the first invalid field in page order, sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<TestForm onSubmit={onSubmit} />);
    const title = screen.getByLabelText('Hero title');
    expect(title).toHaveAccessibleDescription('Shown on the banner');
    expect(title.closest('form')).toHaveAttribute('novalidate');
    await user.type(title, 'Too long');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Hero title must be at most 5 characters long')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    // the message takes the hint's place
    expect(title).toHaveAccessibleDescription('Hero title must be at most 5 characters long');
    expect(title).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email!');
    // a field holding a nested value shows the message of its part
    expect(screen.getByLabelText('Course name')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rewords the shown messages when the reader switches language, and sends the body once it passes', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<TestForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    await act(() => i18n.changeLanguage('bn'));
    try {
      expect(email).toHaveAccessibleDescription('অনুগ্রহ করে আপনার ই-মেইল লিখুন!');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
    await user.type(email, 'a@example.com');
    await user.type(screen.getByLabelText('Course name'), 'কোর্স');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { email: 'a@example.com', title: '', name: { bn: 'কোর্স', en: '' } },
      expect.anything(),
    );
  });
});
