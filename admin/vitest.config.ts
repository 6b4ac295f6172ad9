import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'admin',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    // Browser tests need the real server of the root `e2e` project.
    exclude: [...configDefaults.exclude, 'test/e2e/**'],
    setupFiles: ['test/setup.ts'],
    env: { VITEST_PROJECT: 'admin' },
    testTimeout: 20_000,
  },
});
