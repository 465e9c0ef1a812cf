import i18n, { ALL_NAMESPACES } from '../i18n/index.ts';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';
import '../../test-support/fail-on-console-error.ts';
import { holdSignedInCookie } from './users.ts';

// A findBy… waits up to 5 s for what a page shows after its answers (Testing Library's 1 s is too short for a 2-core
// machine running the whole suite: a lazily loaded page or a first render can take longer there). A test that
// fails still fails; it only takes longer to say so.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no ResizeObserver, which Radix needs (a Switch inside a <form> measures its hidden input) and the
// header and charts use: a do-nothing one stands in, as in a browser window that is never resized.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom lays nothing out: ranges have no boxes and no point can be hit-tested. ProseMirror (the admin rich-text
// editor) asks for both when it scrolls the selection into view; empty answers stand in, as for an off-screen editor.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
document.elementFromPoint ??= () => null;

afterEach(() => {
  cleanup();
  // Sonner keeps its toasts in a module-wide store: one test's toasts must not show in the next.
  toast.dismiss();
  // stubApi replaces fetch per test
  vi.unstubAllGlobals();
  // a test that signed in leaves no session cookie to the next
  holdSignedInCookie(false);
});

// Pages load their strings lazily in the browser; tests start with every namespace in both languages.
await i18n.loadNamespaces(ALL_NAMESPACES);
await i18n.loadLanguages(['en', 'bn']);
