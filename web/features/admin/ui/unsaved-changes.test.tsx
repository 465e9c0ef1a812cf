import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Link, Outlet } from 'react-router';
import i18n from '#web/i18n/index.ts';
import { answer, renderRoutes, stubApi } from '#web/test/render.tsx';
import { fillRichText, findRichText, preloadRichTextEditor } from '#web/test/rich-text.ts';
import { layoutsApi } from '#shared/endpoints/content.ts';
import { CreateCoursePage } from '../courses/wizard/course-wizard-page.tsx';
import { categoriesAnswer } from '../courses/test-data.ts';
import { FaqPage } from '../content/faq-page.tsx';
import { faqAnswer } from '../content/test-helpers.tsx';
import { UnsavedChangesProvider } from './unsaved-changes.tsx';

const Q1 = { _id: '5d1e2f30-0000-4000-8000-000000000001', question: 'How do I pay?', answer: 'With bKash or a card.' };

/** The admin shell in small: the guard around the routes, a Dashboard link and a same-page filter link. */
function openFaq() {
  stubApi([answer(layoutsApi.get, faqAnswer([Q1]), { params: { type: 'FAQ' } })]);
  return openAdmin('faq', <FaqPage />);
}

function openAdmin(path: string, page: ReactElement) {
  const { router } = renderRoutes(
    [
      {
        path: '/admin',
        element: (
          <UnsavedChangesProvider>
            <nav>
              <Link to="/admin">Dashboard</Link>
              <Link to="/admin/faq?page=2">Same page</Link>
            </nav>
            <Outlet />
          </UnsavedChangesProvider>
        ),
        children: [
          { index: true, element: <p>Dashboard page</p> },
          { path, element: page },
        ],
      },
    ],
    { url: `/admin/${path}` },
  );
  return router;
}

const beforeUnloadIsCancelled = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

beforeAll(preloadRichTextEditor, 30_000);

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('unsaved changes guard (admin editors)', () => {
  it('asks before leaving a changed FAQ: Stay keeps the text and the focus, Leave navigates', async () => {
    const user = userEvent.setup();
    const router = openFaq();
    const title = await screen.findByLabelText('Title');
    // nothing changed: leaving is not asked about
    expect(beforeUnloadIsCancelled()).toBe(false);

    await user.clear(title);
    await user.type(title, 'Questions we hear');
    expect(screen.getByText('Unsaved Changes')).toBeInTheDocument();
    expect(beforeUnloadIsCancelled()).toBe(true);

    const dashboard = screen.getByRole('link', { name: 'Dashboard' });
    await user.click(dashboard);
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('You have unsaved changes on this page. If you leave now, they will be lost.');
    expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();
    expect(router.state.location.pathname).toBe('/admin/faq');

    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Questions we hear');
    expect(router.state.location.pathname).toBe('/admin/faq');
    expect(dashboard).toHaveFocus();

    // by keyboard: Escape stays as well
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Questions we hear');

    await user.click(dashboard);
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(beforeUnloadIsCancelled()).toBe(false);
  });

  it('does not ask on a change of the query string alone, nor after Reset', async () => {
    const user = userEvent.setup();
    const router = openFaq();
    const title = await screen.findByLabelText('Title');
    await user.type(title, '!');
    await user.click(screen.getByRole('link', { name: 'Same page' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(beforeUnloadIsCancelled()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('asks in Bengali', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('bn'));
    openFaq();
    const title = await screen.findByLabelText('শিরোনাম');
    await user.type(title, '!');
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('alertdialog', { name: 'সংরক্ষণ না করেই চলে যাবেন?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'থাকুন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'চলে যান' })).toBeInTheDocument();
  });

  it('asks before leaving the course wizard once something was typed', async () => {
    const user = userEvent.setup();
    stubApi([answer(layoutsApi.get, categoriesAnswer)]);
    const router = openAdmin('create-course', <CreateCoursePage />);
    const name = await findRichText('Course Name');
    expect(beforeUnloadIsCancelled()).toBe(false);
    await fillRichText(user, name, 'React');
    expect(beforeUnloadIsCancelled()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/admin/create-course');
    expect(await findRichText('Course Name')).toHaveTextContent('React');
  });
});
