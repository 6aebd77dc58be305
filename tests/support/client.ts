import { randomInt } from 'node:crypto';

/**
 * A `CF-Connecting-IP` header naming a client no other request of the run is likely to use. Every browser test sends
 * from 127.0.0.1, and job postings are limited to 5 a minute per client (docs/postings.md#review): a test that posts
 * sends each posting as a client of its own. `wrangler dev` keeps a value the client sent (workers/src/http/client.ts);
 * for a page's form, pass it to `context.setExtraHTTPHeaders`.
 */
export function newClient(): Record<string, string> {
  return { 'CF-Connecting-IP': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
}
