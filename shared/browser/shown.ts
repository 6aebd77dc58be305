/**
 * Runs `run` once the page is shown to the visitor: at once, or for a page the browser prerendered, when it is
 * activated (docs/pages.md#navigation). A prerendered page that is never shown never runs it.
 */
export function whenShown(run: () => void, doc: Document = document): void {
  if ((doc as Document & { prerendering?: boolean }).prerendering) doc.addEventListener('prerenderingchange', run, { once: true });
  else run();
}

/**
 * Runs `run` once the document is parsed, in a task of its own (docs/pages.md#islands). The page's entry is an async
 * module: when it arrives before the parse ends, its start waits for the parse, and then does not run in the task
 * that ends it (the one that fires DOMContentLoaded), which is long on a large page already; when it arrives after,
 * its start does not run in the task that evaluates it either. What runs in a long task adds to the page's blocking
 * time, where a short task of its own adds none. Each call takes a task of its own, in the order of the calls.
 */
export function whenParsed(run: () => void, doc: Document = document): void {
  if (doc.readyState !== 'loading') setTimeout(run);
  else doc.addEventListener('DOMContentLoaded', () => setTimeout(run), { once: true });
}
