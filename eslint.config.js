import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const toastsThroughLib = {
  name: 'sonner',
  allowTypeImports: true,
  message: 'Toast with lib/toast: it mounts the toaster, which loads sonner when first needed.',
};

/** The web app's test helpers are `*.test-support.ts` beside what they fake: only tests import them. */
const noTestCode = {
  group: ['**/*.test-support', '**/*.test', '**/*.test.{ts,tsx}'],
  message: 'Shipped code must not import test code (tests and their *.test-support helpers).',
};

// The server's layout (docs/architecture.md#server-layout): shared code, then one folder per feature.
const SERVER = 'apps/server/src';
const SHARED = ['http', 'db', 'config', 'auth', 'i18n'];
const FEATURES = readdirSync(SERVER, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED.includes(entry.name))
  .map((entry) => entry.name);

/** Imports are resolved as the server's sources write them: `./x.js` names `./x.ts`. */
const serverImports = {
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [
      createNodeResolver({ extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } }),
    ],
  },
};

/**
 * Shared code (http, db, config, auth, i18n) serves every feature and names none. The demo seed and the
 * operator's command line (db/seed, db/cli.ts) write or back up every feature's rows: like app.ts
 * and routes.ts they put the features together, so they may import them.
 */
const sharedZones = [
  {
    target: [`${SERVER}/{http,config,auth,i18n}/**`, `${SERVER}/db/!(seed|cli.ts)`],
    from: FEATURES.map((feature) => `${SERVER}/${feature}`),
    message: 'Shared code (http, db, config, auth, i18n) must not import a feature: take what it needs as a parameter.',
  },
];

/** Shipped code never reaches test code: helpers live in apps/server/test/support. */
const testZones = [
  { target: SERVER, from: 'apps/server/test', message: 'Server code must not import test code.' },
  { target: SERVER, from: `${SERVER}/**/*.test.ts`, message: 'Server code must not import a test file.' },
];

/**
 * A feature's route files are its own: src/routes.ts registers them and no other feature imports
 * them; what another feature needs lives in the feature's other modules (its store, its rules).
 */
const routeZones = FEATURES.map((feature) => ({
  target: `${SERVER}/${feature}`,
  from: `${SERVER}/!(${feature})/**/*.routes.ts`,
  message: "Another feature's route file is its own: import the module that holds what you need.",
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.tmp/**', 'bench/results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Toasts go through lib/toast, which mounts the toaster and downloads sonner with the first one.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/*.test-support.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [toastsThroughLib], patterns: [noTestCode] }] },
  },
  {
    // The public site has no router (one document per page): its code links with lib/navigation,
    // which the client-routed apps (dashboard, staff console) plug their router into.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/entry-app.tsx',
      'apps/web/src/app/router.tsx',
      'apps/web/src/app/app-navigation*.tsx',
      'apps/web/src/app/routes/**',
      'apps/web/src/features/{agreements,dashboard-home,dashboard-layout,staff-console,support-chat,security,invoices,products,orders}/**',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/**/*.test-support.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: 'Public-site code links with lib/navigation (no router there).' },
            toastsThroughLib,
          ],
          patterns: [noTestCode],
        },
      ],
    },
  },
  {
    // Shipped server code: shared code names no feature, nothing reaches test code, and a
    // feature's route files are its own.
    ...serverImports,
    files: [`${SERVER}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...sharedZones, ...testZones, ...routeZones] }] },
  },
  {
    ...serverImports,
    files: [`${SERVER}/**/*.test.ts`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: routeZones }] },
  },
);
