import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
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
