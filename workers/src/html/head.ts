import type { HeadTags } from '@rdj/shared';

function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The meta and link tags of a page head, as HTML. `data-head` marks the tags the shell keeps up to date. */
export function headHtml(tags: HeadTags, extra = ''): string {
  const meta = (attr: string, key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeAttr(value)}" data-head>`;
  return [
    meta('name', 'description', tags.description),
    meta('name', 'keywords', tags.keywords),
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:url', tags.canonical),
    meta('name', 'twitter:title', tags.title),
    meta('name', 'twitter:description', tags.description),
    ...(tags.robots ? [meta('name', 'robots', tags.robots)] : []),
    `<link rel="canonical" href="${escapeAttr(tags.canonical)}" data-head>`,
    ...(tags.feed
      ? [`<link rel="alternate" type="application/rss+xml" title="${escapeAttr(tags.title)}" href="${escapeAttr(tags.feed)}" data-head>`]
      : []),
    // Already JSON with `<` escaped (structuredDataScript), so it cannot end the script element early.
    ...(tags.structuredData ? [`<script type="application/ld+json" data-head>${tags.structuredData}</script>`] : []),
    extra,
  ].join('');
}

/** Rewrites the shell's index.html so its head carries this page's metadata before any script runs. */
export function withHead(page: Response, tags: HeadTags, status: number, extra = ''): Response {
  const rewritten = new HTMLRewriter()
    // Right after the title, so crawlers and link previews read them before the shell's module script.
    .on('title', {
      element: (el) => {
        el.setInnerContent(tags.title);
        el.after(headHtml(tags, extra), { html: true });
      },
    })
    .transform(page);
  const headers = new Headers(rewritten.headers);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Cache-Control', 'no-cache');
  return new Response(rewritten.body, { status, headers });
}
