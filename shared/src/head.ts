import type { HeadTags } from './seo';

/**
 * One element a page head may carry. `key` is the attribute that identifies it among its kind (`name=description`);
 * `attrs` null means this page has none, so a head that had one drops it.
 */
interface HeadSlot {
  tag: 'meta' | 'link' | 'script';
  key: [attribute: string, value: string];
  attrs: Record<string, string> | null;
  /** Text content (the JSON-LD of a script). */
  text?: string;
}

const meta = (attribute: 'name' | 'property', name: string, content: string | null): HeadSlot => ({
  tag: 'meta',
  key: [attribute, name],
  attrs: content === null ? null : { content },
});

/** Every element of a page head, in order, as the edge renders it into the page's HTML (workers/src/html/head.ts). */
export function headSlots(tags: HeadTags): HeadSlot[] {
  return [
    meta('name', 'description', tags.description),
    meta('name', 'keywords', tags.keywords),
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:url', tags.canonical),
    meta('property', 'og:type', tags.ogType),
    meta('property', 'og:image', tags.image),
    meta('name', 'twitter:card', tags.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', tags.title),
    meta('name', 'twitter:description', tags.description),
    meta('name', 'twitter:image', tags.image),
    meta('name', 'robots', tags.robots),
    { tag: 'link', key: ['rel', 'canonical'], attrs: { href: tags.canonical } },
    {
      tag: 'link',
      key: ['rel', 'alternate'],
      attrs: tags.feed ? { type: 'application/rss+xml', title: tags.title, href: tags.feed } : null,
    },
    {
      tag: 'script',
      key: ['type', 'application/ld+json'],
      attrs: tags.structuredData ? {} : null,
      text: tags.structuredData ?? undefined,
    },
  ];
}
