import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'db',
      'api',
      'site',
      'admin',
      {
        // Browser tests of the site and the admin against one real server (scripts/e2e/global-setup.ts).
        test: {
          name: 'e2e',
          root: '.',
          include: ['site/test/e2e/**/*.test.ts', 'admin/test/e2e/**/*.test.ts'],
          globalSetup: ['scripts/e2e/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // One browser at a time on a two-core machine keeps timings stable.
          fileParallelism: false,
        },
      },
    ],
    passWithNoTests: true,
  },
});
