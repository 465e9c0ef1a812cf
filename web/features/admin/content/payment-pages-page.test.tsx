import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_PAGES } from '#shared/content/pages-defaults.ts';
import { paymentPagesApi } from '#shared/endpoints/content.ts';
import { answer, PENDING, reply, type StubEntry } from '#web/test/render.tsx';
import { PaymentPagesPage } from './payment-pages-page.tsx';
import { renderEditor } from './test-helpers.tsx';

const SAVE = paymentPagesApi.update.path;
const RESET = paymentPagesApi.reset.path;
const stored = {
  success: { ...DEFAULT_PAYMENT_PAGES.success, title: 'Paid!' },
  failure: { ...DEFAULT_PAYMENT_PAGES.failure, backgroundColor: '#991B1B' },
};
const pagesAnswer = (pages: typeof stored = stored) => ({
  success: true as const,
  paymentPages: { ...pages, updatedAt: '2026-11-01T10:00:00.000Z' },
});
const open = (answers: StubEntry[] = []) =>
  renderEditor(<PaymentPagesPage />, [...answers, answer(paymentPagesApi.get, pagesAnswer())]);

describe('Payment Pages (/admin/payment-pages)', () => {
  it('shows a skeleton, a load error, then both tabs with every field', async () => {
    const first = open([answer(paymentPagesApi.get, PENDING)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Pages' })).toBeInTheDocument();
    expect(screen.getByTestId('editor-loading')).toBeInTheDocument();
    first.unmount();
    const second = open([answer(paymentPagesApi.get, reply(500, { success: false, message: 'x', code: 'x' }))]);
    expect(await screen.findByText('Could not load this data. Please try again.')).toBeInTheDocument();
    second.unmount();
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('tab', { name: 'Success Page', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Paid!');
    for (const label of [
      'Subtitle',
      'Message',
      'Processing Message',
      'Verification Message',
      'Redirect Message',
      'Verifying Message',
      'Redirecting Message',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Background Color')).toHaveValue('#10B981');
    expect(screen.getByLabelText('Background Color picker')).toHaveAttribute('type', 'color');
    expect(screen.getByRole('checkbox', { name: 'Show Animation' })).toBeChecked();
    expect(screen.getByTestId('preview-success')).toHaveStyle({ backgroundColor: 'rgb(16, 185, 129)' });
    await user.click(screen.getByRole('tab', { name: 'Failure Page' }));
    for (const label of [
      'Button Text',
      'Retry Message',
      'Support Message',
      'Contact Support Message',
      'Try Again Message',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Background Color')).toHaveValue('#991B1B');
  });

  it('saves the whole configuration and says Payment pages configuration updated successfully!', async () => {
    const user = userEvent.setup();
    const { bodyOf } = open([answer(paymentPagesApi.update, pagesAnswer())]);
    await user.clear(await screen.findByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Thank you!');
    await user.click(screen.getByRole('checkbox', { name: 'Show Animation' }));
    await user.click(screen.getByRole('tab', { name: 'Failure Page' }));
    await user.clear(screen.getByLabelText('Text Color'));
    await user.type(screen.getByLabelText('Text Color'), '#000000');
    expect(screen.getByText('Unsaved Changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Payment pages configuration updated successfully!')).toBeInTheDocument();
    expect(bodyOf(SAVE)).toEqual({
      success: { ...stored.success, title: 'Thank you!', showAnimation: false },
      failure: { ...stored.failure, textColor: '#000000' },
    });
  });

  it('refuses a colour that is not # plus six hex digits and opens its tab', async () => {
    const user = userEvent.setup();
    const { callsTo } = open();
    await user.clear(await screen.findByLabelText('Icon Color'));
    await user.type(screen.getByLabelText('Icon Color'), '#12345');
    expect(screen.getByText('Colour must be # followed by six hex digits')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Failure Page' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('tab', { name: 'Success Page', selected: true })).toBeInTheDocument();
    expect(callsTo(SAVE)).toHaveLength(0);
    expect(screen.getByLabelText('Icon Color')).toHaveValue('#12345');
  });

  it('falls back to Failed to update configuration and keeps the form', async () => {
    const user = userEvent.setup();
    open([
      answer(paymentPagesApi.update, () => {
        throw new TypeError('Failed to fetch');
      }),
    ]);
    await user.type(await screen.findByLabelText('Subtitle'), '!!');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update configuration')).toBeInTheDocument();
    expect(screen.getByLabelText('Subtitle')).toHaveValue('Thank you for your purchase!!');
  });

  it('asks before Reset to Default, resets and says Payment pages configuration reset to default!', async () => {
    const user = userEvent.setup();
    let current = pagesAnswer();
    const { callsTo } = open([
      answer(paymentPagesApi.get, () => current),
      answer(paymentPagesApi.reset, () => (current = pagesAnswer(DEFAULT_PAYMENT_PAGES))),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Reset to Default' }));
    const dialog = screen.getByRole('alertdialog');
    expect(
      within(dialog).getByText('Are you sure you want to reset all payment page configurations to default?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(RESET)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Reset to Default' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset to Default' }));
    expect(await screen.findByText('Payment pages configuration reset to default!')).toBeInTheDocument();
    expect(callsTo(RESET, 'POST')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Payment Successful!');
  });

  it('falls back to Failed to reset configuration', async () => {
    const user = userEvent.setup();
    open([
      answer(paymentPagesApi.reset, () => {
        throw new TypeError('Failed to fetch');
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Reset to Default' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset to Default' }));
    expect(await screen.findByText('Failed to reset configuration')).toBeInTheDocument();
  });
});
