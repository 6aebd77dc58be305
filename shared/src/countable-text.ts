/**
 * HTML reduced to its words for counting and matching (the post SEO score, the sandbox provider's search): tags
 * become spaces and the common entities are read. Not a sanitiser and not for display.
 */
export function countableText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}
