import { env, exports } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { pointerKey } from '../remotes/pointers';

async function html(path: string): Promise<string> {
  return (await exports.default.fetch(`http://127.0.0.1${path}`)).text();
}

function releasesOf(page: string): unknown {
  const json = /<script type="application\/json" id="remote-releases">(.*?)<\/script>/.exec(page)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

const preloads = (page: string) => [...page.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);

describe('remote releases in the page', () => {
  beforeEach(async () => {
    await env.KV.put(pointerKey('jobs'), '20261101000000');
    await env.KV.put(pointerKey('blog'), '20261102000000');
    await env.KV.put(pointerKey('admin'), '20261103000000');
  });

  it('names every remote’s current release, so the shell loads entries without the redirect', async () => {
    expect(releasesOf(await html('/about'))).toEqual({ jobs: '20261101000000', blog: '20261102000000', admin: '20261103000000' });
  });

  it.each([
    ['/', '/mfe/jobs/20261101000000/assets/remoteEntry.js'],
    ['/remote-game-design-jobs', '/mfe/jobs/20261101000000/assets/remoteEntry.js'],
    ['/blog', '/mfe/blog/20261102000000/assets/remoteEntry.js'],
    ['/admin/login', '/mfe/admin/20261103000000/assets/remoteEntry.js'],
  ])('preloads the entry of the remote that renders %s', async (path, entry) => {
    expect(preloads(await html(path))).toEqual([entry]);
  });

  it('preloads nothing for a page the shell renders itself', async () => {
    expect(preloads(await html('/about'))).toEqual([]);
  });

  it('leaves out a pointer that is not a release name, and preloads nothing for it', async () => {
    await env.KV.put(pointerKey('blog'), '../../secrets');
    const page = await html('/blog');
    expect(releasesOf(page)).toEqual({ jobs: '20261101000000', admin: '20261103000000' });
    expect(preloads(page)).toEqual([]);
  });
});
