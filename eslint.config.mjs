// Lint for every workspace: typescript-eslint, React hooks, one-way imports, no import cycles, pages that do not
// import each other, env only in the API's config, and every disabled rule with its reason.
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import nodePlugin from 'eslint-plugin-n';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const packageBoundaries = [
  // A remote's public surface (`@podbridge/mfe-<name>/public`: query keys and fetchers for other remotes) is the one
  // part of another remote a build may import; anything else of it loads through the federation runtime.
  { regex: '^@podbridge/mfe-[^/]+(?!/public$)(/.*)?$', message: 'A remote never imports another remote: load it through the federation runtime, or use its public surface, @podbridge/mfe-<name>/public.' },
  { group: ['@podbridge/shell'], message: 'A remote never imports the shell: load it through the federation runtime.' },
  { group: ['../../../*', '**/shared/src/**'], message: 'Imports stay inside the package; use the public surface of @podbridge/shared.' },
  { group: ['@podbridge/shared/src/*', '@podbridge/shared/*/*'], message: 'Use the public surface of @podbridge/shared (api, auth, format, paths, types, forms, remotes, release, query, standalone) and of @podbridge/kit and @podbridge/social.' },
  { regex: '^@podbridge/kit/(?!(listing|remote-dialog|reason-dialog)$)', message: 'Import the kit by its package name, @podbridge/kit, or one of the entry points its package.json lists (listing, remote-dialog, reason-dialog).' },
  { group: ['**/shared/kit/src/**'], message: 'Import the kit by its package name, @podbridge/kit.' },
  { regex: '^@podbridge/social/(?!comments$)', message: 'Import likes, comments and saves by their package name, @podbridge/social, or its comment thread, @podbridge/social/comments.' },
  { group: ['**/shared/social/src/**'], message: 'Import likes, comments and saves by their package name, @podbridge/social.' },
  { group: ['react-router-dom', 'react-router'], message: "Use @podbridge/shared/router: a remote's own copy of the router cannot see the page's router." },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '.release-drill/**', '**/node_modules/**', '**/coverage/**', 'data/**', '**/test-results/**', '**/playwright-report/**', '**/.mf/**', 'api/src/db/migrations/**'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    plugins: { '@eslint-community/eslint-comments': eslintComments },
    rules: { '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }] },
  },
  {
    files: ['shared/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'api/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      ...importPlugin.flatConfigs.typescript.settings,
      'import/resolver': {
        typescript: {
          project: ['api', 'shared', 'shared/kit', 'shared/social', 'shell', 'mfe-account', 'mfe-podcasts', 'mfe-experts', 'mfe-messaging', 'mfe-admin'].map((dir) => `${dir}/tsconfig.json`),
          noWarnOnMultipleProjects: true,
        },
      },
    },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: false }] },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}', 'shared/kit/src/**/*.{ts,tsx}', 'shared/social/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared/social/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: packageBoundaries }] },
  },
  {
    // @podbridge/social sits beside the platform and the kit: a relative path into either (`../../src/auth`) would
    // bundle a private copy of a platform part, so it imports them by name.
    files: ['shared/social/src/**/*.{ts,tsx}'],
    rules: { 'import/no-relative-packages': 'error' },
  },
  {
    // A page's parts stay in its folder; what two pages share moves to components/ (or to @podbridge/shared).
    files: ['shell/src/pages/**/*.{ts,tsx}', 'mfe-*/src/pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...packageBoundaries,
            { regex: '^\\.\\./(?!\\.\\.)[^/]+/', message: 'Pages do not import other pages: move what they share to components/.' },
            { regex: '/pages/', message: 'Pages do not import other pages: move what they share to components/.' },
          ],
        },
      ],
    },
  },
  {
    // A federated build shares `@podbridge/shared/<part>` as separate modules: one part reaching another by a
    // relative path would bundle a private copy (a second auth store), so parts import each other by name. The
    // platform never imports a domain package (@podbridge/social): domains build on it, not it on them.
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/testing/**', 'shared/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(api|auth|format|i18n|paths|forms|remotes|release|query|standalone)(/(?!storage$).*)?$',
              allowTypeImports: true,
              message: 'Import another part of @podbridge/shared by its public name, e.g. @podbridge/shared/auth.',
            },
            {
              group: ['@podbridge/social', '@podbridge/social/*'],
              message: 'The platform holds no domain code: likes, comments and saves use it, never the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.config.js', 'jest.web.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['api/src/**/*.ts'],
    plugins: { n: nodePlugin },
    rules: { 'n/no-process-env': 'error' },
  },
  {
    files: ['api/src/config.ts', 'api/src/testing/**/*.ts', 'api/src/**/*.test.ts', 'api/src/cli/**/*.ts'],
    rules: { 'n/no-process-env': 'off' },
  },
);
