/// <reference types="astro/client" />

declare namespace Astro {
  interface ClientDirectives {
    /** Loads the island's code as the visitor comes near it or reaches for it (scripts/near-directive.ts). */
    'client:near'?: boolean;
  }
}
