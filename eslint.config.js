// ESLint (flat config): the house rules a machine checks. `npm run lint`; also a gate of `npm test`.
// No rule here needs type information, so the whole tree lints in seconds on two cores.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import unicorn from 'eslint-plugin-unicorn';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { defineConfig, globalIgnores } from 'eslint/config';

const ROOT = dirname(fileURLToPath(import.meta.url));
const folders = (dir) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const WEB_FEATURES = 'apps/web/src/features';
const SERVER_MODULES = 'apps/server/src/modules';
// The one module every server module may reach another through (besides the shared libs
// src/lib, src/db, src/plugins, src/config.ts and the test harness src/test).
const ACCESS_MODULE = 'access';
// an error: `npm run lint` (and `npm test`) fail on a module importing another module's files.
// Shared pieces live in src/lib (e.g. lib/file-service.ts, lib/upload-check.ts, lib/set-password.ts);
// another module's service is passed in through the app's wiring (app.ts).
const SERVER_MODULE_BOUNDARY = 'error';

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/data/',
    '**/coverage/',
    '**/test-results/',
    '**/playwright-report/',
    'apps/server/drizzle/',
    'apps/web/public/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    settings: {
      // the import rules parse imported TypeScript files too (without these, no-cycle sees no .ts file)
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['packages/domain/tsconfig.json', 'apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'e2e/tsconfig.json'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            // domain: pure rules, it imports nothing from the apps
            { target: 'packages/domain', from: 'apps', message: 'packages/domain imports nothing from apps/.' },
            // the server and the web app share only packages/domain (and talk over HTTP)
            {
              target: 'apps/web',
              from: 'apps/server',
              message: 'The web app imports nothing from apps/server: share through packages/domain.',
            },
            {
              target: 'apps/server',
              from: 'apps/web',
              message: 'The server imports nothing from apps/web: share through packages/domain.',
            },
            // web: a feature does not import another feature; components/ and lib/ import no feature
            ...folders(WEB_FEATURES).map((f) => ({
              target: `${WEB_FEATURES}/${f}`,
              from: WEB_FEATURES,
              except: [`./${f}`],
              message: 'A web feature does not import another feature: move the shared part to components/, lib/ or packages/domain.',
            })),
            {
              target: ['apps/web/src/components', 'apps/web/src/lib'],
              from: WEB_FEATURES,
              message: 'components/ and lib/ import no feature.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // notistack's own hooks have no provider until the first toast loads it: toasts go through lib/toast
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'notistack',
              importNames: ['useSnackbar', 'enqueueSnackbar', 'closeSnackbar'],
              message: "Toasts go through lib/toast (useSnackbar from '../lib/toast'): notistack loads with the first toast.",
            },
            {
              name: '@mui/material',
              message:
                "One MUI component per import line (import Button from '@mui/material/Button'): the barrel's lists were the same lines again in every page, and its path loads the whole library in the dev server.",
            },
            { name: '@mui/material/Drawer', message: 'A side panel is components/side-panel (SidePanel): a dialog named by its title.' },
          ],
        },
      ],
    },
  },
  {
    // file names are kebab-case (new-worker-dialog.tsx), as the rest of the tree
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { unicorn },
    rules: { 'unicorn/filename-case': ['error', { case: 'kebabCase' }] },
  },
  {
    // the toast host and lib/toast are the two places that talk to notistack itself
    files: ['apps/web/src/app/toast-host.tsx', 'apps/web/src/lib/toast.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // the two places that use MUI's Drawer itself: the side panel, and the menu (docked, or named on a phone)
    files: ['apps/web/src/components/side-panel.tsx', 'apps/web/src/app/layout/side-menu.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // server: a module reaches another only through the access layer or a shared lib
    files: [`${SERVER_MODULES}/**`],
    rules: {
      'import-x/no-restricted-paths': [
        SERVER_MODULE_BOUNDARY,
        {
          basePath: ROOT,
          // (this block replaces the rule's zones above for these files: repeat the one that applies)
          zones: [
            {
              target: 'apps/server',
              from: 'apps/web',
              message: 'The server imports nothing from apps/web: share through packages/domain.',
            },
            ...folders(SERVER_MODULES).map((m) => ({
              target: `${SERVER_MODULES}/${m}`,
              from: SERVER_MODULES,
              except: [...new Set([`./${m}`, `./${ACCESS_MODULE}`])],
              message: `A server module reaches another only through modules/${ACCESS_MODULE} or a shared lib (src/lib, src/db, src/plugins).`,
            })),
          ],
        },
      ],
    },
  },
  {
    // small files, by rule: a source file over 300 lines is split by use case (daily-sales:
    // *.reads, *.writes, *.bulk over a *.common; a page: its panels, steps and hooks in files of
    // their own); tests, migrations and seed data aside
    files: ['apps/server/**/*.ts', 'packages/domain/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'bench/**/*.mjs', 'scripts/**/*.mjs'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/src/test/**', 'apps/server/src/db/seed/**'],
    rules: {
      'max-lines': ['error', { max: 300 }],
      'max-lines-per-function': ['error', { max: 250, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // access is decided in modules/access only: no other server file refuses (403) or reads the
    // caller's memberships (scope.clients, scope.staff) itself; it calls a named rule there
    // (requireClient, requireApprover, memberClientIds, …)
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/src/test/**', `${SERVER_MODULES}/${ACCESS_MODULE}/**`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[property.name=/^(clients|staff)$/]:matches([object.name=/[sS]cope$/], [object.property.name=/[sS]cope$/], [object.type='AwaitExpression'])",
          message: "The caller's memberships are read through modules/access (membership.ts, require*.ts), not from the scope.",
        },
        {
          selector: "CallExpression[callee.name='forbidden']",
          message: 'A refusal is a named rule in modules/access (require…), not a forbidden() thrown here.',
        },
        {
          selector: "NewExpression[callee.name='AppError'][arguments.1.value=403]",
          message: 'A refusal is a named rule in modules/access (require…), not a 403 thrown here.',
        },
      ],
    },
  },
  {
    // signing in is authentication, not access: the captcha and the corporate sign-in policy refuse
    // a sign-in attempt (403) before any scope exists
    files: [`${SERVER_MODULES}/auth/**`],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // no barrel files in the web: import the module itself
    files: ['apps/web/src/**/index.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'Program', message: 'No barrel index.ts in apps/web: import the module itself.' }],
    },
  },
  {
    // Playwright specs run code in the page too
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
