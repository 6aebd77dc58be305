/** Just enough HTML reading to check a page head as crawlers get it: no script runs here. */

/** Undoes the entity escaping of HTML and XML text. */
export function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/([a-zA-Z:-]+)\s*=\s*"([^"]*)"/g)) attrs[name!.toLowerCase()] = decode(value!);
  return attrs;
}

export interface Head {
  title: string | null;
  /** `content` of each meta tag by its `name` or `property`. */
  meta: Record<string, string>;
  canonical: string | null;
  /** `href` of the RSS 2.0 alternate link (category pages). */
  feed: string | null;
  /** The head's HTML up to its first script element. */
  beforeScripts: string;
}

export function readHead(html: string): Head {
  const head = /<head[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  const meta: Record<string, string> = {};
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    const key = attrs.name ?? attrs.property;
    if (key && attrs.content !== undefined) meta[key] = attrs.content;
  }
  const links = [...head.matchAll(/<link\b[^>]*>/gi)].map(([tag]) => attributes(tag));
  const canonicalTag = links.find((a) => a.rel === 'canonical');
  const feedTag = links.find((a) => a.rel === 'alternate' && a.type === 'application/rss+xml');
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1];
  const scriptAt = head.search(/<script\b/i);
  return {
    title: title === undefined ? null : decode(title),
    meta,
    canonical: canonicalTag?.href ?? null,
    feed: feedTag?.href ?? null,
    beforeScripts: scriptAt === -1 ? head : head.slice(0, scriptAt),
  };
}

/** The parsed JSON of every `<script type="application/ld+json">` in the page (structured data for crawlers). */
export function structuredData(html: string): unknown[] {
  const scripts = html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi);
  return [...scripts].map(([, json]) => JSON.parse(json!) as unknown);
}
