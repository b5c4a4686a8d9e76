import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.tools/**',
      '.data/**',
      '.nx/**',
      'tmp/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Declaration merging (LazyLoadedSlices extends WithSlice<…>) is how remotes type their slices.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The import direction of STYLE.md, held by Nx project tags.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // The HTTP client is imported lazily where it would otherwise weigh on a first visit
          // (the footer's newsletter box) and statically where it is needed anyway.
          checkDynamicDependenciesExceptions: ['@chowk/api-client'],
          allow: [],
          depConstraints: [
            // libs never import apps; contracts import nothing in the repo.
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'scope:contracts', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'scope:session', onlyDependOnLibsWithTags: ['scope:contracts'] },
            { sourceTag: 'scope:api-client', onlyDependOnLibsWithTags: ['scope:contracts', 'scope:session'] },
            // The UI kit is presentational: no Redux store, no HTTP.
            { sourceTag: 'scope:ui', onlyDependOnLibsWithTags: ['scope:contracts', 'scope:session'] },
            // A remote never imports another remote or the shell.
            { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
            // The API never imports browser code.
            { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:any'] },
            { sourceTag: 'platform:any', onlyDependOnLibsWithTags: ['platform:any'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
        setTimeout: 'readonly',
        URL: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // tools/ is type-checked with checkJs (tools/tsconfig.json): tsc knows Node's and jsdom's
    // globals there, so the hand-kept list above need not.
    files: ['tools/**/*.js', 'tools/**/*.mjs'],
    rules: { 'no-undef': 'off' },
  },
  {
    // The jest setup runs in jsdom: its globals are the browser's.
    files: ['jest-setup/**/*.js'],
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        Event: 'readonly',
        HTMLElement: 'readonly',
        HTMLDialogElement: 'readonly',
      },
    },
  },
  {
    // The bench's baseline imports the shell's and the static remote's sources on purpose:
    // it is the same landing built as one bundle without Module Federation.
    files: ['tools/bench/single/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  prettier,
);
