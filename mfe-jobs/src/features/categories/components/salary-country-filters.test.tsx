// @vitest-environment node
// "Minimum salary a year" and "I work from" as the edge renders them (docs/postings.md#salary-filter): a GET form.
import { countries, salaryFilterNote, showsPayLabel, workFromFilterNote } from '@rdj/shared';
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { atEdge, hiddenFields } from '../../../../test/edge';
import { someJobs } from '../../../../test/job';
import { categoryPage, listPage } from '../../../../test/pages';

const product = '/api/jobs?category=product-design';

function filtersAt(address: string, answers: Record<string, ReturnType<typeof listPage>>) {
  const view = atEdge(categoryPage(address, answers));
  const form = view.getByRole('form', { name: 'Salary and country' });
  const box = (name: string) => within(form).getByRole('combobox', { name });
  // The option the markup marks selected, as a browser reads it.
  const selected = (name: string) => box(name).querySelector('option[selected]')?.getAttribute('value') ?? null;
  return { view, form, box, selected };
}

describe('the salary floor and country at the edge', () => {
  it('offers labelled choices of yearly floors, currencies and every country, each saying which jobs it hides', () => {
    const { view, form, box, selected } = filtersAt('/remote-product-design-jobs', { [`${product}&page=1`]: listPage([], 1, false) });
    expect(Array.from(box('Minimum salary a year').querySelectorAll('option'), (o) => o.textContent)).toEqual(['Any', '40,000', '60,000', '80,000', '100,000', '120,000', '150,000']);
    expect(Array.from(box('Currency').querySelectorAll('option'), (o) => o.getAttribute('value'))).toEqual(['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF']);
    const places = Array.from(box('I work from').querySelectorAll('option'), (o) => o.textContent);
    expect([places.length, places[0], places.includes('Portugal')]).toEqual([countries.length + 1, 'Anywhere', true]);
    expect([selected('Minimum salary a year'), selected('Currency'), selected('I work from')]).toEqual(['', 'USD', '']);
    expect(box('Minimum salary a year').getAttribute('aria-describedby')).toBe('jobs-salary-note');
    expect(view.body.querySelector('#jobs-salary-note')?.textContent).toBe(salaryFilterNote);
    expect(view.body.querySelector('#jobs-work-from-note')?.textContent).toBe(workFromFilterNote);
    expect(form.getAttribute('method')).toBe('get');
    expect(['salary', 'currency', 'from'].map((name) => form.querySelector(`select[name="${name}"]`) !== null)).toEqual([true, true, true]);
    expect(within(form).getByRole('button', { name: 'Apply salary and country' }).getAttribute('type')).toBe('submit');
  });

  it('renders the narrowed page from its address: the choices made, and the jobs they leave', () => {
    const { view, selected } = filtersAt('/remote-product-design-jobs?salary=80000&currency=EUR&from=PT', {
      [`${product}&page=1&salary=80000&currency=EUR&from=PT`]: listPage(someJobs(2), 1, false),
    });
    expect([selected('Minimum salary a year'), selected('Currency'), selected('I work from')]).toEqual(['80000', 'EUR', 'PT']);
    expect(within(view.getByRole('region', { name: 'Product Design jobs' })).getAllByRole('article')).toHaveLength(2);
  });

  it('carries the search and the endless list’s filters, and both lists start again from page 1', () => {
    const { form } = filtersAt('/remote-graphic-design-jobs?q=logo&page=2&employment=Contract&browse=2', {
      '/api/jobs?category=graphic-design&page=2&q=logo&pages=2': listPage(someJobs(2), 2, false),
      '/api/jobs?category=graphic-design&page=2&employment=Contract&pages=2': listPage(someJobs(2, 3), 2, false),
    });
    expect(hiddenFields(form)).toEqual(['q=logo', 'employment=Contract']);
  });

  it('offers Shows pay as a checkbox sending pay=1, unticked on the plain page', () => {
    const { form } = filtersAt('/remote-product-design-jobs', { [`${product}&page=1`]: listPage([], 1, false) });
    const pay = within(form).getByRole('checkbox', { name: showsPayLabel }) as HTMLInputElement;
    expect([pay.getAttribute('name'), pay.getAttribute('value'), pay.hasAttribute('checked')]).toEqual(['pay', '1', false]);
  });

  it('renders ?pay=1 ticked, its list asked for pay=1 with its total, and every other form and link keeping it', () => {
    const graphic = '/api/jobs?category=graphic-design';
    const { view, form } = filtersAt('/remote-graphic-design-jobs?employment=Contract&pay=1', {
      [`${graphic}&page=1&pay=1`]: { ...listPage(someJobs(20), 1, true), totalCount: 37 },
      [`${graphic}&page=1&employment=Contract&pay=1`]: listPage(someJobs(2, 30), 1, false),
    });
    expect(within(form).getByRole('checkbox', { name: showsPayLabel }).hasAttribute('checked')).toBe(true);
    const results = view.getByRole('region', { name: 'Graphic Design jobs' });
    expect(within(results).getByText('37 jobs')).toBeTruthy();
    expect(within(results).getByRole('link', { name: 'Show More' }).getAttribute('href')).toBe('/remote-graphic-design-jobs?page=2&employment=Contract&pay=1');
    expect(hiddenFields(view.getByRole('search'))).toContain('pay=1');
    expect(hiddenFields(view.body.querySelector('form.jobs-filters:not(.jobs-pay-place)')!)).toContain('pay=1');
  });

  it('offers a floor typed into the address that is not one of the steps, chosen', () => {
    const { box, selected } = filtersAt('/remote-product-design-jobs?salary=75000', { [`${product}&page=1&salary=75000&currency=USD`]: listPage([], 1, false) });
    expect(selected('Minimum salary a year')).toBe('75000');
    expect(box('Minimum salary a year').querySelector('option[selected]')?.textContent).toBe('75,000');
  });
});
