import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'e2e/output/**',
      'test-results/**',
      'bench/results/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The API's paths are written once, in packages/contracts/src/routes (decision record 107).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/contracts/src/**/*.ts', 'bench/**/*.ts'],
    ignores: ['packages/contracts/src/routes/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=', 'TemplateElement[value.raw='].map((node) => ({
          selector: `${node}/^(\\/api)?\\/[A-Z][A-Za-z]+\\/[A-Za-z]/]`,
          message:
            'Call the API by name through the endpoint table (routes in @chamber/contracts).',
        })),
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
