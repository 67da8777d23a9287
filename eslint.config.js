import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const toastsThroughLib = {
  name: 'sonner',
  allowTypeImports: true,
  message: 'Toast with lib/toast: it mounts the toaster, which loads sonner when first needed.',
};

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
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [toastsThroughLib] }] },
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
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: 'Public-site code links with lib/navigation (no router there).' },
            toastsThroughLib,
          ],
        },
      ],
    },
  },
);
