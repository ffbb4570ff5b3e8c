import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every core runs test files: vitest's default leaves one for itself (one worker on a 2-core machine), but
    // its main process mostly waits. On the 2-core machine: unit 383 → 245 s, API on PGlite 650 → 285 s and on
    // PostgreSQL 302 → 172 s (decision 060).
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          globalSetup: ['./src/test/global-setup.ts'],
          // One worker process imports the app once and runs file after file in it: with isolation,
          // every file paid a new process and the whole app's import again (decision 057). Each file
          // still gets its own database copy and its own app (test/test-app.ts).
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 120000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
    ],
  },
});
