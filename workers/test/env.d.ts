declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    /** The private key of the search engines' stand-in's service account (test/search-engines.ts). */
    TEST_GOOGLE_PRIVATE_KEY: string;
  }
}

declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import('../src/index');
  }
}
