import { defineConfig } from 'vitest/config';

// Every match the engine returns is frozen in the tests: a rule or a caller that changes a match in
// place (matches share their unchanged parts) throws where it does.
const setupFiles = ['packages/engine/test/freeze-matches.setup.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          sequence: { groupOrder: 0 },
          include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
          environment: 'node',
          setupFiles,
        },
      },
      {
        test: {
          name: 'server',
          sequence: { groupOrder: 1 },
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          setupFiles,
          // One embedded database per worker: PGlite is heavy to open.
          pool: 'forks',
          isolate: false,
          maxWorkers: 2,
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
      {
        test: {
          name: 'web',
          sequence: { groupOrder: 2 },
          include: ['apps/web/test/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles,
        },
      },
    ],
  },
});
