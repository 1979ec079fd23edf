import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import vue from 'eslint-plugin-vue'
import prettier from 'eslint-config-prettier'
import globals from 'globals'

export default tseslint.config(
  {
    ignores: [
      '.scratch/',
      'node_modules/',
      'out/',
      'dist/',
      'test-results/',
      'playwright-report/',
      '.tsbuild/',
      // Vite and electron-vite bundle a config to a file like these while a build runs, which
      // `npm test` runs beside the lint: the file may vanish between listing and reading.
      '*.config.ts.*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The rules engine is pure: it must run unchanged in the CLI, the main process and the renderer.
    files: ['src/engine/**/*.ts', 'src/games/*/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(vue|pinia|vue-i18n|electron)($|/)', message: 'src/engine stays pure.' },
            { regex: '^node:', message: 'src/engine stays pure.' },
            { regex: '^(fs|path|os)$', message: 'src/engine stays pure.' },
          ],
        },
      ],
    },
  },
  {
    // A page served over plain http from a network address (a phone at the table) has no
    // crypto.randomUUID: src/shared/random-id.ts works everywhere (decision 0061).
    files: ['src/**/*.ts', 'src/**/*.vue'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'crypto',
          property: 'randomUUID',
          message: 'Use randomId() from src/shared/random-id.ts.',
        },
      ],
    },
  },
  prettier,
)
