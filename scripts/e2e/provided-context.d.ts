// What global-setup.ts provides to the browser tests. The admin and site type checks include this
// file too, so the tests of both see the one declaration.
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    demoPassword: string;
    /** The server's upload folder, for a test that must put a replaced picture back exactly. */
    uploadDir: string;
    /** The server's site folder: a test that changes content rebuilds the live release in it. */
    siteDir: string;
  }
}
