// @vitest-environment node
// As the edge renders the page: what a visitor without JavaScript gets.
import { within } from '@testing-library/dom';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { loadPage } from '../../../../test/fake-api';
import { someJobs } from '../../../../test/job';
import { renderPageToString } from '../../../../test/render-page';
import { unkeptFiltersNote } from './alert-form';

function parsed(html: string) {
  const window = new Window();
  window.document.body.innerHTML = html;
  return within(window.document.body as unknown as HTMLElement);
}

const answer = (jobs: unknown[], page: number, more: boolean) => ({ status: 200, body: { jobs, page, more, totalCount: 40 } });

describe('the salary floor and country without JavaScript', () => {
  it('renders the narrowed page from its address: the choices made, a button to apply others, the alert note', async () => {
    const { page } = await loadPage('/remote-product-design-jobs?salary=80000&currency=EUR&from=PT', {
      '/api/jobs?category=product-design&page=1&salary=80000&currency=EUR&from=PT': answer(someJobs(2), 1, false),
    });
    const view = parsed(renderPageToString(page));
    const form = view.getByRole('form', { name: 'Salary and country' });
    expect(form.getAttribute('method')).toBe('get');
    expect(within(form).getByRole('button', { name: 'Apply salary and country' })).toBeTruthy();
    // The option the markup marks selected, as a browser reads it.
    const selected = (name: string) => within(form).getByRole('combobox', { name }).querySelector('option[selected]')?.getAttribute('value');
    expect([selected('Minimum salary a year'), selected('Currency'), selected('I work from')]).toEqual(['80000', 'EUR', 'PT']);
    expect(within(view.getByRole('region', { name: 'Product Design jobs' })).getAllByRole('article')).toHaveLength(2);
    expect(view.getByText(unkeptFiltersNote)).toBeTruthy();
  });

  it('links to the next page when the filters emptied the last page shown and the provider has more', async () => {
    const { page } = await loadPage('/remote-graphic-design-jobs?from=PT', {
      '/api/jobs?category=graphic-design&page=1&from=PT': answer([], 1, true),
    });
    const view = parsed(renderPageToString(page));
    const listing = view.getByRole('region', { name: 'Graphic Design jobs' });
    expect(within(listing).getByRole('link', { name: 'Show More' }).getAttribute('href')).toBe('/remote-graphic-design-jobs?page=2&from=PT');
    const endless = view.getByRole('region', { name: 'Browse all Graphic Design jobs' });
    expect(within(endless).getByRole('link', { name: 'Load more jobs' }).getAttribute('href')).toBe(
      '/remote-graphic-design-jobs?browse=2&from=PT',
    );
  });
});
