// @vitest-environment node
// The "Report this job" form on a posting's page (docs/pages.md#reporting-a-job): a plain form, its one island
// Turnstile's check when one is configured.
import { describe, expect, it } from 'vitest';
import { atEdge } from '../../../../test/edge';
import { aPosting } from '../../../../test/posting';
import { postingPage } from '../../../../test/pages';

const posting = aPosting();

describe('the report form on a posting’s page', () => {
  it('posts a reason and optional details to the posting’s report address, with no script of the board’s own', () => {
    const view = atEdge(postingPage(posting));
    const form = view.body.querySelector('form.jobs-report-form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(`/jobs/${posting.id}/report`);
    expect(Array.from(form.querySelectorAll('input[name="reason"]'), (input) => input.getAttribute('value'))).toEqual(['scam', 'filled', 'not-remote', 'pay', 'other']);
    expect(view.getByText('Report this job').tagName).toBe('SUMMARY');
    expect(view.getByLabelText('Not remote')).toBeTruthy();
    expect(view.getByLabelText('Details (optional)').getAttribute('maxlength')).toBe('500');
    expect(view.getByRole('button', { name: 'Send report' })).toBeTruthy();
    expect(view.body.querySelector('.jobs-report-turnstile')).toBeNull();
    expect(form.hasAttribute('data-in-place')).toBe(false);
    expect(view.islands).toEqual([]);
  });

  it('makes the form Turnstile’s island, started once in view, its submit held in place, with no script in the page', () => {
    const widget = { siteKey: 'site-key', scriptUrl: 'https://challenges.example/turnstile/v0/api.js' };
    const view = atEdge(postingPage(posting, posting.id, { widget }));
    const island = view.body.querySelector('details.jobs-report rdj-island')!;
    expect(island.getAttribute('data-island')).toBe('jobs:turnstile');
    expect(island.getAttribute('data-when')).toBe('visible');
    expect(JSON.parse(island.getAttribute('data-props')!)).toEqual({ action: `/jobs/${posting.id}/report`, widget, values: {}, errors: {} });
    const form = island.querySelector('form.jobs-report-form')!;
    expect(form.hasAttribute('data-in-place')).toBe(true);
    expect(form.querySelector('.jobs-report-turnstile')).not.toBeNull();
    expect(view.body.querySelector('script[src]')).toBeNull();
  });

  it('opens with the refusal and what was sent', () => {
    const form = { values: { reason: 'pay', details: 'No range given' }, errors: { form: 'You have sent too many reports. Please try again in an hour.' } };
    const view = atEdge(postingPage(posting, posting.id, { form }));
    expect(view.body.querySelector('details.jobs-report')?.hasAttribute('open')).toBe(true);
    expect(view.getByRole('alert').textContent).toBe('You have sent too many reports. Please try again in an hour.');
    expect((view.getByLabelText('Pay missing or wrong') as HTMLInputElement).checked).toBe(true);
    expect(view.getByLabelText('Details (optional)').textContent).toBe('No range given');
  });

  it('thanks the visitor once the report was sent, in place of the form', () => {
    const view = atEdge(postingPage(posting, posting.id, { sent: true }));
    expect(view.getByRole('status').textContent).toBe('Thank you. Your report was sent to our team, who will review this job.');
    expect(view.body.querySelector('form.jobs-report-form')).toBeNull();
  });

  it('is left out of an ended posting’s page', () => {
    const view = atEdge(postingPage({ ...posting, open: false }));
    expect(view.queryByText('Report this job')).toBeNull();
  });
});
