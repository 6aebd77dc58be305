import { describe, expect, it } from 'vitest';
import { redirectCheckQuery } from './redirect-check';
import { redirectDelaySeconds, redirectHref, redirectTarget, safeRedirectUrl } from './redirect';

describe('safe redirect url', () => {
  it('follows absolute http and https URLs', () => {
    expect(safeRedirectUrl('https://jobs.example/apply/1?ref=rdj')).toBe('https://jobs.example/apply/1?ref=rdj');
    expect(safeRedirectUrl('http://jobs.example/apply')).toBe('http://jobs.example/apply');
  });

  it('accepts an upper-case scheme and gives the URL back normalised', () => {
    expect(safeRedirectUrl('HTTPS://Jobs.Example/Apply')).toBe('https://jobs.example/Apply');
  });

  it('trims surrounding whitespace', () => {
    expect(safeRedirectUrl('  https://jobs.example/1 \n')).toBe('https://jobs.example/1');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://files.example/x',
  ])('refuses the scheme of %j', (value) => {
    expect(safeRedirectUrl(value)).toBeNull();
  });

  it.each(['//evil.example/path', '/jobs/1', 'jobs.example/1', 'https:/evil.example', 'https:evil.example'])(
    'refuses the relative or protocol-relative %j',
    (value) => {
      expect(safeRedirectUrl(value)).toBeNull();
    },
  );

  it.each(['', '   ', null, undefined, 'https://', 'http://exa mple.com/', 'https://[::1'])(
    'refuses the malformed %j',
    (value) => {
      expect(safeRedirectUrl(value)).toBeNull();
    },
  );
});

const sig = 'q3J0c2lnbmF0dXJlLW9mLXRoZS11cmwtZm9yLXRlc3Q';

describe('redirect href', () => {
  it('puts the job link URL-encoded in the url parameter of /redirect and its signature in sig', () => {
    const link = 'https://jobs.example/apply?id=7&src=board#top';
    const href = redirectHref(link, sig);
    expect(href).toBe(`/redirect?url=https%3A%2F%2Fjobs.example%2Fapply%3Fid%3D7%26src%3Dboard%23top&sig=${sig}`);
    const query = new URL(href, 'https://rdj.example').searchParams;
    expect(query.get('url')).toBe(link);
    expect(query.get('sig')).toBe(sig);
  });

  it('leaves sig out when there is no signature', () => {
    expect(redirectHref('https://jobs.example/1', null)).toBe('/redirect?url=https%3A%2F%2Fjobs.example%2F1');
  });

  it('waits 3 seconds before navigating (docs/limits.md#timing)', () => {
    expect(redirectDelaySeconds).toBe(3);
  });
});

describe('redirect target', () => {
  const target = (href: string) => redirectTarget(new URL(href, 'https://rdj.example').searchParams);

  it('keeps the url as given (what the signature covers) beside the normalised address to follow', () => {
    const url = 'HTTPS://Jobs.Example/Apply?id=1';
    expect(target(redirectHref(url, sig))).toEqual({ url, href: 'https://jobs.example/Apply?id=1', sig });
  });

  it('reads a link without sig as unsigned', () => {
    expect(target('/redirect?url=https%3A%2F%2Fevil.example')).toEqual({
      url: 'https://evil.example',
      href: 'https://evil.example/',
      sig: null,
    });
  });

  it.each(['', 'short', `${sig}A`, `${sig.slice(0, 42)}+`, `${sig.slice(0, 42)}=`])(
    'reads the sig %j, which has no signature form, as unsigned',
    (value) => {
      expect(target(`/redirect?url=https%3A%2F%2Fjobs.example&sig=${encodeURIComponent(value)}`)?.sig).toBeNull();
    },
  );

  it.each(['/redirect', '/redirect?url=', `/redirect?url=${encodeURIComponent('javascript:alert(1)')}&sig=${sig}`, '/redirect?url=%2Fadmin'])(
    'goes home for %s',
    (href) => {
      expect(target(href)).toBeNull();
    },
  );
});

describe('redirect check query', () => {
  it('takes a url and a signature-shaped sig, the url untouched', () => {
    expect(redirectCheckQuery.parse({ url: ' https://jobs.example/1 ', sig })).toEqual({ url: ' https://jobs.example/1 ', sig });
  });

  it.each([
    [{ sig }, /^url: url is required/],
    [{ url: '', sig }, /^url: url is required/],
    [{ url: `https://jobs.example/${'a'.repeat(4096)}`, sig }, /^url: url must be at most 4096 characters/],
    [{ url: 'https://jobs.example/1' }, /^sig: sig is required/],
    [{ url: 'https://jobs.example/1', sig: 'abc' }, /^sig: sig must be a redirect signature/],
  ])('refuses %j', (query, message) => {
    const result = redirectCheckQuery.safeParse(query);
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(`${issue.path.join('.')}: ${issue.message}`).toMatch(message);
  });
});
