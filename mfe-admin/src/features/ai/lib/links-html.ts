import type { AiLink } from '@rdj/shared';
import { escapeHtml } from './markdown-to-html';

/** Only http(s) addresses are shown or inserted: a `javascript:` or `data:` one never becomes a link. */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** The links as a "Further reading" list of anchors, to add at the end of a post. */
export function furtherReadingHtml(links: readonly AiLink[]): string {
  const items = links
    .filter((link) => isWebUrl(link.url))
    .map((link) => `<li><a href="${escapeHtml(link.url)}">${escapeHtml(link.title || link.url)}</a></li>`);
  return items.length > 0 ? `<h2>Further reading</h2><ul>${items.join('')}</ul>` : '';
}
