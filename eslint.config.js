import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The three sides stay apart (design.md §3): web never imports server, server never imports web,
// shared imports neither, and a web feature never imports another feature.
const forbid = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

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
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './web', from: './server', message: 'web never imports server' },
            { target: './server', from: './web', message: 'server never imports web' },
            { target: './shared', from: ['./server', './web'], message: 'shared imports neither side' },
          ],
        },
      ],
    },
  },
  { files: ['server/**/*.ts'], rules: forbid(['#web/*', '**/web/**'], 'server never imports web') },
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
        'import-x/no-restricted-paths': [
          'error',
          {
            zones: [
              {
                target: `./web/features/${feature}`,
                from: './web/features',
                except: [`./${feature}`],
                message: 'a web feature never imports another feature',
              },
            ],
          },
        ],
        ...forbid(['#server/*', '**/server/**'], 'web never imports server'),
      },
    }),
  ),
);
