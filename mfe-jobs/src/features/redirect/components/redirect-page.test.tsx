// @vitest-environment node
// The redirect page as the edge renders it (docs/pages.md#the-redirect-page): every state complete, the countdown of
// a signed link an island.
import { redirectHref } from '@rdj/shared';
import { describe, expect, it } from 'vitest';
import { atEdge, islandNamed } from '../../../../test/edge';
import { testSignature } from '../../../../test/job';
import { redirectPage } from '../../../../test/pages';

const target = 'https://jobs.example.com/apply?id=42&src=rdj';
const links = (view: ReturnType<typeof atEdge>) => view.queryAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('the redirect page at the edge', () => {
  it('says Redirecting you to the job posting... for a signed link, with the count at 3 and a click here link', () => {
    const view = atEdge(redirectPage(redirectHref(target, testSignature), true));
    expect(view.getByRole('heading', { level: 1, name: 'Redirecting you to the job posting...' })).toBeTruthy();
    expect(view.getByTestId('redirect-count').textContent).toBe('3');
    expect(view.getByTestId('redirect-count').closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    expect(links(view)).toEqual([['click here', target]]);
  });

  it('hands the countdown to the countdown island (started with the page), with the address it leaves for', () => {
    const island = islandNamed(atEdge(redirectPage(redirectHref(`  ${target}`, testSignature), true)).body, 'jobs:countdown');
    expect(island.when).toBe('load');
    expect(island.props).toEqual({ url: target });
  });

  it.each([
    ['a link the worker did not sign, or that was altered', redirectHref(target, testSignature), target],
    ['a link without a signature', redirectHref(target, null), target],
    ['an address written oddly, shown as the link would open it', `/redirect?url=${encodeURIComponent('  HTTPS://Evil.Example/Login ')}`, 'https://evil.example/Login'],
  ])('shows %s as text with a link to follow, and never leaves by itself', (_, address, href) => {
    const view = atEdge(redirectPage(address, false));
    expect(view.getByRole('heading', { level: 1, name: 'Check this link before you go' })).toBeTruthy();
    expect(view.getByTestId('redirect-url').textContent).toBe(href);
    expect(links(view)).toEqual([
      ['Continue to this address', href],
      ['Back to Home', '/'],
    ]);
    expect(view.getByRole('link', { name: 'Continue to this address' }).getAttribute('rel')?.split(' ').sort()).toEqual(['nofollow', 'noopener', 'noreferrer']);
    expect(view.queryByText('Redirecting you to the job posting...')).toBeNull();
    expect(view.islands).toEqual([]);
  });

  it.each([
    ['a javascript: url', `/redirect?url=${encodeURIComponent('javascript:alert(document.cookie)')}`],
    ['a signed-looking javascript: url', redirectHref('javascript:alert(1)', testSignature)],
    ['a javascript: url with odd case and spaces', `/redirect?url=${encodeURIComponent('  JavaScript:alert(1)')}`],
    ['a data: url', `/redirect?url=${encodeURIComponent('data:text/html,<script>alert(1)</script>')}`],
    ['a protocol-relative url', `/redirect?url=${encodeURIComponent('//evil.example.com/phish')}`],
    ['a relative url', `/redirect?url=${encodeURIComponent('/admin/dashboard')}`],
    ['a malformed url', `/redirect?url=${encodeURIComponent('https://')}`],
  ])('says the link leads nowhere and offers only the way home for %s', (_, address) => {
    const view = atEdge(redirectPage(address, false));
    expect(view.getByRole('heading', { level: 1, name: 'This link does not lead to a job posting' })).toBeTruthy();
    expect(view.getByText('The address in this link is not a web address we can open for you.')).toBeTruthy();
    expect(links(view)).toEqual([['Back to Home', '/']]);
    expect(view.islands).toEqual([]);
  });

  it.each([
    ['signed', true],
    ['unsigned', false],
  ])('shows the advertisement slot while the visitor waits (%s)', (_, signed) => {
    const view = atEdge(redirectPage(redirectHref(target, testSignature), signed));
    const ad = view.getByRole('complementary', { name: 'Advertisement' });
    expect(ad.textContent).toBe('AdvertisementYour ad could be here');
  });
});
