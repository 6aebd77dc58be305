import { categories } from '@rdj/shared';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@rdj/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from './footer';

function renderFooter() {
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
  return screen.getByRole('contentinfo');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('footer', () => {
  it('shows the copyright with the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-06-15T12:00:00Z') });
    const footer = renderFooter();
    expect(within(footer).getByText('© 2031 Remote Design Jobs. All rights reserved.')).toBeTruthy();
  });

  it('links the company pages', () => {
    const company = within(renderFooter()).getByRole('navigation', { name: 'Company' });
    const links = within(company).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['About', '/about'],
      ['Blog', '/blog'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ]);
  });

  it('links the category pages', () => {
    const nav = within(renderFooter()).getByRole('navigation', { name: 'Categories' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(categories.filter((c) => c.inMenu).map((c) => c.path));
    expect(hrefs).toContain('/remote-ux-ui-design-jobs');
  });
});
