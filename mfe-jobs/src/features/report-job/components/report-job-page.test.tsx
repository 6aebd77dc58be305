// @vitest-environment node
// A provider job's report page (docs/pages.md#reporting-a-job): the form, plain HTML, and its thanks.
import { describe, expect, it } from 'vitest';
import { atEdge } from '../../../../test/edge';
import { reportJobPage } from '../../../../test/pages';

const job = { id: 'provider-42', title: 'Brand Designer', company: 'Northwind' };

describe('the report page of a job without a page of its own', () => {
  it('names the job and posts the form to the page’s own address, with no script', () => {
    const view = atEdge(reportJobPage(job, {}, 'provider-42'));
    expect(view.getByText('Brand Designer').parentElement?.textContent).toBe('Brand Designer at Northwind');
    const form = view.body.querySelector('form.jobs-report-form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/report-job?job=provider-42']);
    expect(view.getByLabelText('Scam')).toBeTruthy();
    expect(view.getByRole('button', { name: 'Send report' })).toBeTruthy();
    expect(view.islands).toEqual([]);
    expect(view.html).not.toContain('<script');
  });

  it('shows a refusal above the form, with what was chosen and typed', () => {
    const form = { values: { reason: 'pay', details: 'No range given' }, errors: { form: 'You have sent too many reports. Please try again in an hour.' } };
    const view = atEdge(reportJobPage(job, { form }, 'provider-42'));
    expect(view.getByRole('alert').textContent).toBe('You have sent too many reports. Please try again in an hour.');
    expect(view.getByLabelText<HTMLInputElement>('Pay missing or wrong').hasAttribute('checked')).toBe(true);
    expect(view.getByLabelText('Details (optional)').textContent).toBe('No range given');
  });

  it('thanks the visitor once the report was sent, without the job or the form', () => {
    const view = atEdge(reportJobPage(null, { sent: true }, 'provider-42'));
    expect(view.getByRole('status').textContent).toBe('Thank you. Your report was sent to our team, who will review this job.');
    expect(view.body.querySelector('form')).toBeNull();
    expect(view.queryByRole('alert')).toBeNull();
  });
});
