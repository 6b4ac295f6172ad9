import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    env: { VITEST_PROJECT: 'api' },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
