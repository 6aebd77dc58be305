import { isRemoteName, type RemoteName } from '@rdj/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../http/errors';

/** KV key holding the release a remote currently serves; shipping or rolling back a remote rewrites only this. */
export function pointerKey(name: RemoteName): string {
  return `remote:${name}`;
}

/** A release folder name: a time stamp, or a name pinned by hand; nothing that could leave the remote's folder. */
const releaseName = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/).refine((name) => !name.includes('..'));

/**
 * `/mfe/{name}/remoteEntry.js` is the stable address the shell knows. It redirects, uncached, to the entry of the
 * release named by run-time configuration; that release's files are immutable, so they cache forever.
 */
export const remotes = new Hono<{ Bindings: Env }>().get('/mfe/:name/remoteEntry.js', async (c) => {
  const name = c.req.param('name');
  if (!isRemoteName(name)) throw new ApiError(404, 'unknown_remote', `No remote called ${name}`);
  // Read like any other input: a value that is not a release name counts as no release.
  const version = releaseName.safeParse(await c.env.KV.get(pointerKey(name))).data;
  if (!version) throw new ApiError(503, 'remote_not_shipped', `Remote ${name} has no release yet`);
  c.header('Cache-Control', 'no-store');
  return c.redirect(`/mfe/${name}/${version}/assets/remoteEntry.js`, 302);
});
