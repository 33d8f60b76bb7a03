// Flat ESLint config: recommended JS + TypeScript rules, and Astro components.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';

export default [
  { ignores: ['dist/', '.astro/', '.cache/', 'content/generated/', 'node_modules/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        document: 'readonly',
        window: 'readonly',
        URL: 'readonly',
        navigator: 'readonly',
        localStorage: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['tests/**', 'scripts/**', 'tools/**'],
    rules: {
      // A browser context lets the site's service worker install unless told not to, and the
      // install stores every file of the site: in the axe contexts that was a large share of the
      // accessibility tests' CPU (docs/figures.md). Each context says whether it wants it.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='newContext']:not(:has(Property[key.name='serviceWorkers']))",
          message:
            "Say whether the service worker may run: `serviceWorkers: 'block'` (or 'allow' where the test is about it).",
        },
        // A fixed sleep is slow where the page is quick and flaky where the machine is busy:
        // wait for what the test is about (an element, a request, an idle callback).
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message:
            'No fixed sleeps: wait for the state the test is about (locator.waitFor, expect.poll, a request or an idle callback).',
        },
      ],
    },
  },
];
