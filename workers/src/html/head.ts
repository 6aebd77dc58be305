import { headSlots, type HeadTags } from '@rdj/shared';
import { escapeAttr } from '../lib/escape';

/**
 * The page's head elements (shared `headSlots`) as HTML.
 * JSON-LD is already escaped (structuredDataScript), so it cannot end its script.
 */
export function headHtml(tags: HeadTags): string {
  return headSlots(tags)
    .flatMap(({ tag, key, attrs, text }) => {
      if (!attrs) return [];
      const attributes = [key, ...Object.entries(attrs)].map(([name, value]) => ` ${name}="${escapeAttr(value)}"`).join('');
      const open = `<${tag}${attributes}>`;
      return [tag === 'script' ? `${open}${text ?? ''}</script>` : open];
    })
    .join('');
}
