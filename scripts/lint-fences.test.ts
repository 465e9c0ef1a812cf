import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The fences of eslint.config.js fire (issue 11). scripts/lint-fixtures/ holds files that each cross one fence on
 * purpose, laid out like the project. Each is linted with the project's own configuration as if it stood at the same
 * place in the project (the path fences are about where a file is and what real file it imports); the two files of
 * the import cycle are linted where they are. `npm run lint` leaves the folder out.
 */
const root = path.resolve(import.meta.dirname, '..');
const fixtures = path.join(root, 'scripts/lint-fixtures');
const rulesOf = (result: ESLint.LintResult) =>
  [...new Set(result.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`))].sort();

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** Lints a fixture's text as the project's file at the same relative path. */
async function lintInPlace(file: string): Promise<string[]> {
  const text = fs.readFileSync(path.join(fixtures, file), 'utf8');
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  return rulesOf(result!);
}

// Linting a fixture as a project file makes import-x read the real files it imports (no-cycle walks their graph): a
// few seconds each on a busy machine.
describe('the lint fences', { timeout: 120_000 }, () => {
  it.each([
    [
      'server/modules/wishlist/reads-repository.ts',
      ['import-x/no-restricted-paths'],
      'a module reads another’s repository',
    ],
    [
      'server/modules/wishlist/reads-repository-by-long-path.ts',
      ['import-x/no-restricted-paths'],
      'the same, named from the modules folder',
    ],
    [
      'server/modules/wishlist/reads-repository-by-alias.ts',
      ['import-x/no-restricted-paths'],
      'the same, through the #server alias',
    ],
    [
      'server/modules/wishlist/reads-internals.ts',
      ['import-x/no-restricted-paths'],
      'a module reads another’s file that is not its service',
    ],
    ['server/plugins/reads-repository.ts', ['import-x/no-restricted-paths'], 'a plugin reads a module’s repository'],
    [
      'server/modules/notifications/reads-table.ts',
      ['import-x/no-restricted-paths'],
      'a module reads another module’s table',
    ],
    [
      'server/modules/notifications/reads-every-table.ts',
      ['import-x/no-restricted-paths'],
      'a module reads the schema’s index of every table',
    ],
    [
      'server/modules/courses/reads-learning-table.ts',
      ['import-x/no-restricted-paths'],
      'an unfenced module reads the learning module’s progress table',
    ],
    [
      'server/modules/notifications/reads-certificates-table.ts',
      ['import-x/no-restricted-paths'],
      'a module reads the certificates module’s table',
    ],
    ['server/plugins/reads-table.ts', ['import-x/no-restricted-paths'], 'a plugin reads a module’s table'],
    ['server/imports-web.ts', ['import-x/no-restricted-paths', 'no-restricted-imports'], 'the server imports web'],
    ['web/features/catalogue/imports-feature.ts', ['import-x/no-restricted-paths'], 'a feature imports another'],
    [
      'web/features/catalogue/imports-server.ts',
      ['import-x/no-restricted-paths', 'no-restricted-imports'],
      'the web imports the server',
    ],
    [
      'web/lib/imports-server.ts',
      ['import-x/no-restricted-paths', 'no-restricted-imports'],
      'the web imports the server outside a feature',
    ],
    [
      'shared/imports-server.ts',
      ['import-x/no-restricted-paths', 'no-restricted-imports'],
      'shared imports the server',
    ],
    ['shared/imports-web.ts', ['import-x/no-restricted-paths', 'no-restricted-imports'], 'shared imports the web'],
  ])('%s fails with %j (%s)', async (file, rules) => {
    expect(await lintInPlace(file)).toEqual(rules);
  });

  it('an import cycle fails on both of its files', async () => {
    const linter = new ESLint({ cwd: root, ignore: false });
    const results = await linter.lintFiles([path.join(fixtures, 'server/cycle')]);
    expect(results.map((r) => [path.basename(r.filePath), rulesOf(r)])).toEqual([
      ['one.ts', ['import-x/no-cycle']],
      ['two.ts', ['import-x/no-cycle']],
    ]);
  });

  it.each([
    ['server/modules/wishlist/calls-service.ts', 'a module calling another module’s service'],
    ['server/modules/notifications/reads-own-table.ts', 'a module reading its own table'],
  ])('%s crosses no fence (%s)', async (file) => {
    expect(await lintInPlace(file)).toEqual([]);
  });

  it.each([
    [
      'server/modules/wishlist/reads-repository-by-alias.ts',
      "a server module never imports another module's repository",
    ],
    [
      'server/modules/wishlist/reads-internals.ts',
      'a server module imports another module only through its *.service.ts',
    ],
    ['server/modules/notifications/reads-table.ts', 'a server module reads and writes only its own tables'],
  ])('%s is told which fence it crossed, once', async (file, message) => {
    const text = fs.readFileSync(path.join(fixtures, file), 'utf8');
    const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
    expect(result!.messages.map((m) => m.message)).toEqual([expect.stringContaining(message)]);
  });
});
