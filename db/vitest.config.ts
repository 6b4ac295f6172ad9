import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'db',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    env: { VITEST_PROJECT: 'db' },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
