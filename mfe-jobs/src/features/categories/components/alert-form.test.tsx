import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch, type Handler } from '../../../../test/fetch-stub';
import { someJobs } from '../../../../test/job';
import { stubIntersectionObserver } from '../../../../test/intersection-observer';
import { pageOf, renderCategoryAt } from '../../../../test/render-category';

const product = '/api/jobs?category=product-design';
const alertForm = () => screen.getByRole('form', { name: 'Get alerts for these jobs' }) as HTMLFormElement;
const emailInput = () => within(alertForm()).getByLabelText('Email address') as HTMLInputElement;
const frequency = () => within(alertForm()).getByLabelText('How often') as HTMLSelectElement;
const submit = () => userEvent.click(within(alertForm()).getByRole('button', { name: 'Get alerts' }));

/** The hidden fields the form posts, name=value in order: the listing it follows. */
function hiddenFields(): string[] {
  return Array.from(alertForm().querySelectorAll<HTMLInputElement>('input[type=hidden]'), (input) => `${input.name}=${input.value}`);
}

/** The JSON bodies sent to `POST /api/alerts`. */
function alertBodies(fetchMock: ReturnType<typeof stubFetch>): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && String(input) === '/api/alerts')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

function openProductPage(handlers: Record<string, Handler> = {}) {
  const fetchMock = stubFetch({ [`GET ${product}&page=1`]: pageOf(someJobs(1), 1, false), ...handlers });
  renderCategoryAt('/remote-product-design-jobs');
  return fetchMock;
}

describe('category page alert form', () => {
  it('posts to /alerts with the category, an email field, a daily frequency to start, the bot trap, Get alerts and the opt-in hint', () => {
    openProductPage();
    const form = alertForm();
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/alerts']);
    expect(hiddenFields()).toEqual(['category=product-design']);
    expect(within(form).getByText('Product Design jobs')).toBeTruthy();
    expect([emailInput().type, emailInput().name]).toEqual(['email', 'email']);
    expect(frequency().name).toBe('frequency');
    expect(frequency().value).toBe('daily');
    expect(Array.from(frequency().options, (option) => `${option.value}: ${option.textContent}`)).toEqual([
      'instant: As soon as they are posted',
      'daily: Once a day',
      'weekly: Once a week',
    ]);
    const trap = form.querySelector<HTMLInputElement>('input[name="botField"]')!;
    expect([trap.tabIndex, trap.closest('[aria-hidden="true"]') !== null]).toEqual([-1, true]);
    expect(within(form).getByRole('status').textContent).toBe('We email you a link to confirm first.');
  });

  it('carries the address’s search and filters as hidden fields, one per value, and says them in words', () => {
    stubIntersectionObserver();
    stubFetch({});
    renderCategoryAt('/remote-graphic-design-jobs?q=logo&employment=Contract&employment=Full-time&experience=senior&browse=2');
    expect(hiddenFields()).toEqual([
      'category=graphic-design',
      'q=logo',
      'employment=Full-time',
      'employment=Contract',
      'experience=senior',
    ]);
    expect(within(alertForm()).getByText('Graphic Design jobs matching “logo” (Full-time, Contract, Senior Level)')).toBeTruthy();
  });

  it('leaves out filters on a page that has no filtered list to show them', () => {
    stubFetch({});
    renderCategoryAt('/remote-product-design-jobs?q=figma&employment=Contract');
    expect(hiddenFields()).toEqual(['category=product-design', 'q=figma']);
  });

  it('follows a search made on the page without a reload', async () => {
    openProductPage({ [`GET ${product}&page=1&q=figma`]: pageOf(someJobs(1), 1, false) });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'figma');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(hiddenFields()).toEqual(['category=product-design', 'q=figma']);
    expect(within(alertForm()).getByText('Product Design jobs matching “figma”')).toBeTruthy();
  });

  it('follows the filters ticked in the endless list', async () => {
    stubIntersectionObserver();
    stubFetch({});
    renderCategoryAt('/remote-graphic-design-jobs');
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    await userEvent.click(within(filters).getByRole('checkbox', { name: 'Freelance' }));
    await userEvent.click(within(filters).getByRole('checkbox', { name: 'Entry Level' }));
    expect(hiddenFields()).toEqual(['category=graphic-design', 'employment=Freelance', 'experience=entry']);
  });

  it('hydrated, sends the address, the frequency and the page’s search as JSON to /api/alerts and says to check the inbox', async () => {
    stubIntersectionObserver();
    const fetchMock = stubFetch({ 'POST /api/alerts': { status: 200, body: { ok: true } } });
    renderCategoryAt('/remote-graphic-design-jobs?q=logo&employment=Contract');
    await userEvent.type(emailInput(), 'designer@example.com');
    await userEvent.selectOptions(frequency(), 'weekly');
    await submit();
    expect((await within(alertForm()).findByText('Check your inbox to confirm your alert.')).getAttribute('role')).toBe('status');
    expect(alertBodies(fetchMock)).toEqual([
      {
        email: 'designer@example.com',
        frequency: 'weekly',
        category: 'graphic-design',
        q: 'logo',
        employment: ['Contract'],
        experience: [],
        botField: '',
      },
    ]);
    expect(emailInput().value).toBe('');
  });

  it('says the schema’s message about the address beside it and sends nothing', async () => {
    const fetchMock = openProductPage();
    await userEvent.type(emailInput(), 'not-an-address');
    await submit();
    expect((await within(alertForm()).findByRole('alert')).textContent).toBe('Enter a valid email address');
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(emailInput().getAttribute('aria-describedby') ?? '')?.textContent).toBe('Enter a valid email address');
    expect(alertBodies(fetchMock)).toEqual([]);
  });

  it('shows the API’s message when it refuses the sign-up', async () => {
    openProductPage({
      'POST /api/alerts': { status: 429, body: { error: { code: 'rate_limited', message: 'Too many sign-ups. Please try again later.' } } },
    });
    await userEvent.type(emailInput(), 'designer@example.com');
    await submit();
    expect((await within(alertForm()).findByRole('alert')).textContent).toBe('Too many sign-ups. Please try again later.');
    expect(within(alertForm()).queryByRole('status')).toBeNull();
    expect(emailInput().value).toBe('designer@example.com');
  });

  it('says it could not set up the alert when the answer carries no message', async () => {
    openProductPage({ 'POST /api/alerts': { status: 503 } });
    await userEvent.type(emailInput(), 'designer@example.com');
    await submit();
    expect((await within(alertForm()).findByRole('alert')).textContent).toBe('Could not set up the alert. Please try again.');
  });

  it('drops the outcome for the hint once the visitor searches for something else', async () => {
    openProductPage({
      'POST /api/alerts': { status: 200, body: { ok: true } },
      [`GET ${product}&page=1&q=figma`]: pageOf(someJobs(1), 1, false),
    });
    await userEvent.type(emailInput(), 'designer@example.com');
    await submit();
    await within(alertForm()).findByText('Check your inbox to confirm your alert.');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'figma');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(within(alertForm()).getByRole('status').textContent).toBe('We email you a link to confirm first.');
  });
});
