import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Pure packages: no IO, no React, no wall clock, no ambient randomness. */
const pureRestrictions = {
  'no-restricted-imports': ['error', {
    patterns: [
      { group: ['node:*', 'fs', 'path', 'http', 'https', 'net', 'ws', 'pg', 'fastify', 'fastify/*', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', '@electric-sql/*'], message: 'Game rules are pure: no IO.' },
      { group: ['react', 'react-dom', 'react-dom/*', 'react-router'], message: 'Game rules are pure: no React.' },
    ],
  }],
  'no-restricted-properties': ['error',
    { object: 'Date', property: 'now', message: 'Use ctx.now: the server owns time.' },
    { object: 'Math', property: 'random', message: 'Use the seeded rng from ctx.' },
  ],
  'no-restricted-syntax': ['error',
    { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Use ctx.now: the server owns time.' },
  ],
  'no-restricted-globals': ['error', 'fetch', 'setTimeout', 'setInterval', 'process', 'window', 'document', 'localStorage'],
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/*.d.ts', 'apps/server/drizzle/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['packages/engine/src/**/*.ts', 'packages/games/src/**/*.ts', 'packages/protocol/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: pureRestrictions,
  },
);
