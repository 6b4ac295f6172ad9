import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'db',
      'api',
      'site',
      'admin',
      {
        // Browser tests of the site and the admin against one real server (scripts/e2e/global-setup.ts), and
        // of the commands' own servers (scripts/test: `npm run dev`), one browser at a time.
        test: {
          name: 'e2e',
          root: '.',
          include: ['site/test/e2e/**/*.test.ts', 'admin/test/e2e/**/*.test.ts', 'scripts/test/**/*.test.ts'],
          globalSetup: ['scripts/e2e/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // One browser at a time on a two-core machine keeps timings stable.
          fileParallelism: false,
          // The unit stage runs beside this one, so a list can take a few seconds to show what a poll waits
          // for; Vitest's default of one second made such waits fail under load, not the product.
          expect: { poll: { timeout: 8_000 } },
        },
      },
    ],
    passWithNoTests: true,
  },
});
