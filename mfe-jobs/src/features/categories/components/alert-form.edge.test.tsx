// @vitest-environment node
// "Get alerts for these jobs" as the edge renders it on a category page (docs/alerts.md): a form that posts without
// JavaScript, and an island that hydrates on the first touch.
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { atEdge, hiddenFields, islandNamed } from '../../../../test/edge';
import { someJobs } from '../../../../test/job';
import { categoryPage, listPage } from '../../../../test/pages';
import { unkeptFiltersNote } from './alert-form';

const product = '/api/jobs?category=product-design';

function alertAt(address: string, answers: Record<string, ReturnType<typeof listPage>>) {
  const view = atEdge(categoryPage(address, answers));
  return { view, form: view.getByRole('form', { name: 'Get alerts for these jobs' }), island: islandNamed(view.body, 'jobs:alert-form') };
}

describe('the alert form at the edge', () => {
  it('posts to /alerts: the category, an email field, daily to start, the bot trap, Get alerts and the opt-in hint', () => {
    const { form } = alertAt('/remote-product-design-jobs', { [`${product}&page=1`]: listPage(someJobs(1), 1, false) });
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/alerts']);
    expect(hiddenFields(form)).toEqual(['category=product-design']);
    expect(within(form).getByText('Product Design jobs')).toBeTruthy();
    const email = within(form).getByLabelText('Email address');
    expect([email.getAttribute('type'), email.getAttribute('name')]).toEqual(['email', 'email']);
    const frequency = within(form).getByLabelText('How often');
    expect(frequency.getAttribute('name')).toBe('frequency');
    expect(Array.from(frequency.querySelectorAll('option'), (o) => `${o.getAttribute('value')}${o.hasAttribute('selected') ? '*' : ''}: ${o.textContent}`)).toEqual([
      'instant: As soon as they are posted',
      'daily*: Once a day',
      'weekly: Once a week',
    ]);
    const trap = form.querySelector('input[name="botField"]')!;
    expect([trap.getAttribute('tabindex'), trap.closest('[aria-hidden="true"]') !== null]).toEqual(['-1', true]);
    expect(within(form).getByRole('status').textContent).toBe('We email you a link to confirm first.');
    expect(within(form).getByRole('button', { name: 'Get alerts' }).getAttribute('type')).toBe('submit');
  });

  it('hydrates on the first touch, with the page’s search and filters as its props', () => {
    const { island } = alertAt('/remote-graphic-design-jobs?q=logo&employment=Contract&employment=Full-time&experience=senior&browse=2', {
      '/api/jobs?category=graphic-design&page=1&q=logo': listPage([], 1, false),
      '/api/jobs?category=graphic-design&page=2&employment=Full-time%2CContract&experience=senior&pages=2': listPage([], 2, false),
    });
    expect(island.when).toBe('interaction');
    expect(island.props).toEqual({ search: { category: 'graphic-design', q: 'logo', employment: ['Full-time', 'Contract'], experience: ['senior'], pay: false }, leavesOut: false });
  });

  it('carries the address’s search and filters as hidden fields, one per value, and says them in words', () => {
    const { form } = alertAt('/remote-graphic-design-jobs?q=logo&employment=Contract&employment=Full-time&experience=senior', {
      '/api/jobs?category=graphic-design&page=1&q=logo': listPage([], 1, false),
      '/api/jobs?category=graphic-design&page=1&employment=Full-time%2CContract&experience=senior': listPage([], 1, false),
    });
    expect(hiddenFields(form)).toEqual(['category=graphic-design', 'q=logo', 'employment=Full-time', 'employment=Contract', 'experience=senior']);
    expect(within(form).getByText('Graphic Design jobs matching “logo” (Full-time, Contract, Senior Level)')).toBeTruthy();
  });

  it('keeps Shows pay, on every category page, as a hidden field and in words, with no note that it is left out', () => {
    const { form, island } = alertAt('/remote-product-design-jobs?q=figma&pay=1', { [`${product}&page=1&q=figma&pay=1`]: listPage([], 1, false) });
    expect(hiddenFields(form)).toEqual(['category=product-design', 'q=figma', 'pay=1']);
    expect(within(form).getByText('Product Design jobs matching “figma” (Shows pay)')).toBeTruthy();
    expect(within(form).queryByText(unkeptFiltersNote)).toBeNull();
    expect(island.props).toMatchObject({ search: { pay: true }, leavesOut: false });
  });

  it('leaves out filters on a page that has no filtered list to show them', () => {
    const { form, island } = alertAt('/remote-product-design-jobs?q=figma&employment=Contract', { [`${product}&page=1&q=figma`]: listPage([], 1, false) });
    expect(hiddenFields(form)).toEqual(['category=product-design', 'q=figma']);
    expect(island.props).toMatchObject({ search: { employment: [], experience: [] } });
  });

  it('says alerts leave out a salary floor or a country while either is set, and nothing while neither is', () => {
    const plain = alertAt('/remote-product-design-jobs', { [`${product}&page=1`]: listPage([], 1, false) });
    expect(within(plain.form).queryByText(unkeptFiltersNote)).toBeNull();
    const narrowed = alertAt('/remote-product-design-jobs?from=DE', { [`${product}&page=1&from=DE`]: listPage([], 1, false) });
    expect(within(narrowed.form).getByText(unkeptFiltersNote)).toBeTruthy();
    expect(narrowed.island.props).toMatchObject({ leavesOut: true });
    expect(hiddenFields(narrowed.form)).toEqual(['category=product-design']);
  });
});
