import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { layoutsApi } from '#shared/endpoints/content.ts';
import { answer, PENDING, reply, type StubEntry } from '#web/test/render.tsx';
import { CategoriesPage } from './categories-page.tsx';
import { CAT_A, CAT_B, UPDATE, categoriesAnswer, renderEditor } from './test-helpers.tsx';

const open = (answers: StubEntry[] = []) =>
  renderEditor(<CategoriesPage />, [
    ...answers,
    answer(layoutsApi.get, categoriesAnswer([CAT_A, CAT_B]), { params: { type: 'Categories' } }),
  ]);

describe('Categories (/admin/categories)', () => {
  it('shows a skeleton, then the numbered list; No Changes until something changes', async () => {
    const { unmount } = open([answer(layoutsApi.get, PENDING, { params: { type: 'Categories' } })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByTestId('editor-loading')).toBeInTheDocument();
    unmount();
    open();
    expect(await screen.findByLabelText('Category 1')).toHaveValue('Programming');
    expect(screen.getByLabelText('Category 2')).toHaveValue('Design');
    expect(screen.getByText('1.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No Changes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('shows the empty state and an inline error with retry', async () => {
    const { unmount } = open([answer(layoutsApi.get, categoriesAnswer([]), { params: { type: 'Categories' } })]);
    expect(await screen.findByText('No categories yet')).toBeInTheDocument();
    unmount();
    open([
      answer(layoutsApi.get, reply(500, { success: false, message: 'down', code: 'x' }), {
        params: { type: 'Categories' },
      }),
    ]);
    expect(await screen.findByText('Could not load this data. Please try again.')).toBeInTheDocument();
  });

  it('refuses to add a row while the last one is empty and blocks Save with Empty Fields / Complete Fields', async () => {
    const user = userEvent.setup();
    const { callsTo } = open();
    await user.click(await screen.findByRole('button', { name: 'Add Category' }));
    const third = screen.getByLabelText('Category 3');
    expect(third).toHaveValue('');
    expect(third).toHaveFocus();
    expect(screen.getByText('Unsaved Changes')).toBeInTheDocument();
    expect(screen.getByText('Empty Fields')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Fields' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(
      await screen.findByText('Please complete the previous category before adding a new one.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Category 4')).not.toBeInTheDocument();
    expect(callsTo(UPDATE)).toHaveLength(0);
  });

  it('renames keeping ids, adds and deletes rows, saves and says Categories updated successfully!', async () => {
    const user = userEvent.setup();
    const { bodyOf } = open([answer(layoutsApi.update, categoriesAnswer([{ ...CAT_B, title: 'UI Design' }]))]);
    await user.click(await screen.findByRole('button', { name: 'Delete category 1' }));
    expect(screen.getByLabelText('Category 1')).toHaveValue('Design');
    await user.type(screen.getByLabelText('Category 1'), ' & UX ');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    await user.type(screen.getByLabelText('Category 2'), 'Marketing');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Categories updated successfully!')).toBeInTheDocument();
    expect(bodyOf(UPDATE)).toEqual({
      type: 'Categories',
      categories: [{ _id: CAT_B._id, title: 'Design & UX' }, { title: 'Marketing' }],
    });
  });

  it('shows the server message on a refused save and keeps the rows; Reset brings the server list back', async () => {
    const user = userEvent.setup();
    open([
      answer(
        layoutsApi.update,
        reply(400, {
          success: false,
          message: 'The category "Design" appears more than once',
          code: 'duplicate_category',
        }),
      ),
    ]);
    await user.clear(await screen.findByLabelText('Category 1'));
    await user.type(screen.getByLabelText('Category 1'), 'Design');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('The category "Design" appears more than once')).toBeInTheDocument();
    expect(screen.getByLabelText('Category 1')).toHaveValue('Design');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Category 1')).toHaveValue('Programming');
    expect(screen.getByRole('button', { name: 'No Changes' })).toBeDisabled();
  });
});
