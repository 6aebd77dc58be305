import { Hono } from 'hono';
import { ApiError } from '../http/errors';

export const remoteNames = ['jobs', 'blog', 'admin'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** KV key holding the release a remote currently serves; shipping or rolling back a remote rewrites only this. */
export function pointerKey(name: RemoteName): string {
  return `remote:${name}`;
}

function isRemoteName(name: string): name is RemoteName {
  return (remoteNames as readonly string[]).includes(name);
}

/**
 * `/mfe/{name}/remoteEntry.js` is the stable address the shell knows. It redirects, uncached, to the entry of the
 * release named by run-time configuration; that release's files are immutable, so they cache forever.
 */
export const remotes = new Hono<{ Bindings: Env }>().get('/mfe/:name/remoteEntry.js', async (c) => {
  const name = c.req.param('name');
  if (!isRemoteName(name)) throw new ApiError(404, 'unknown_remote', `No remote called ${name}`);
  const version = await c.env.KV.get(pointerKey(name));
  if (!version) throw new ApiError(503, 'remote_not_shipped', `Remote ${name} has no release yet`);
  c.header('Cache-Control', 'no-store');
  return c.redirect(`/mfe/${name}/${version}/assets/remoteEntry.js`, 302);
});
