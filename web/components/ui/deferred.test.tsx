import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { I18nProvider } from '#web/i18n/react.tsx';
import { Translator } from '#web/i18n/translator.ts';
import { Deferred, holdDeferredParts } from './deferred.tsx';

const containers: HTMLElement[] = [];
afterEach(() => {
  for (const container of containers.splice(0)) container.remove();
});

/** The page's HTML as the server wrote it, in the document, and the page hydrating it as web/main.tsx does. */
async function hydrated(page: React.ReactElement) {
  const container = document.createElement('div');
  containers.push(container);
  document.body.append(container);
  container.innerHTML = renderToString(page);
  const serverParagraph = container.querySelector('p');
  holdDeferredParts('en');
  const root = await act(async () => hydrateRoot(container, page));
  return { container, serverParagraph, root };
}

it('keeps the server’s HTML of a part that waits to hydrate when strings arrive for another part of the page', async () => {
  // a signed-in reader's page loads the sign-in forms' strings while its footer still waits (found on the home page)
  const translator = new Translator({
    language: 'en',
    defaultNamespace: 'common',
    resources: { en: { common: {} } },
    loader: async () => ({ title: 'Sign in' }),
  });
  const page = (
    <I18nProvider i18n={translator}>
      <Deferred id="footer-part" until="interaction">
        <p>Below the fold</p>
      </Deferred>
    </I18nProvider>
  );
  const { container, serverParagraph, root } = await hydrated(page);
  expect(serverParagraph).not.toBeNull();

  await act(async () => translator.loadNamespaces('accounts'));
  expect(container.querySelector('p'), 'still the server’s paragraph').toBe(serverParagraph);

  // the reader's first key opens the gate: the part hydrates over the same HTML
  await act(async () => {
    window.dispatchEvent(new KeyboardEvent('keydown'));
  });
  expect(container.querySelector('p')).toBe(serverParagraph);
  expect(container.querySelector('p')).toHaveTextContent('Below the fold');
  act(() => root.unmount());
});

it('keeps the page when a part’s code cannot be fetched (offline), showing its fallback, and tries again online', async () => {
  const { createRoot } = await import('react-dom/client');
  const { lazy } = await import('react');
  let attempts = 0;
  const Broken = lazy(() => {
    attempts += 1;
    return Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/footer.js'));
  });
  const container = document.createElement('div');
  containers.push(container);
  document.body.append(container);
  const translator = new Translator({ language: 'en', defaultNamespace: 'common', resources: { en: { common: {} } } });
  const root = createRoot(container);
  const silence = vi.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () =>
    root.render(
      <I18nProvider i18n={translator}>
        <main>The quiz</main>
        <Deferred id="broken-part" until="visible" fallback={<div>Footer placeholder</div>}>
          <Broken />
        </Deferred>
      </I18nProvider>,
    ),
  );
  expect(container.textContent).toBe('The quizFooter placeholder');
  await act(async () => window.dispatchEvent(new Event('online')));
  expect(attempts).toBeGreaterThanOrEqual(1);
  expect(container.textContent).toBe('The quizFooter placeholder');
  silence.mockRestore();
  act(() => root.unmount());
});
