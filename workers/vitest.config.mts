import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { remoteDouble } from './test/remote-doubles.ts';

const migrations = await readD1Migrations(new URL('./migrations', import.meta.url).pathname);

export default defineConfig({
  plugins: [
    cloudflareTest(({ inject }) => ({
      wrangler: { configPath: '../wrangler.toml' },
      miniflare: {
        // The remotes' workers, as stand-ins that can be told to fail (test/remote-doubles.ts).
        serviceBindings: {
          REMOTE_JOBS: remoteDouble('jobs'),
          REMOTE_BLOG: remoteDouble('blog'),
          REMOTE_ADMIN: remoteDouble('admin'),
        },
        bindings: {
          TEST_MIGRATIONS: migrations,
          // The sandbox provider started by test/job-provider.ts; tests that need a fault or a fresh count pass
          // their own key through `call`'s `env` (test/support/call.ts).
          JOBS_API_URL: inject('jobProviderUrl'),
          JOBS_API_KEY: 'sandbox-test-key-7f3a9c',
          JOBS_TIMEOUT_MS: '2000',
          // The sandbox AI provider started by test/ai-provider.ts; tests that need a fault or their own request
          // log pass their own key (see test/support/ai.ts).
          AI_BASE_URL: `${inject('aiProviderUrl')}/v1`,
          AI_API_KEY: 'sandbox-ai-test-key-4c1e8b',
          AI_TIMEOUT_MS: '5000',
          // The sandbox mail provider started by test/mail-provider.ts: what the worker sent is in its
          // /api/messages; tests that need a fault (fault-500, fault-429, fault-bounce…) pass their own key.
          MAIL_API_URL: inject('mailProviderUrl'),
          MAIL_API_KEY: 'sandbox-mail-test-key-5d2a7c',
          // Not wrangler.toml's domain, so a test sees the sender comes from configuration.
          MAIL_FROM: 'Remote Design Jobs <alerts@remotedesignjobs.test>',
          // Fixed, so tests can make and check the tokens an alert mail's links carry.
          ALERT_SIGNING_KEY: 'test-alert-signing-key-8e3f1a9b',
          // Fixed, in Resend's whsec_<base64> form (of 24 bytes), so tests can sign the webhook calls the sandbox
          // cannot make here (workerd is not reachable over HTTP in worker tests).
          MAIL_WEBHOOK_SECRET: `whsec_${btoa('rdj-test-mail-webhook-24')}`,
          // Not the address tests call (http://127.0.0.1): links must come from configuration, not the Host header.
          PUBLIC_ORIGIN: 'https://remotedesignjobs.test',
          // Fixed, so tests can compute the signature a /redirect link must carry (test/support/redirect.ts).
          REDIRECT_SIGNING_KEY: 'test-redirect-signing-key-2b81d4e6',
          // Short, so a hanging remote's test ends quickly.
          REMOTE_RENDER_BUDGET_MS: '1000',
          // The Cloudflare API stand-in started by test/cloudflare-api.ts. No zone is set, so purges stay at the one
          // local location; the zone purge's tests set CACHE_PURGE_ZONE_ID and CACHE_PURGE_TOKEN through `env`.
          CLOUDFLARE_API_BASE_URL: `${inject('cloudflareApiUrl')}/client/v4`,
          // The Turnstile stand-in started by test/turnstile.ts checks the report form's tokens. No site key, so pages
          // show no widget and their CSP names no widget origin unless a test sets TURNSTILE_SITE_KEY through `env`.
          TURNSTILE_SITEVERIFY_URL: `${inject('turnstileUrl')}/turnstile/v0/siteverify`,
          TURNSTILE_SCRIPT_URL: `${inject('turnstileUrl')}/turnstile/v0/api.js`,
          TURNSTILE_SECRET_KEY: 'test-turnstile-secret-6a2f',
          // Fixed, so tests can compute the hash a report stores for a client.
          REPORT_HASH_KEY: 'test-report-hash-key-91c3e7d2',
          // The search engines' stand-in started by test/search-engines.ts. No service account or IndexNow key is set,
          // so nothing is sent; the tests of docs/search-engines.md pass their own (test/support/search-engines.ts).
          GOOGLE_TOKEN_URL: `${inject('searchEnginesUrl')}/token`,
          GOOGLE_INDEXING_API_URL: inject('searchEnginesUrl'),
          INDEXNOW_API_URL: inject('searchEnginesUrl'),
          TEST_GOOGLE_PRIVATE_KEY: inject('searchEnginesPrivateKey'),
        },
      },
    })),
  ],
  test: {
    // sanitize-html and its dependencies are CommonJS: bundled ahead like the worker's build does, or their
    // require() calls fail inside workerd.
    deps: { optimizer: { ssr: { enabled: true, include: ['sanitize-html'] } } },
    globalSetup: ['./test/job-provider.ts', './test/ai-provider.ts', './test/mail-provider.ts', './test/cloudflare-api.ts', './test/turnstile.ts', './test/search-engines.ts'],
    setupFiles: ['./test/apply-migrations.ts'],
  },
});
