import type { HeadTags } from '@rdj/shared';
import { headHtml } from './head';

interface PageParts {
  tags: HeadTags;
  /** More head elements right after the page's metadata (already HTML): the remotes' releases. */
  head: string;
  /**
   * At the end of the head: the rendering remote's stylesheets, after the shell's as the browser's federation
   * runtime adds them (so the same rules win before and after hydration), then preloads of its code, requested
   * after every stylesheet so that on a slow connection the first paint does not wait behind script.
   */
  styles: string;
  /** The rendered app, or '' for a page that renders in the browser. */
  root: string;
}

/** The shell's index.html with this page's head and rendered app: the whole document as the edge sends it. */
export async function composePage(template: string, parts: PageParts): Promise<string> {
  const rewritten = new HTMLRewriter()
    // Right after the title, so crawlers and link previews read them before the shell's module script.
    .on('title', {
      element: (el) => {
        el.setInnerContent(parts.tags.title);
        el.after(headHtml(parts.tags) + parts.head, { html: true });
      },
    })
    .on('head', {
      element: (el) => {
        if (parts.styles) el.append(parts.styles, { html: true });
      },
    })
    .on('div#root', {
      element: (el) => {
        if (parts.root) el.setInnerContent(parts.root, { html: true });
      },
    })
    .transform(new Response(template));
  return rewritten.text();
}

/** JSON inside a `<script type="application/json">`: nothing in it can close the script. */
export function jsonScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

export function htmlResponse(html: BodyInit, status: number, headers: Record<string, string> = {}): Response {
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', ...headers },
  });
}
