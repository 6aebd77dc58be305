import type { RedirectCheck } from '@rdj/shared';
import { describe, expect, it } from 'vitest';
import { call, origin } from '../../test/support/call';
import { signatureOf } from '../../test/support/redirect';
import { insertApproved } from '../../test/support/jobs';

const link = 'https://jobs.example.com/apply?id=42&src=rdj';

function check(query: Record<string, string>): Promise<Response> {
  return call(`/api/redirect?${new URLSearchParams(query)}`);
}

async function signed(query: Record<string, string>): Promise<boolean> {
  const res = await check(query);
  expect(res.status).toBe(200);
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  return (await res.json<RedirectCheck>()).signed;
}

/** `sig` with one character changed, still of a signature's form. */
function tampered(sig: string): string {
  return `${sig.slice(0, 10)}${sig[10] === 'A' ? 'B' : 'A'}${sig.slice(11)}`;
}

describe('GET /api/redirect', () => {
  it('says signed for a url with its signature', async () => {
    expect(await signed({ url: link, sig: await signatureOf(link) })).toBe(true);
  });

  it('says signed for the pair a job listing hands out', async () => {
    await insertApproved({ id: crypto.randomUUID(), title: 'Graphic Designer, Signed Links', category: 'graphic-design' });
    const res = await call('/api/jobs?category=graphic-design');
    const { jobs } = await res.json<{ jobs: { applyHref: string }[] }>();
    const query = new URL(jobs[0]!.applyHref, origin).searchParams;
    expect(await signed({ url: query.get('url')!, sig: query.get('sig')! })).toBe(true);
  });

  it.each([
    ['another host', 'https://evil.example/apply?id=42&src=rdj'],
    ['another query', 'https://jobs.example.com/apply?id=43&src=rdj'],
    ['a trailing space', `${link} `],
    ['an upper-case host', 'https://JOBS.example.com/apply?id=42&src=rdj'],
  ])('says not signed when the url is changed to %s', async (_label, url) => {
    expect(await signed({ url, sig: await signatureOf(link) })).toBe(false);
  });

  it('says not signed for a changed signature', async () => {
    expect(await signed({ url: link, sig: tampered(await signatureOf(link)) })).toBe(false);
  });

  it('says not signed for a signature made with another key', async () => {
    expect(await signed({ url: link, sig: await signatureOf(link, 'someone-elses-key') })).toBe(false);
  });

  it.each([
    ['no url', { sig: 'A'.repeat(43) }, 'url: url is required'],
    ['an empty url', { url: '', sig: 'A'.repeat(43) }, 'url: url is required'],
    ['a url over 4096 characters', { url: `https://x.example/${'a'.repeat(4096)}`, sig: 'A'.repeat(43) }, 'url: url must be at most 4096 characters'],
    ['no sig', { url: link }, 'sig: sig is required'],
    ['a short sig', { url: link, sig: 'abc' }, 'sig: sig must be a redirect signature'],
    ['a padded sig', { url: link, sig: `${'A'.repeat(43)}=` }, 'sig: sig must be a redirect signature'],
    ['a sig outside base64url', { url: link, sig: `${'A'.repeat(42)}+` }, 'sig: sig must be a redirect signature'],
  ])('refuses %s with 400 invalid_input in the one error shape', async (_label, query, message) => {
    const res = await check(query);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_input', message } });
  });
});
