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
}
