import type { RemoteName } from '@rdj/shared';

/** Where the federation runtime leaves a remote's stylesheets for its host (the `dontAppendStylesToHead` expose). */
function stylesKey(name: RemoteName): string {
  return `css__${name}__./routes`;
}

/**
 * Links the stylesheets of remote `name` that the page does not carry yet (docs/pages.md, speed). The edge inlines
 * the stylesheets of a remote it renders (`<style data-href>`), which must not be linked again (that restyled the
 * whole page); the admin's remote, rendered in the browser (docs/pages.md#islands), gets its links here.
 */
export function addRemoteStyles(name: RemoteName, doc: Document = document): void {
  const hrefs = (doc.defaultView as unknown as Record<string, unknown> | null)?.[stylesKey(name)];
  if (!Array.isArray(hrefs)) return;
  const carried = new Set(
    [...doc.querySelectorAll<HTMLElement>('style[data-href], link[rel="stylesheet"]')].map((el) =>
      new URL(el.dataset.href ?? el.getAttribute('href') ?? '', doc.baseURI).pathname,
    ),
  );
  for (const href of hrefs) {
    if (typeof href !== 'string' || carried.has(new URL(href, doc.baseURI).pathname)) continue;
    carried.add(new URL(href, doc.baseURI).pathname);
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    doc.head.append(link);
  }
}
