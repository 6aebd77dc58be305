import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../test/fetch-stub';
import { remoteIslands } from './remote-islands';

describe('a remote’s islands in the browser', () => {
  it('tries a failed load again with a fresh copy of the entry, instead of keeping the failure for the page’s life', async () => {
    const network = stubFetch({
      // Down for the page's first entry, up for the fresh copy the retry asks for.
      'GET /mfe/jobs/remoteEntry.js': ({ url }) => (url.search === '?retry=1' ? json({}) : json({ error: 'down' }, 503)),
    });
    await expect(remoteIslands('jobs')).rejects.toThrow('Failed to fetch');
    expect(Object.keys(await remoteIslands('jobs'))).toEqual(['show-more']);
    expect(network.calls.map((call) => call.url.pathname + call.url.search)).toEqual(['/mfe/jobs/remoteEntry.js', '/mfe/jobs/remoteEntry.js?retry=1']);
    // Loaded once, the islands are kept for every later island of the page.
    await remoteIslands('jobs');
    expect(network.calls).toHaveLength(2);
  });
});
