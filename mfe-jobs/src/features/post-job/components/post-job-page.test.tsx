// @vitest-environment node
// `/post-job` as the edge renders it (docs/pages.md#post-a-job): the whole form, which posts without JavaScript,
// inside an island that hydrates on the first touch.
import { postingLabels } from '@rdj/shared';
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { atEdge, islandNamed } from '../../../../test/edge';
import { postJobPage } from '../../../../test/pages';

describe('the post-a-job page at the edge', () => {
  it('renders the whole form, posting to /post-job, labelled, with Submit Job Posting', () => {
    const view = atEdge(postJobPage());
    const form = view.getByRole('form', { name: 'Post a Design Job' });
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/post-job']);
    for (const label of Object.values(postingLabels)) {
      expect(within(form).getByLabelText(label.replace(/\*$/, ''), { exact: false }).getAttribute('name')).toBeTruthy();
    }
    expect(within(form).getByRole('button', { name: 'Submit Job Posting' }).getAttribute('type')).toBe('submit');
    const ids = [...view.html.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('hands the form to the post-job-form island, hydrated on the first touch, with what the edge filled it with', () => {
    const empty = islandNamed(atEdge(postJobPage()).body, 'jobs:post-job-form');
    expect([empty.when, empty.props]).toEqual(['interaction', { sent: null }]);
    expect(empty.element.querySelector('form')).toBeTruthy();
    const sent = { values: { title: 'Brand Designer' }, errors: { email: 'Enter a valid email address' } };
    expect(islandNamed(atEdge(postJobPage(sent)).body, 'jobs:post-job-form').props).toEqual({ sent });
  });

  it('renders a refused posting again with what was typed and each field’s message, for a page without JavaScript', () => {
    const view = atEdge(postJobPage({ values: { title: 'Brand Designer', email: 'nope', editToken: 'signed.token' }, errors: { email: 'Enter a valid email address' } }));
    expect(view.getByLabelText('Job Title', { exact: false }).getAttribute('value')).toBe('Brand Designer');
    const email = view.getByLabelText('Contact Email', { exact: false });
    expect([email.getAttribute('value'), email.getAttribute('aria-invalid')]).toEqual(['nope', 'true']);
    expect(view.getByText('Enter a valid email address')).toBeTruthy();
    expect(view.body.querySelector('input[type=hidden][name="editToken"]')?.getAttribute('value')).toBe('signed.token');
  });
});
