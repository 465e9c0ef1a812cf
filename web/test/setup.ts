import i18n, { ALL_NAMESPACES } from '../i18n/index.ts';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../../test-support/fail-on-console-error.ts';

afterEach(() => cleanup());

// Pages load their strings lazily in the browser; tests start with every namespace in both languages.
await i18n.loadNamespaces(ALL_NAMESPACES);
await i18n.loadLanguages(['en', 'bn']);
