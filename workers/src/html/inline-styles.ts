/**
 * Stylesheets go into the page itself, so its first paint needs nothing but the HTML (docs/pages.md, speed): a
 * `<link rel="stylesheet">` in the head blocks the paint until the file has arrived, a round trip or more on a
 * phone. Built stylesheets have hashed names and never change, so each is read once per isolate and kept (a plain
 * value, never a shared promise). One that cannot be read stays a link.
 */
const known = new Map<string, string>();

/** Anything that serves the files: the shell's assets, or a remote's worker. */
interface Files {
  fetch(request: Request): Promise<Response>;
}

async function cssOf(files: Files, origin: string, href: string): Promise<string | null> {
  const kept = known.get(href);
  if (kept !== undefined) return kept;
  const res = await files.fetch(new Request(new URL(href, origin))).catch(() => null);
  if (!res?.ok) {
    await res?.body?.cancel();
    return null;
  }
  const css = await res.text();
  known.set(href, css);
  return css;
}

/** The stylesheet at `href` as a `<style>` element (nothing in it can close the element), or its link. */
export async function styleTag(files: Files, origin: string, href: string): Promise<string> {
  const css = await cssOf(files, origin, href);
  if (css === null) return `<link rel="stylesheet" href="${href}">`;
  return `<style data-href="${href}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

/** Replaces every stylesheet link of `html` (the shell's built index.html) with its inlined stylesheet. */
export async function inlineLinkedStyles(html: string, files: Files, origin: string): Promise<string> {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)];
  let out = html;
  for (const [tag, href = ''] of links) out = out.replace(tag, await styleTag(files, origin, href));
  return out;
}
