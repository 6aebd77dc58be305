import { inlineLinkedStyles } from './inline-styles';

/** The shell's two built pages: the public pages' document, and the admin's app (docs/pages.md#islands). */
type ShellPage = 'public' | 'admin';

/** Where the assets serve each page: index.html at `/`, admin.html at `/admin` (the assets' own HTML handling). */
const assetPaths: Record<ShellPage, string> = { public: '/', admin: '/admin' };

/**
 * Each of the shell's built pages with its stylesheet inlined (inline-styles.ts), read once per isolate: a deploy of
 * the gateway starts new isolates (and wrangler dev restarts on a rebuild), so the copy never outlives the files. A
 * plain value, never a shared promise: two first requests may both read it. `etag` stamps the file and this isolate
 * (so this code): a cached page rendered by an earlier deploy, whose renderer may differ, is rendered again.
 */
const templates = new Map<ShellPage, { html: string; etag: string }>();

export async function shellTemplate(env: Env, origin: string, page: ShellPage): Promise<{ html: string; etag: string }> {
  const kept = templates.get(page);
  if (kept) return kept;
  const res = await env.ASSETS.fetch(new Request(new URL(assetPaths[page], origin)));
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`The shell's ${page} page is missing (${res.status}): run the build`);
  }
  const html = await inlineLinkedStyles(await res.text(), env.ASSETS, origin);
  // Random values cannot be made in a worker's global scope: the stamp is made with the first page.
  const template = { html, etag: `${res.headers.get('ETag') ?? html.length}/${crypto.randomUUID()}` };
  templates.set(page, template);
  return template;
}
