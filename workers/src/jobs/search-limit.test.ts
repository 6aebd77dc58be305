import { describe, expect, it } from 'vitest';
import { uniqueClient } from '../../test/support/auth';
import { call, errorOf } from '../../test/support/call';
import { searchLimitMessage } from '@rdj/shared';

/** The SEARCH_LIMITER binding's limit a minute (wrangler.toml). */
const searchesAMinute = 120;

const fromClient = (client: string) => ({ headers: { 'CF-Connecting-IP': client } });

describe('searches limited per client (SEARCH_LIMITER)', () => {
  it('answers the API 429 rate_limited with Retry-After once a client is past the limit, and no other client', async () => {
    const client = uniqueClient();
    const statuses: number[] = [];
    for (let i = 0; i < searchesAMinute; i++) statuses.push((await call(`/api/jobs?category=graphic-design&q=figma${i}`, fromClient(client))).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await call('/api/jobs?category=graphic-design&page=2', fromClient(client));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(await errorOf(refused)).toEqual({ code: 'rate_limited', message: searchLimitMessage });
    // A plain first page is not a search; another client, and a remote's own render (no client), search on.
    expect((await call('/api/jobs?category=graphic-design', fromClient(client))).status).toBe(200);
    expect((await call('/api/jobs?category=graphic-design&q=figma', fromClient(uniqueClient()))).status).toBe(200);
    expect((await call('/api/jobs?category=graphic-design&q=figma')).status).toBe(200);

    // The category page's search, past the limit: a page of its own that works without script and says when to retry.
    const page = await call('/remote-graphic-design-jobs?q=figma', fromClient(client));
    expect(page.status).toBe(429);
    expect(page.headers.get('Retry-After')).toBe('60');
    expect(page.headers.get('Cache-Control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<h1>Too many searches</h1>');
    expect(html).toContain(searchLimitMessage);
    expect(html).toContain('<a href="/remote-graphic-design-jobs?q=figma" class="btn btn-primary">Try again</a>');
    expect((await call('/remote-graphic-design-jobs', fromClient(client))).status).toBe(200);
  });
});
