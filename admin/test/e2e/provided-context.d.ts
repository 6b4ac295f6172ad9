// What scripts/e2e/global-setup.ts provides to the browser tests, for the admin's own type check
// (that file declares the same, but the admin project does not compile it).
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    demoPassword: string;
  }
}
