import { afterEach, vi } from 'vitest';

// design.md §3: any console.error in a test fails it unless the test expects it (by spying on console.error itself).
const calls: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  calls.push(args);
  original(...args);
};

afterEach(() => {
  const spied = vi.isMockFunction(console.error);
  const seen = calls.splice(0);
  if (!spied && seen.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${seen.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});
