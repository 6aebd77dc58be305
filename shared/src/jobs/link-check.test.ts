import { describe, expect, it } from 'vitest';
import { isLandingPage, linkAnswer, linkHost } from './link-check';

const page = (href: string) => isLandingPage(new URL(href));

describe('the apply-link check', () => {
  it('calls a front page and a generic careers page landing pages, in any locale and with tracking parameters', () => {
    for (const href of [
      'https://acme.com/',
      'https://acme.com',
      'https://acme.com/careers',
      'https://acme.com/careers/',
      'https://acme.com/Jobs',
      'https://acme.com/en/careers.html',
      'https://acme.com/de-de/',
      'https://acme.com/join-us?utm_source=board',
    ]) {
      expect(page(href), href).toBe(true);
    }
  });

  it('does not call a page that names a job a landing page', () => {
    for (const href of [
      'https://acme.com/careers/1234-senior-designer',
      'https://acme.com/jobs/designer',
      'https://boards.greenhouse.io/acme/jobs/4001',
      'https://acme.com/careers?gh_jid=4001',
      'https://acme.com/listing/12/ux-designer',
    ]) {
      expect(page(href), href).toBe(false);
    }
  });

  it('reads 404 and 410 as gone, whether or not a redirect came first', () => {
    expect(linkAnswer(404, false, new URL('https://acme.com/jobs/1'))).toEqual({ kind: 'gone', status: 404 });
    expect(linkAnswer(410, true, new URL('https://acme.com/'))).toEqual({ kind: 'gone', status: 410 });
  });

  it('flags a redirect that ends on a landing page, and not a link that is a landing page itself', () => {
    expect(linkAnswer(200, true, new URL('https://acme.com/careers'))).toEqual({ kind: 'landing', url: 'https://acme.com/careers' });
    expect(linkAnswer(200, false, new URL('https://acme.com/careers'))).toEqual({ kind: 'live' });
    expect(linkAnswer(200, true, new URL('https://jobs.acme.com/designer-42'))).toEqual({ kind: 'live' });
  });

  it('reads any other status as an error that says nothing of the job', () => {
    for (const status of [500, 503, 429, 403, 401, 304]) expect(linkAnswer(status, false, new URL('https://acme.com/jobs/1')).kind).toBe('error');
  });

  it('paces by the host with its port, and has none for a link that is not http(s)', () => {
    expect(linkHost('https://Jobs.Acme.com/x')).toBe('jobs.acme.com');
    expect(linkHost('http://127.0.0.1:8790/listing/1/x')).toBe('127.0.0.1:8790');
    expect(linkHost('mailto:jobs@acme.com')).toBeNull();
    expect(linkHost('not a url')).toBeNull();
  });
});
