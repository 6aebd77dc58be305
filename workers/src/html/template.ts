import { inlineLinkedStyles } from './inline-styles';

/**
 * The shell's built index.html with its stylesheet inlined (inline-styles.ts), read once per isolate: a deploy of the gateway starts new isolates (and wrangler
 * dev restarts on a rebuild), so the copy never outlives the files. A plain value, never a shared promise: two
 * first requests may both read it. `etag` stamps the file and this isolate (so this code): a cached page rendered
 * by an earlier deploy, whose renderer may differ, is rendered again.
 */
let template: { html: string; etag: string } | null = null;

export async function shellTemplate(env: Env, origin: string): Promise<{ html: string; etag: string }> {
  if (template) return template;
  const res = await env.ASSETS.fetch(new Request(new URL('/', origin)));
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`The shell's index.html is missing (${res.status}): run the build`);
  }
  const html = await inlineLinkedStyles(await res.text(), env.ASSETS, origin);
  // Random values cannot be made in a worker's global scope: the stamp is made with the first page.
  template = { html, etag: `${res.headers.get('ETag') ?? html.length}/${crypto.randomUUID()}` };
  return template;
}
