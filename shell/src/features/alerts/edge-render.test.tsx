import { describe, expect, it } from 'vitest';
import { renderShell } from '../../server';

describe('the alert pages at the edge', () => {
  it('renders a refused sign-up at /alerts, where the edge answers the post, the same as at /alerts/new', () => {
    const refused = {
      values: { email: 'nope', frequency: 'weekly', category: '', q: 'logo', employment: '', experience: '' },
      errors: { email: 'Enter a valid email address' },
    };
    const atSignup = renderShell('/alerts', { outcome: 'rendered', form: refused, newsletterClosed: false });
    expect(atSignup).toBe(renderShell('/alerts/new', { outcome: 'rendered', form: refused, newsletterClosed: false }));
    expect(atSignup).toContain('value="nope"');
    expect(atSignup).toContain('Enter a valid email address');
  });

  it('renders the confirm page’s button as a plain form with the token, ready without JavaScript', () => {
    const html = renderShell('/alerts/confirm', {
      outcome: 'rendered',
      form: { values: { token: 'tok', summary: 'All remote design jobs', frequency: 'daily', status: 'pending' }, errors: {} },
      newsletterClosed: false,
    });
    expect(html).toContain('<form action="/alerts/confirm" method="post"><input type="hidden" name="token" value="tok"/>');
    expect(html).toContain('Confirm alert');
  });
});
