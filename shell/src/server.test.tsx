import { remoteSlotTag } from '@rdj/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { islandNamed, islandsIn, renderEdgePage } from '../test/edge-page';

/** Every page the shell renders itself, with the heading it opens with (docs/pages.md#routes). */
const shellPages = [
  ['/about', 'About Remote Design Jobs'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/thank-you', 'Thank You!'],
  ['/subscribe', 'Get new remote design jobs in your inbox.'],
  ['/subscribed', 'Thanks for subscribing!'],
  ['/alerts/new', 'Get job alerts'],
  ['/alerts/sent', 'Check your inbox'],
  ['/alerts/confirm', 'This link does not work'],
  ['/alerts/confirmed', 'Job alert confirmed'],
  ['/alerts/manage', 'This link does not work'],
  ['/alerts/unsubscribe', 'This link does not work'],
  ['/alerts/unsubscribed', 'You are unsubscribed'],
  ['/no-such-page', 'Page not found'],
];

const main = () => screen.getByRole('main');

describe('a shell page at the edge', () => {
  it.each(shellPages)('renders %s whole inside the layout: header, main and footer', (path, heading) => {
    renderEdgePage(path);
    expect(within(main()).getByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('links the thank-you page back home', () => {
    renderEdgePage('/thank-you');
    expect(screen.getByText('A team member is going to reach out to you shortly!')).toBeTruthy();
    expect(within(main()).getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it.each([...shellPages.map(([path]) => path!), '/remote-graphic-design-jobs?q=logo'])(
    'makes every control of %s a link or a form the edge answers, so the page works without script',
    (path) => {
      const root = renderEdgePage(path, { outcome: path.startsWith('/remote-') ? 'failed' : 'rendered' });
      for (const link of root.querySelectorAll('a')) expect(link.getAttribute('href')).toMatch(/^(\/|#|mailto:)/);
      for (const form of root.querySelectorAll('form')) {
        expect(form.getAttribute('action')).toMatch(/^\//);
        expect(form.getAttribute('method')).toMatch(/^(get|post)$/);
      }
      for (const button of root.querySelectorAll('button')) {
        const opensMenu = button.hasAttribute('popovertarget');
        expect(opensMenu || (button.type === 'submit' && button.closest('form') !== null), button.outerHTML).toBe(true);
      }
      for (const field of root.querySelectorAll('input, select, textarea')) expect(field.closest('form')).not.toBeNull();
    },
  );
});

describe("a remote's page at the edge", () => {
  it('holds the slot the gateway fills with the remote’s own HTML', () => {
    const root = renderEdgePage('/remote-ux-ui-design-jobs?q=figma');
    expect(within(main()).queryByRole('alert')).toBeNull();
    expect(root.querySelector(`main ${remoteSlotTag}`)).not.toBeNull();
  });

  it('shows a remote that failed at the edge as a message with a Retry link to the same page and query', () => {
    const root = renderEdgePage('/remote-graphic-design-jobs?q=logo&page=2', { outcome: 'failed' });
    const alert = within(main()).getByRole('alert');
    expect(alert.textContent).toContain('This part of the site could not be loaded.');
    expect(alert.getAttribute('data-remote-failed')).toBe('jobs');
    expect(within(alert).getByRole('link', { name: 'Retry' }).getAttribute('href')).toBe('/remote-graphic-design-jobs?q=logo&page=2');
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(root.querySelector(remoteSlotTag)).toBeNull();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('shows a search past the client’s limit as a page that says when to try again, with a link to the same search', () => {
    const root = renderEdgePage('/remote-graphic-design-jobs?q=logo&page=2', { outcome: 'limited' });
    const alert = within(main()).getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Too many searches' })).toBeTruthy();
    expect(alert.textContent).toContain('Too many searches from your network. Please try again in a minute.');
    expect(within(alert).getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/remote-graphic-design-jobs?q=logo&page=2');
    expect(root.querySelector(remoteSlotTag)).toBeNull();
  });
});

describe('the newsletter bar at the edge', () => {
  it('holds two islands: its form hydrates on the first touch, its × starts with the page and knows the page and query to return to', () => {
    const root = renderEdgePage('/remote-ux-ui-design-jobs?q=figma');
    const form = islandNamed(root, 'shell:newsletter-form');
    const close = islandNamed(root, 'shell:newsletter-close');
    expect([form.when, form.signedInOnly, form.props]).toEqual(['interaction', false, {}]);
    expect([close.when, close.signedInOnly, close.props]).toEqual(['load', false, { back: '/remote-ux-ui-design-jobs?q=figma' }]);
    expect(form.element.closest('aside')).toBe(close.element.closest('aside'));
    expect(form.element.closest('main')).toBeNull();
  });

  it('posts its address to /subscribe and its × with the page to /newsletter/close, before any script runs', () => {
    const root = renderEdgePage('/about?from=mail');
    const bar = islandNamed(root, 'shell:newsletter-form').element.closest('aside')!;
    const subscribe = within(bar).getByRole('button', { name: 'Subscribe' }).closest('form')!;
    expect([subscribe.getAttribute('method'), subscribe.getAttribute('action')]).toEqual(['post', '/subscribe']);
    expect([...new FormData(subscribe).keys()]).toEqual(['email', 'botField']);
    const close = within(bar).getByRole('button', { name: 'Close newsletter' }).closest('form')!;
    expect([close.getAttribute('method'), close.getAttribute('action')]).toEqual(['post', '/newsletter/close']);
    expect(Object.fromEntries(new FormData(close))).toEqual({ back: '/about?from=mail' });
  });

  it('is left out for a visitor who closed it', () => {
    const root = renderEdgePage('/about', { newsletterClosed: true });
    expect(islandsIn(root).map((island) => island.name)).toEqual(['shell:session-links']);
    expect(screen.queryByRole('button', { name: 'Close newsletter' })).toBeNull();
  });

  it.each(['/subscribe', '/subscribed', '/alerts', '/alerts/new', '/alerts/sent', '/alerts/confirm', '/alerts/manage', '/alerts/unsubscribed'])(
    'is left out of %s, which is about a subscription already',
    (path) => {
      const root = renderEdgePage(path);
      expect(islandsIn(root).map((island) => island.name)).toEqual(['shell:session-links']);
    },
  );
});

describe('the signed-in links at the edge', () => {
  it('are an empty island in the header, hydrated when idle and only for a visitor who may be signed in', () => {
    const root = renderEdgePage('/about');
    const links = islandNamed(root, 'shell:session-links');
    expect([links.when, links.signedInOnly, links.props]).toEqual(['idle', true, {}]);
    expect(links.element.closest('.shell-session')?.closest('header')).not.toBeNull();
    expect(links.element.childNodes).toHaveLength(0);
  });
});
