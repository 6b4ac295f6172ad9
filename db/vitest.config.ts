import path from 'node:path';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'db',
    environment: 'node',
    // The seed's tests (@gkj/seed) run here too: they need the same migrated database per worker.
    dir: path.resolve(import.meta.dirname, '..'),
    include: ['db/test/**/*.test.ts', 'packages/seed/test/**/*.test.ts'],
    // One module graph and one database per worker, not per file: importing the app and migrating a
    // database for every file was a third of the time. The setup file puts back what a file changed.
    isolate: false,
    setupFiles: [path.resolve(import.meta.dirname, 'test-support/each-file.ts')],
    env: { VITEST_PROJECT: 'db' },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
