import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // One module graph and one database per worker, not per file: importing the app and migrating a
    // database for every file was a third of the time. The setup file puts back what a file changed.
    isolate: false,
    setupFiles: ['../db/test-support/each-file.ts'],
    env: { VITEST_PROJECT: 'api' },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
