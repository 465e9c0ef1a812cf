import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The three sides stay apart (design.md §3): web never imports server, server never imports web,
// shared imports neither, and a web feature never imports another feature.
const forbid = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

const root = import.meta.dirname;
/** An absolute glob under the project (import-x matches a glob `from` against the imported file's absolute path). */
const under = (glob) => path.join(root, glob);

const SIDE_ZONES = [
  { target: './web', from: './server', message: 'web never imports server' },
  { target: './server', from: './web', message: 'server never imports web' },
  { target: './shared', from: ['./server', './web'], message: 'shared imports neither side' },
];

// Server modules meet through services (issue 11; decisions 0020, 0021, 0040): no module reads another's repository, by
// whatever path it is named (`../b/b.repository.ts`, `../../modules/b/…`, `#server/modules/b/…`): the zones compare
// the file the import resolves to.
const SERVER_MODULES = fs
  .readdirSync(path.join(root, 'server/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// Past repositories, a module meets another only through that module's *.service.ts (its public API); what two
// modules share and neither owns lives in server/lib. The plugins and lib read modules the same way.
const SERVICES = under('server/modules/*/*.service.ts');
const MODULE_ZONES = SERVER_MODULES.flatMap((name) => [
  {
    target: `./server/modules/${name}`,
    from: under(`server/modules/!(${name})/**/*.repository.ts`),
    message: "a server module never imports another module's repository: call its service",
  },
  {
    target: `./server/modules/${name}`,
    from: under(`server/modules/!(${name})/**/*`),
    except: [SERVICES, under('server/modules/*/**/*.repository.ts')],
    message: 'a server module imports another module only through its *.service.ts (shared pieces live in server/lib)',
  },
]);
// Tables with owners (decision 0070): each file of server/db/schema/ holds the tables of the module it is named
// after, and no other module imports it (nor index.ts, which holds them all): others read and write those tables
// through the owner's services. Tests arrange and inspect any table, as the seed's fixtures do.
const TABLES_NOT_YET_OWNED = new Set([
  'admin-users',
  'analytics',
  'auth',
  'cart',
  'coupons',
  'courses',
  'layouts',
  'orders',
  'reviews',
  'users',
  'wishlist',
]);
const TABLE_ZONES = SERVER_MODULES.filter((name) => !TABLES_NOT_YET_OWNED.has(name)).map((name) => ({
  target: `./server/modules/${name}`,
  from: under(`server/db/schema/!(${name}).ts`),
  message:
    "a server module reads and writes only its own tables (server/db/schema/<module>.ts): call the owner's service",
}));
// Modules whose tables are fenced before the rest of their neighbours': no module but the owner imports their
// schema file, even one not yet fenced itself (the courses module reads progress through the learning service).
const OWNED_TABLE_ZONES = ['learning', 'certificates'].map((name) => ({
  target: under(`server/modules/!(${name})/**/*`),
  from: under(`server/db/schema/${name}.ts`),
  message: `the ${name} module's tables are read and written only through its services`,
}));
const OUTSIDE_MODULE_ZONES = [
  {
    target: ['./server/plugins', './server/lib', './server/integrations'],
    from: under('server/modules/*/**/*'),
    except: [SERVICES],
    message: "the server's plugins and lib read a module only through its *.service.ts",
  },
];
// Outside the modules, only the sandbox gateway's store has a table of its own; the seed writes its fixtures as it
// likes (it is no module), and the rest of the server reads tables through the modules' services.
const OUTSIDE_TABLE_ZONES = [
  {
    target: ['./server/plugins', './server/integrations', './server/ops'],
    from: under('server/db/schema/!(sandbox-gateway).ts'),
    message: "the server's plugins and lib read a module's tables only through its services",
  },
  {
    target: under('server/plugins/!(payment-sandbox-store).ts'),
    from: under('server/db/schema/sandbox-gateway.ts'),
    message: "the sandbox gateway's table is read only by its store (server/plugins/payment-sandbox-store.ts)",
  },
];
/** The rule's options: zones resolve from the project root whatever the working folder. */
const restrictedPaths = (zones) => ['error', { basePath: root, zones }];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      '.tmp/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'server/db/migrations/**',
      // Files that cross the fences on purpose; scripts/lint-fences.test.ts lints them with this configuration.
      'scripts/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use an as-const object or z.enum, not enum.' },
      ],
      'import-x/no-restricted-paths': restrictedPaths([...SIDE_ZONES, ...OUTSIDE_MODULE_ZONES, ...OUTSIDE_TABLE_ZONES]),
    },
  },
  {
    files: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...SIDE_ZONES, ...OUTSIDE_MODULE_ZONES]) },
  },
  {
    // Imports resolve as Node does (explicit .ts extensions, the package's #server/#shared/#web aliases), so the
    // import rules below see real files.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // import-x reads the imported files too (for no-cycle): they are TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  { files: ['server/**/*.ts'], rules: forbid(['#web/*', '**/web/**'], 'server never imports web') },
  {
    files: ['server/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    // The sides' zones stay on (this rule's options replace the general ones for these files).
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([
        ...SIDE_ZONES,
        ...MODULE_ZONES,
        ...TABLE_ZONES,
        ...OWNED_TABLE_ZONES,
      ]),
    },
  },
  {
    files: ['server/modules/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...SIDE_ZONES, ...MODULE_ZONES]) },
  },
  {
    files: ['shared/**/*.ts'],
    rules: forbid(['#web/*', '#server/*', '**/server/**', '**/web/**'], 'shared imports neither side'),
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      ...forbid(['#server/*', '**/server/**'], 'web never imports server'),
    },
  },
  // A feature never reaches into another feature: share through components/ or lib/ instead.
  ...['accounts', 'catalogue', 'commerce', 'content', 'layout', 'home', 'profile', 'admin', 'learning'].map(
    (feature) => ({
      files: [`web/features/${feature}/**/*.{ts,tsx}`],
      rules: {
        // The sides' zones stay on (this rule's options replace the general ones for these files).
        'import-x/no-restricted-paths': restrictedPaths([
          ...SIDE_ZONES,
          {
            target: `./web/features/${feature}`,
            from: './web/features',
            except: [`./${feature}`],
            message: 'a web feature never imports another feature',
          },
        ]),
        ...forbid(['#server/*', '**/server/**'], 'web never imports server'),
      },
    }),
  ),
);
