import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          sequence: { groupOrder: 0 },
          include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          sequence: { groupOrder: 1 },
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
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
        },
      },
    ],
  },
});
