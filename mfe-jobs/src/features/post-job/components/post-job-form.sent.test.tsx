// The post-a-job island starting from what the edge filled it with (docs/pages.md, forms): a refused posting's
// values and messages, or an edit link's posting.
import { postingLabels } from '@rdj/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { errorOf, input, postingRequest, renderPostJobForm, select, sentBody, submitButton } from '../../../../test/post-job-form';

vi.setConfig({ testTimeout: 20_000 });

const refused = (values: Record<string, string>, errors: Record<string, string> = {}) => renderPostJobForm({ values, errors });

describe('the post-a-job form as the edge filled it', () => {
  it('shows the typed values and each field’s message', () => {
    refused({ title: 'Brand Designer', email: 'nope', category: 'ui-ux-design' }, { email: 'Enter a valid email address' });
    expect(input(postingLabels.title).value).toBe('Brand Designer');
    expect(input(postingLabels.email).value).toBe('nope');
    expect(select(postingLabels.category).value).toBe('ui-ux-design');
    expect(input(postingLabels.email).getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(postingLabels.email)).toBe('Enter a valid email address');
  });

  it('shows the places, the band, Not disclosed and a run length the list does not offer', () => {
    refused(
      { workFrom: 'PT,latin-america', tzMin: '-3', tzMax: '2', salaryUndisclosed: 'on', runDays: '21', salaryMin: '9', salaryMax: '5' },
      { salaryMax: 'Maximum must be at least the minimum' },
    );
    expect(Array.from(select('Countries and regions').selectedOptions, (o) => o.value)).toEqual(['latin-america', 'PT']);
    expect([select('From').value, select('To').value]).toEqual(['-3', '2']);
    expect(input('Not disclosed').checked).toBe(true);
    expect(select('How long should it run?').value).toBe('21');
    expect(input('Maximum').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('Maximum')).toBe('Maximum must be at least the minimum');
  });

  it('says what the edge said about the whole form, such as an edit link no longer valid', () => {
    refused({}, { form: 'This edit link is no longer valid.' });
    expect(screen.getByRole('alert').textContent).toBe('This edit link is no longer valid.');
  });

  it('carries an edit link’s token as a hidden field, and sends it with the edited posting', async () => {
    const fetchMock = stubFetch({ [postingRequest]: { status: 201, body: { ok: true } } });
    const { container, assign } = refused({
      title: 'Brand Designer',
      company: 'Acme Studio',
      employerSize: '1',
      salaryUndisclosed: 'on',
      workFrom: 'GB',
      description: 'Lead our brand.',
      applicationUrl: 'https://acme.example.com/jobs/7',
      email: 'hiring@acme.example.com',
      editToken: 'signed.token',
    });
    const token = container.querySelector<HTMLInputElement>('input[name="editToken"]');
    expect([token?.type, token?.value]).toEqual(['hidden', 'signed.token']);
    await userEvent.click(submitButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/thank-you'));
    expect(sentBody(fetchMock)).toMatchObject({ title: 'Brand Designer', editToken: 'signed.token' });
  });
});
