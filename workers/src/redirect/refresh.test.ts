import { describe, expect, it } from 'vitest';
import { call } from '../../test/support/call';
import { signatureOf } from '../../test/support/redirect';

const link = 'https://jobs.example/listing/7?ref="board"&x=<y>';

async function redirectPage(query: Record<string, string>): Promise<string> {
  const res = await call(`/redirect?${new URLSearchParams(query)}`);
  expect(res.status).toBe(200);
  return res.text();
}

const refreshOf = (html: string) => /<meta http-equiv="refresh" content="([^"]*)">/.exec(html)?.[1] ?? null;

describe('the redirect page leaves without JavaScript only for a signed link', () => {
  it('carries a refresh to the signed link after 3 seconds, its address escaped', async () => {
    const html = await redirectPage({ url: link, sig: await signatureOf(link) });
    const content = refreshOf(html);
    expect(content).toBe(`3;url=${new URL(link).href.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}`);
    expect(html.indexOf('http-equiv="refresh"')).toBeLessThan(html.indexOf('</head>'));
  });

  it.each([
    ['an unsigned link', async () => ({ url: link })],
    ['an altered link', async () => ({ url: `${link}&more=1`, sig: await signatureOf(link) })],
    ['a forged signature', async () => ({ url: link, sig: 'A'.repeat(43) })],
    ['a signed javascript: link', async () => ({ url: 'javascript:alert(1)', sig: await signatureOf('javascript:alert(1)') })],
    ['no link', async () => ({})],
  ])('has no refresh for %s', async (_case, query) => {
    expect(refreshOf(await redirectPage(await query()))).toBeNull();
  });
});
