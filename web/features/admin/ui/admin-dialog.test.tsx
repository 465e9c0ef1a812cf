import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '#web/i18n/index.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { AdminDialog, ConfirmDialog } from './admin-dialog.tsx';

/** A row's button opening a dialog from state, as the admin screens do (no Radix Trigger). */
function Opener({ kind }: { kind: 'form' | 'confirm' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Edit Learner 1
      </button>
      {kind === 'form' ? (
        <AdminDialog open={open} onOpenChange={setOpen} title="Update Testimonial">
          <input aria-label="Name" />
        </AdminDialog>
      ) : (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Delete Testimonial"
          description="Are you sure?"
          confirmLabel="Delete"
          onConfirm={() => setOpen(false)}
        />
      )}
    </>
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('admin dialogs give focus back to the control that opened them', () => {
  it('a modal form: after Escape and after its Close button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Opener kind="form" />);
    const opener = screen.getByRole('button', { name: 'Edit Learner 1' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Update Testimonial' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await act(() => i18n.changeLanguage('bn'));
    await user.click(opener);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'বন্ধ করুন' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('a confirmation: after Cancel and after its action closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Opener kind="confirm" />);
    const opener = screen.getByRole('button', { name: 'Edit Learner 1' });
    await user.click(opener);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
