import { z } from 'zod';

/** An absolute http(s) origin such as `https://remotedesignjobs.com`, without path, query or trailing slash. */
const origin = z
  .url({ protocol: /^https?$/, message: 'PUBLIC_ORIGIN must be an absolute http(s) URL' })
  .transform((value) => new URL(value).origin);

/**
 * The site's public origin from configuration (the `PUBLIC_ORIGIN` var), for every URL the site tells crawlers and
 * readers: canonical, og:url, the sitemap, robots.txt, feeds. Never the request's Host header: a preview host and
 * the real domain would otherwise each claim to be canonical. A missing or malformed value is a deploy mistake and
 * fails loudly.
 */
export function publicOrigin(env: Env): string {
  return origin.parse(env.PUBLIC_ORIGIN);
}
