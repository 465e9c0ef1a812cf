import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../../test-support/fail-on-console-error.ts';

afterEach(() => cleanup());
