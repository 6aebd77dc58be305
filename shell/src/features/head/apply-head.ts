import { headSlots, type HeadTags } from '@rdj/shared';

/**
 * Makes the document head describe the page now shown: the title, then every element of the shared head list
 * (the one the edge renders), created or updated where the page has it, removed where it has none.
 */
export function applyHead(doc: Document, tags: HeadTags): void {
  doc.title = tags.title;
  for (const { tag, key, attrs, text } of headSlots(tags)) {
    const [name, value] = key;
    const existing = doc.head.querySelector(`${tag}[${name}="${value}"]`);
    if (!attrs) {
      existing?.remove();
      continue;
    }
    const element = existing ?? doc.head.appendChild(doc.createElement(tag));
    element.setAttribute(name, value);
    element.setAttribute('data-head', '');
    for (const [attribute, content] of Object.entries(attrs)) element.setAttribute(attribute, content);
    if (text !== undefined) element.textContent = text;
  }
}
