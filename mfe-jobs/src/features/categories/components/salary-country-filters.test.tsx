import { countries, salaryFilterNote, workFromFilterNote } from '@rdj/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, stubFetch } from '../../../../test/fetch-stub';
import { aJob, someJobs } from '../../../../test/job';
import { stubIntersectionObserver } from '../../../../test/intersection-observer';
import { currentLocation, mainListing, pageOf, renderCategoryAt } from '../../../../test/render-category';
import { unkeptFiltersNote } from './alert-form';

const product = '/api/jobs?category=product-design';
const graphic = '/api/jobs?category=graphic-design';

function cardTitles(region: HTMLElement): string[] {
  return within(region)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent ?? '');
}

const filters = () => screen.getByRole('form', { name: 'Salary and country' });
const floorBox = () => within(filters()).getByRole('combobox', { name: 'Minimum salary a year' }) as HTMLSelectElement;
const currencyBox = () => within(filters()).getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement;
const countryBox = () => within(filters()).getByRole('combobox', { name: 'I work from' }) as HTMLSelectElement;
const hiddenFields = (form: HTMLElement | null) =>
  Array.from(form?.querySelectorAll<HTMLInputElement>('input[type=hidden]') ?? [], (input) => `${input.name}=${input.value}`);

describe('salary floor and "I work from" on a category page', () => {
  it('offers labelled choices of yearly floors, currencies and every country, each saying which jobs it hides', () => {
    stubFetch({ [`GET ${product}&page=1`]: pageOf([], 1, false) });
    renderCategoryAt('/remote-product-design-jobs');
    expect(Array.from(floorBox().options, (o) => o.text)).toEqual(['Any', '40,000', '60,000', '80,000', '100,000', '120,000', '150,000']);
    expect(floorBox().value).toBe('');
    expect(Array.from(currencyBox().options, (o) => o.value)).toEqual(['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF']);
    expect(countryBox().options).toHaveLength(countries.length + 1);
    expect(countryBox().options[0]?.text).toBe('Anywhere');
    expect(within(countryBox()).getByRole('option', { name: 'Portugal' })).toBeTruthy();
    expect(floorBox().getAttribute('aria-describedby')).toBe('jobs-salary-note');
    expect(document.getElementById('jobs-salary-note')?.textContent).toBe(salaryFilterNote);
    expect(document.getElementById('jobs-work-from-note')?.textContent).toBe(workFromFilterNote);
    expect(filters().getAttribute('method')).toBe('get');
  });

  it('applies a floor at once: its address, the request with the floor and currency, and the jobs it answers', async () => {
    const fetchMock = stubFetch({
      [`GET ${product}&page=1`]: pageOf(someJobs(2), 1, true),
      [`GET ${product}&page=1&salary=80000&currency=USD`]: pageOf([aJob({ id: 'paid', title: 'Well Paid Designer' })], 1, false),
      [`GET ${product}&page=1&salary=80000&currency=EUR`]: pageOf([aJob({ id: 'euro', title: 'Euro Designer' })], 1, false),
    });
    renderCategoryAt('/remote-product-design-jobs');
    const listing = mainListing('Product Design');
    await within(listing).findByText('Graphic Designer 1');
    expect(within(filters()).queryByRole('button')).toBeNull();

    await userEvent.selectOptions(floorBox(), '80000');
    expect(currentLocation()).toBe('/remote-product-design-jobs?salary=80000');
    await within(listing).findByText('Well Paid Designer');
    expect(cardTitles(listing)).toEqual(['Well Paid Designer']);

    await userEvent.selectOptions(currencyBox(), 'EUR');
    expect(currentLocation()).toBe('/remote-product-design-jobs?salary=80000&currency=EUR');
    await within(listing).findByText('Euro Designer');
    expect(callsTo(fetchMock, `GET ${product}&page=1&salary=80000&currency=EUR`)).toBe(1);

    await userEvent.selectOptions(floorBox(), '');
    expect(currentLocation()).toBe('/remote-product-design-jobs');
    await within(listing).findByText('Graphic Designer 1');
  });

  it('changes nothing when only the currency is chosen with no floor', async () => {
    const fetchMock = stubFetch({ [`GET ${product}&page=1`]: pageOf(someJobs(1), 1, false) });
    renderCategoryAt('/remote-product-design-jobs');
    await within(mainListing('Product Design')).findByText('Graphic Designer 1');
    await userEvent.selectOptions(currencyBox(), 'GBP');
    expect(currentLocation()).toBe('/remote-product-design-jobs');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('narrows both lists of the graphic page by the country, keeping the search and the checked filters', async () => {
    stubIntersectionObserver();
    stubFetch({
      [`GET ${graphic}&page=1&q=logo`]: pageOf(someJobs(1), 1, false),
      [`GET ${graphic}&page=1&employment=Contract`]: pageOf(someJobs(1, 2), 1, false),
      [`GET ${graphic}&page=1&q=logo&from=PT`]: pageOf([aJob({ id: 'pt', title: 'Logo Designer, Europe' })], 1, false),
      [`GET ${graphic}&page=1&employment=Contract&from=PT`]: pageOf([aJob({ id: 'pt2', title: 'Contract Designer, Anywhere' })], 1, false),
    });
    renderCategoryAt('/remote-graphic-design-jobs?q=logo&employment=Contract');
    expect(hiddenFields(filters())).toEqual(['q=logo', 'employment=Contract']);
    await userEvent.selectOptions(countryBox(), 'PT');
    expect(currentLocation()).toBe('/remote-graphic-design-jobs?q=logo&employment=Contract&from=PT');
    await within(mainListing('Graphic Design')).findByText('Logo Designer, Europe');
    const endless = screen.getByRole('region', { name: 'Browse all Graphic Design jobs' });
    await within(endless).findByText('Contract Designer, Anywhere');
    expect(cardTitles(endless)).toEqual(['Contract Designer, Anywhere']);
  });

  it('opens at an address with a floor, currency and country chosen, and the other forms carry them', async () => {
    stubIntersectionObserver();
    stubFetch({
      [`GET ${graphic}&page=1&salary=60000&currency=EUR&from=PT`]: pageOf(someJobs(1), 1, false),
    });
    renderCategoryAt('/remote-graphic-design-jobs?salary=60000&currency=EUR&from=PT');
    expect(floorBox().value).toBe('60000');
    expect(currencyBox().value).toBe('EUR');
    expect(countryBox().value).toBe('PT');
    const search = screen.getByRole('search');
    expect(hiddenFields(search)).toEqual(['salary=60000', 'currency=EUR', 'from=PT']);
    const endlessForm = within(screen.getByRole('region', { name: 'Browse all Graphic Design jobs' }))
      .getByRole('checkbox', { name: 'Contract' })
      .closest('form');
    expect(hiddenFields(endlessForm)).toEqual(['salary=60000', 'currency=EUR', 'from=PT']);
    await within(mainListing('Graphic Design')).findByText('Graphic Designer 1');
  });

  it('shows a floor typed into the address that is not one of the steps', () => {
    stubFetch({});
    renderCategoryAt('/remote-product-design-jobs?salary=75000');
    expect(floorBox().value).toBe('75000');
    expect(floorBox().selectedOptions[0]?.text).toBe('75,000');
  });
});

describe('the alert box on a page with a salary floor or a country', () => {
  it('says that alerts leave those filters out, and nothing while neither is set', async () => {
    stubFetch({
      [`GET ${product}&page=1`]: pageOf(someJobs(1), 1, false),
      [`GET ${product}&page=1&from=DE`]: pageOf(someJobs(1, 2), 1, false),
    });
    renderCategoryAt('/remote-product-design-jobs');
    const alert = () => screen.getByRole('form', { name: 'Get alerts for these jobs' });
    expect(within(alert()).queryByText(unkeptFiltersNote)).toBeNull();
    await userEvent.selectOptions(countryBox(), 'DE');
    expect(within(alert()).getByText(unkeptFiltersNote)).toBeTruthy();
    expect(hiddenFields(alert())).toEqual(['category=product-design']);
  });
});
