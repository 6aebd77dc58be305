import type { HeadTags } from '@rdj/shared';

type MetaAttr = 'name' | 'property';

/** The meta tags the edge renders into every page head (workers/src/html/head.ts), and where each value comes from. */
const metaTags: [MetaAttr, string, (tags: HeadTags) => string | null][] = [
  ['name', 'description', (t) => t.description],
  ['name', 'keywords', (t) => t.keywords],
  ['property', 'og:title', (t) => t.title],
  ['property', 'og:description', (t) => t.description],
  ['property', 'og:url', (t) => t.canonical],
  ['name', 'twitter:title', (t) => t.title],
  ['name', 'twitter:description', (t) => t.description],
  ['name', 'robots', (t) => t.robots],
];

function headElement<K extends 'meta' | 'link'>(doc: Document, tag: K, attr: string, key: string) {
  const existing = doc.head.querySelector<HTMLElementTagNameMap[K]>(`${tag}[${attr}="${key}"]`);
  if (existing) return existing;
  const created = doc.createElement(tag);
  created.setAttribute(attr, key);
  created.setAttribute('data-head', '');
  doc.head.append(created);
  return created;
}

/**
 * Makes the document head describe the page now shown: the title, the description, keywords and social tags, the
 * robots rule (removed when the page may be indexed) and the canonical link.
 */
export function applyHead(doc: Document, tags: HeadTags): void {
  doc.title = tags.title;
  for (const [attr, key, valueOf] of metaTags) {
    const value = valueOf(tags);
    if (value === null) doc.head.querySelector(`meta[${attr}="${key}"]`)?.remove();
    else headElement(doc, 'meta', attr, key).setAttribute('content', value);
  }
  headElement(doc, 'link', 'rel', 'canonical').setAttribute('href', tags.canonical);
  if (tags.feed) {
    const feed = headElement(doc, 'link', 'rel', 'alternate');
    feed.setAttribute('type', 'application/rss+xml');
    feed.setAttribute('title', tags.title);
    feed.setAttribute('href', tags.feed);
  } else {
    doc.head.querySelector('link[rel="alternate"]')?.remove();
  }
  applyStructuredData(doc, tags.structuredData);
}

/** The page's JSON-LD block: replaced when the page has one, removed when it has none. */
function applyStructuredData(doc: Document, json: string | null): void {
  let script = doc.head.querySelector<HTMLScriptElement>('script[type="application/ld+json"][data-head]');
  if (!json) {
    script?.remove();
    return;
  }
  if (!script) {
    script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute('data-head', '');
    doc.head.append(script);
  }
  script.textContent = json;
}
