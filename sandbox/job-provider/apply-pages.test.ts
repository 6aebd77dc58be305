import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobProvider, type JobProvider } from './server';

let provider: JobProvider;
let origin: string;
beforeAll(async () => {
  provider = await startJobProvider();
  origin = new URL(provider.url).origin;
});
afterAll(() => provider.close());

/** The first job's link a search answers. */
async function aLink(): Promise<string> {
  const res = await fetch(`${provider.url}/any-key`, { method: 'POST', body: JSON.stringify({ keywords: 'graphic designer' }) });
  return ((await res.json()) as { jobs: { link: string }[] }).jobs[0]!.link;
}
const idOf = (link: string) => new URL(link).pathname.split('/')[2]!;
const setState = (id: string, state: unknown) => fetch(`${origin}/__apply/${id}`, { method: 'PUT', body: JSON.stringify({ state }) });
const visit = (link: string) => fetch(link, { redirect: 'manual', headers: { 'user-agent': 'test-checker/1' } });

describe("the sandbox job provider's apply pages", () => {
  it("points each job's link at its own apply page, live until switched", async () => {
    const link = await aLink();
    expect(link.startsWith(`${origin}/listing/`)).toBe(true);
    const res = await visit(link);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Apply for this job');
  });

  it('answers 404 or 410 once switched to not-found or gone, and live again when switched back', async () => {
    const link = await aLink();
    expect((await setState(idOf(link), 'not-found')).status).toBe(200);
    expect((await visit(link)).status).toBe(404);
    await setState(idOf(link), 'gone');
    expect((await visit(link)).status).toBe(410);
    await setState(idOf(link), 'live');
    expect((await visit(link)).status).toBe(200);
  });

  it('redirects to the front page or the careers page, both of which answer 200', async () => {
    const link = await aLink();
    await setState(idOf(link), 'front-page');
    const front = await visit(link);
    expect([front.status, front.headers.get('location')]).toEqual([302, '/']);
    expect((await fetch(`${origin}/`)).status).toBe(200);
    await setState(idOf(link), 'careers');
    expect((await visit(link)).headers.get('location')).toBe('/careers');
    expect((await fetch(`${origin}/careers`)).status).toBe(200);
    await setState(idOf(link), 'live');
  });

  it('redirects to the same page without end in redirect-loop, and never answers in slow', async () => {
    const link = await aLink();
    await setState(idOf(link), 'redirect-loop');
    const loop = await visit(link);
    expect([loop.status, loop.headers.get('location')]).toEqual([302, new URL(link).pathname]);
    await setState(idOf(link), 'slow');
    await expect(fetch(link, { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    await setState(idOf(link), 'live');
  });

  it('counts the requests each page received since its switch was last set, with their User-Agent', async () => {
    const link = await aLink();
    await setState(idOf(link), 'live');
    await visit(link);
    await visit(link);
    const status = (await (await fetch(`${origin}/__apply/${idOf(link)}`)).json()) as { state: string; requests: { userAgent: string }[] };
    expect(status.state).toBe('live');
    expect(status.requests.map((r) => r.userAgent)).toEqual(['test-checker/1', 'test-checker/1']);
  });

  it('refuses a switch of no known state, and knows no page of a job it does not list', async () => {
    const link = await aLink();
    expect((await setState(idOf(link), 'sometimes')).status).toBe(400);
    expect((await fetch(`${origin}/__apply/${idOf(link)}`, { method: 'PUT', body: 'not json' })).status).toBe(400);
    expect((await visit(`${origin}/listing/12345/no-such-job`)).status).toBe(404);
    expect((await setState('12345', 'gone')).status).toBe(404);
  });
});
