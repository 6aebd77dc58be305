/**
 * Runs `run` once the page is shown to the visitor: at once, or for a page the browser prerendered, when it is
 * activated (docs/pages.md#navigation). A prerendered page that is never shown never runs it.
 */
export function whenShown(run: () => void, doc: Document = document): void {
  if ((doc as Document & { prerendering?: boolean }).prerendering) doc.addEventListener('prerenderingchange', run, { once: true });
  else run();
}
