// The db and api projects' setup file, run before every test file. Their workers run many files one
// after another (isolate: false) and keep modules loaded between them, so whatever a file changes in the
// process is put back when it ends, and its database starts from the migrated state.
import { afterAll, vi } from 'vitest';
import { startTestFile } from './worker-database.ts';

await startTestFile();

// The object itself too: a file that assigns a copy to process.env leaves a plain object behind, which
// process.loadEnvFile and child processes no longer see.
const environment = process.env;
const variables = { ...process.env };
afterAll(() => {
  process.env = environment;
  for (const key of Object.keys(environment)) if (!(key in variables)) delete environment[key];
  Object.assign(environment, variables);
  vi.useRealTimers();
  vi.restoreAllMocks();
});
