import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobProvider, type JobProvider } from './server';

let provider: JobProvider;
beforeAll(async () => {
  provider = await startJobProvider();
});
afterAll(() => provider.close());

const search = (key: string) => fetch(`${provider.url}/${key}`, { method: 'POST', body: JSON.stringify({ keywords: 'graphic designer' }) });
const outage = (body: unknown) => fetch(`${new URL(provider.url).origin}/__outage`, { method: 'PUT', body: JSON.stringify(body) });

describe('the sandbox job provider', () => {
  it('answers every search 503 while it is down, and as before once it is up again', async () => {
    expect((await search('any-key')).status).toBe(200);
    expect(await (await outage({ down: true })).json()).toEqual({ down: true });
    expect((await search('any-key')).status).toBe(503);
    expect((await search('other-key')).status).toBe(503);
    await outage({ down: false });
    const res = await search('any-key');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { jobs: unknown[] }).jobs.length).toBeGreaterThan(0);
  });

  it('refuses an outage switch that is not {"down": boolean}', async () => {
    expect((await outage({ down: 'yes' })).status).toBe(400);
    expect((await fetch(`${new URL(provider.url).origin}/__outage`, { method: 'PUT', body: 'not json' })).status).toBe(400);
    expect((await search('any-key')).status).toBe(200);
  });
});
