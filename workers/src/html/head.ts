import { headSlots, type HeadTags } from '@rdj/shared';

function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The page's head elements (shared `headSlots`, the same list the shell updates) as HTML; `data-head` marks the
 * tags the shell keeps up to date. JSON-LD is already escaped (structuredDataScript), so it cannot end its script.
 */
export function headHtml(tags: HeadTags): string {
  return headSlots(tags)
    .flatMap(({ tag, key, attrs, text }) => {
      if (!attrs) return [];
      const attributes = [key, ...Object.entries(attrs)].map(([name, value]) => ` ${name}="${escapeAttr(value)}"`).join('');
      const open = `<${tag}${attributes} data-head>`;
      return [tag === 'script' ? `${open}${text ?? ''}</script>` : open];
    })
    .join('');
}

/**
 * Rewrites the shell's index.html so its head carries this page's metadata before any script runs, then `extra`
 * (already HTML).
 */
export function withHead(page: Response, tags: HeadTags, status: number, extra = ''): Response {
  const rewritten = new HTMLRewriter()
    // Right after the title, so crawlers and link previews read them before the shell's module script.
    .on('title', {
      element: (el) => {
        el.setInnerContent(tags.title);
        el.after(headHtml(tags) + extra, { html: true });
      },
    })
    .transform(page);
  const headers = new Headers(rewritten.headers);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Cache-Control', 'no-cache');
  return new Response(rewritten.body, { status, headers });
}
