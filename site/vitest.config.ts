import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'site',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Browser tests need the real server of the root `e2e` project.
    exclude: [...configDefaults.exclude, 'test/e2e/**'],
    env: { VITEST_PROJECT: 'site' },
  },
});
