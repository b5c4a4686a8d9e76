import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import apiModules from './api/eslint/module-boundaries.mjs';

const SERVER_DATA_RULE =
  "Server data goes through the remote's RTK Query api (src/store/*.api.ts); see README 'Where a new thing goes'.";

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
    // The API's modules: no import cycle between module folders, no module reading another's models.
    files: ['api/src/modules/**/*.ts'],
    plugins: { 'api-modules': apiModules },
    rules: { 'api-modules/module-boundaries': 'error' },
  },
  {
    // A remote's screens reach the server through its RTK Query api, never the HTTP client itself,
    // so no hand-written request code (keys, retries, error types) grows back beside the cache.
    // Types (ApiError, LiveState…) stay importable; a call that is no cache entry (an upload with
    // its progress, a file download) says why on its import line.
    files: ['mfe-*/src/features/**/*.ts', 'mfe-*/src/features/**/*.tsx'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@chowk/api-client',
              allowTypeImports: true,
              message: SERVER_DATA_RULE,
            },
          ],
        },
      ],
      // no-restricted-imports does not see import(): the same rule for a lazy load.
      'no-restricted-syntax': [
        'error',
        { selector: "ImportExpression[source.value='@chowk/api-client']", message: SERVER_DATA_RULE },
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
