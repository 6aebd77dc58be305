import { postingCategories, postingLabels, postingTypes } from '@rdj/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@rdj/router';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, stubFetch, type Reply } from '../../../../test/fetch-stub';
import { PageDataProvider } from '../../../page-data/context';
import { PostJobPage } from './post-job-page';

// Each test renders the post-a-job form, most of them typing into it: up to 0.3 s idle, 1.5 s with both cores busy.
// Beside a loaded platform a 0.5 s test was seen passing 5 s, so these get 15 s.
vi.setConfig({ testTimeout: 15_000 });

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderForm() {
  return render(
    <MemoryRouter initialEntries={['/post-job']}>
      <Routes>
        <Route path="/post-job" element={<PostJobPage />} />
        <Route path="/thank-you" element={<h1>Thank You!</h1>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** The page as the edge renders it again for a posting it refused: the state comes with the page's data. */
function renderRefused(values: Record<string, string>, errors: Record<string, string>) {
  const data = { path: '/post-job', now: new Date().toISOString(), kind: 'post-job' as const, form: { values, errors } };
  return render(
    <PageDataProvider page={data} location="/post-job">
      <MemoryRouter initialEntries={['/post-job']}>
        <PostJobPage />
      </MemoryRouter>
    </PageDataProvider>,
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: 'Submit Job Posting' });
const post = 'POST /api/postings';

const filled = {
  title: 'Senior Brand Designer',
  company: 'Acme Studio',
  salaryMin: '70000',
  salaryMax: '90,000',
  description: 'Lead our brand.\nWork with product.',
  requirements: '5 years of brand work',
  applicationUrl: 'https://acme.example.com/jobs/7',
  companyWebsite: 'https://acme.example.com',
  email: 'hiring@acme.example.com',
};

/**
 * Picks `names` in the places' multiple select, as Ctrl-clicks would (user-event picks only the first option of a
 * multiple select inside option groups), and reports the change.
 */
function pickPlaces(names: string[]) {
  const select = input(postingLabels.workFrom) as unknown as HTMLSelectElement;
  for (const option of Array.from(select.options)) option.selected = names.includes(option.textContent ?? '');
  fireEvent.change(select);
}

/** Types into a field the quick way: focus it and paste, as a person pasting from elsewhere would. */
async function enter(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(input(label));
  await user.paste(text);
}

async function fillValid() {
  const user = userEvent.setup();
  await enter(user, postingLabels.title, filled.title);
  await enter(user, postingLabels.company, filled.company);
  await user.selectOptions(input(postingLabels.type), 'Contract');
  await user.selectOptions(input(postingLabels.category), 'Brand Design');
  await enter(user, postingLabels.salaryMin, filled.salaryMin);
  await enter(user, postingLabels.salaryMax, filled.salaryMax);
  await user.selectOptions(input(postingLabels.salaryCurrency), 'EUR');
  pickPlaces(['Portugal', 'Europe']);
  await enter(user, postingLabels.description, filled.description);
  await enter(user, postingLabels.requirements, filled.requirements);
  await enter(user, postingLabels.applicationUrl, filled.applicationUrl);
  await enter(user, postingLabels.companyWebsite, filled.companyWebsite);
  await enter(user, postingLabels.email, filled.email);
  return user;
}

function errorOf(label: string): string | null {
  const control = input(label);
  const id = control.getAttribute('aria-describedby')?.split(' ').find((described) => described.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

// Filling eleven fields through real events takes a second or more on a busy machine; the default 5 s is too tight.
describe('post a job form', { timeout: 20_000 }, () => {
  it('is titled Post a Design Job and labels every field, marking the required ones', () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Post a Design Job' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Post a Design Job' })).toBeTruthy();
    for (const label of Object.values(postingLabels)) {
      const control = input(label);
      expect(control.getAttribute('aria-required') === 'true').toBe(label.endsWith('*'));
    }
    expect(input('Job Title*').name).toBe('title');
    for (const legend of ['Salary Range', 'Where can people work from?', 'Time zones (optional)']) {
      expect(screen.getByRole('group', { name: legend })).toBeTruthy();
    }
    expect(within(screen.getByRole('group', { name: 'Salary Range' })).getByLabelText('Minimum')).toBe(input('Minimum'));
    expect(within(screen.getByRole('group', { name: 'Time zones (optional)' })).getByLabelText('From')).toBe(input('From'));
  });

  it('takes the salary as two whole amounts, a currency (USD first) and a period (per year first), or Not disclosed', () => {
    renderForm();
    expect(input('Minimum').getAttribute('inputmode')).toBe('numeric');
    expect(input('Maximum').getAttribute('inputmode')).toBe('numeric');
    const currency = input('Currency') as unknown as HTMLSelectElement;
    expect(Array.from(currency.options, (o) => o.value)).toEqual(['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF']);
    expect(currency.value).toBe('USD');
    const period = input('Period') as unknown as HTMLSelectElement;
    expect(Array.from(period.options, (o) => [o.value, o.textContent])).toEqual([
      ['year', 'per year'],
      ['month', 'per month'],
      ['hour', 'per hour'],
    ]);
    expect(period.value).toBe('year');
    expect(input('Not disclosed').type).toBe('checkbox');
    expect(input('Not disclosed').checked).toBe(false);
  });

  it('lists regions, then countries, in one multiple select where none chosen means worldwide', () => {
    renderForm();
    const places = input('Countries and regions') as unknown as HTMLSelectElement;
    expect(places.multiple).toBe(true);
    const groups = Array.from(places.querySelectorAll('optgroup'), (g) => g.label);
    expect(groups).toEqual(['Regions', 'Countries']);
    const [regionGroup, countryGroup] = Array.from(places.querySelectorAll('optgroup'));
    expect(Array.from(regionGroup!.querySelectorAll('option'), (o) => o.textContent)).toContain('Europe');
    expect(countryGroup!.querySelector('option[value="PT"]')?.textContent).toBe('Portugal');
    expect(places.selectedOptions).toHaveLength(0);
    expect(document.getElementById(places.getAttribute('aria-describedby')!)?.textContent).toMatch(/empty for worldwide/);
    expect(screen.getByTestId('work-from-chosen').textContent).toBe('Open to: Worldwide');
  });

  it('says what is chosen as places are picked', () => {
    renderForm();
    pickPlaces(['Portugal', 'Latin America']);
    expect(screen.getByTestId('work-from-chosen').textContent).toBe('Open to: Latin America, Portugal');
  });

  it('offers a band of time zones from UTC−12 to UTC+14, Any by default, and run lengths up to 60 days, 30 chosen', () => {
    renderForm();
    for (const end of ['From', 'To']) {
      const select = input(end) as unknown as HTMLSelectElement;
      const texts = Array.from(select.options, (o) => o.textContent);
      expect(texts[0]).toBe('Any');
      expect(texts[1]).toBe('UTC−12');
      expect(texts.at(-1)).toBe('UTC+14');
      expect(texts).toContain('UTC');
      expect(select.value).toBe('');
    }
    const runDays = input('How long should it run?') as unknown as HTMLSelectElement;
    expect(Array.from(runDays.options, (o) => o.textContent)).toEqual(['7 days', '14 days', '30 days', '45 days', '60 days']);
    expect(runDays.value).toBe('30');
  });

  it('offers the job types with Full-time first and chosen', () => {
    renderForm();
    const select = input(postingLabels.type) as unknown as HTMLSelectElement;
    expect(Array.from(select.options, (o) => o.value)).toEqual([...postingTypes]);
    expect(Array.from(select.options, (o) => o.value)).toEqual(['Full-time', 'Part-time', 'Contract', 'Freelance', 'Internship']);
    expect(select.value).toBe('Full-time');
  });

  it('offers the categories by label with their slugs as values, graphic-design chosen', () => {
    renderForm();
    const select = input(postingLabels.category) as unknown as HTMLSelectElement;
    expect(Array.from(select.options, (o) => o.value)).toEqual([
      'graphic-design',
      'ui-ux-design',
      'product-design',
      'motion-design',
      'brand-design',
    ]);
    expect(Array.from(select.options, (o) => o.textContent)).toEqual(postingCategories.map((c) => c.label));
    expect(select.value).toBe('graphic-design');
  });

  it('has a 6-row description, a 4-row requirements box and url and email inputs', () => {
    renderForm();
    expect(input(postingLabels.description).tagName).toBe('TEXTAREA');
    expect(input(postingLabels.description).getAttribute('rows')).toBe('6');
    expect(input(postingLabels.requirements).tagName).toBe('TEXTAREA');
    expect(input(postingLabels.requirements).getAttribute('rows')).toBe('4');
    expect(input(postingLabels.applicationUrl).type).toBe('url');
    expect(input(postingLabels.companyWebsite).type).toBe('url');
    expect(input(postingLabels.email).type).toBe('email');
  });

  it('hides the bot field from people, keyboards and screen readers', () => {
    const { container } = renderForm();
    const trap = container.querySelector<HTMLInputElement>('input[name="botField"]');
    expect(trap).not.toBeNull();
    expect(trap!.tabIndex).toBe(-1);
    expect(trap!.getAttribute('autocomplete')).toBe('off');
    expect(trap!.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap!.closest('.jobs-post-trap')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
  });

  it('shows each required message under its field, focuses the first and sends nothing when submitted empty', async () => {
    const fetchMock = stubFetch({ [post]: { status: 201, body: { ok: true } } });
    renderForm();
    await userEvent.click(submitButton());

    // The schema is loaded on the first submit: its messages follow a moment later.
    await screen.findByText('Job title is required');
    expect(errorOf(postingLabels.title)).toBe('Job title is required');
    expect(errorOf(postingLabels.company)).toBe('Company name is required');
    expect(errorOf(postingLabels.description)).toBe('Job description is required');
    expect(errorOf(postingLabels.applicationUrl)).toBe('Application URL is required');
    expect(errorOf(postingLabels.email)).toBe('Contact email is required');
    expect(errorOf(postingLabels.salaryMin)).toBe('Give a minimum, or tick Not disclosed');
    expect(errorOf(postingLabels.salaryMax)).toBe('Give a maximum, or tick Not disclosed');
    for (const optional of [postingLabels.workFrom, postingLabels.tzMin, postingLabels.requirements, postingLabels.companyWebsite]) {
      expect(input(optional).getAttribute('aria-invalid')).toBeNull();
      expect(errorOf(optional)).toBeNull();
    }
    expect(input(postingLabels.title).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input(postingLabels.title));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/post-job');
  });

  it('names a bad application URL, company website and email, focusing the first of them', async () => {
    const fetchMock = stubFetch({ [post]: { status: 201, body: { ok: true } } });
    renderForm();
    const user = await fillValid();
    await user.clear(input(postingLabels.applicationUrl));
    await enter(user, postingLabels.applicationUrl, 'javascript:alert(1)');
    await user.clear(input(postingLabels.companyWebsite));
    await enter(user, postingLabels.companyWebsite, 'acme dot com');
    await user.clear(input(postingLabels.email));
    await enter(user, postingLabels.email, 'hiring-at-acme');
    await user.click(submitButton());

    expect(errorOf(postingLabels.applicationUrl)).toBe('Application URL must be a full http(s) URL, like https://example.com/jobs/1');
    expect(errorOf(postingLabels.companyWebsite)).toBe('Company website must be a full http(s) URL, like https://example.com/jobs/1');
    expect(errorOf(postingLabels.email)).toBe('Enter a valid email address');
    expect(errorOf(postingLabels.title)).toBeNull();
    expect(document.activeElement).toBe(input(postingLabels.applicationUrl));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a field’s message once it is edited', async () => {
    stubFetch({});
    renderForm();
    await userEvent.click(submitButton());
    await userEvent.type(input(postingLabels.title), 'Designer');
    expect(errorOf(postingLabels.title)).toBeNull();
    expect(errorOf(postingLabels.company)).toBe('Company name is required');
  });

  it('posts the typed posting as JSON and lands on /thank-you', async () => {
    const fetchMock = stubFetch({ [post]: { status: 201, body: { ok: true } } });
    renderForm();
    const user = await fillValid();
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You!' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/thank-you');
    expect(callsTo(fetchMock, post)).toBe(1);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      ...filled,
      type: 'Contract',
      category: 'brand-design',
      salaryCurrency: 'EUR',
      salaryPeriod: 'year',
      salaryUndisclosed: '',
      workFrom: 'europe,PT',
      tzMin: '',
      tzMax: '',
      runDays: '30',
      editToken: '',
      botField: '',
    });
  });

  it('sends Not disclosed, a band of time zones and a run length as chosen', async () => {
    const fetchMock = stubFetch({ [post]: { status: 201, body: { ok: true } } });
    renderForm();
    const user = await fillValid();
    await user.clear(input(postingLabels.salaryMin));
    await user.clear(input(postingLabels.salaryMax));
    await user.click(input('Not disclosed'));
    await user.selectOptions(input('From'), 'UTC−3');
    await user.selectOptions(input('To'), 'UTC+2');
    await user.selectOptions(input('How long should it run?'), '60 days');
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You!' })).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({
      salaryMin: '',
      salaryMax: '',
      salaryUndisclosed: 'on',
      tzMin: '-3',
      tzMax: '2',
      runDays: '60',
    });
  });

  it('names a maximum under the minimum and an amount that is not a whole number, sending nothing', async () => {
    const fetchMock = stubFetch({ [post]: { status: 201, body: { ok: true } } });
    renderForm();
    const user = await fillValid();
    await user.clear(input(postingLabels.salaryMax));
    await enter(user, postingLabels.salaryMax, '50000');
    await user.click(submitButton());

    expect(await screen.findByText('Maximum must be at least the minimum')).toBeTruthy();
    expect(errorOf(postingLabels.salaryMax)).toBe('Maximum must be at least the minimum');
    expect(document.activeElement).toBe(input(postingLabels.salaryMax));

    await user.clear(input(postingLabels.salaryMin));
    await enter(user, postingLabels.salaryMin, '45k');
    await user.click(submitButton());
    expect(errorOf(postingLabels.salaryMin)).toBe('Minimum must be a whole number, like 60000');
    expect(document.activeElement).toBe(input(postingLabels.salaryMin));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for both ends of a time zone band', async () => {
    const fetchMock = stubFetch({ [post]: { status: 201, body: { ok: true } } });
    renderForm();
    const user = await fillValid();
    await user.selectOptions(input('From'), 'UTC+1');
    await user.click(submitButton());

    expect(await screen.findByText('Choose both ends of the time zone band, or neither')).toBeTruthy();
    expect(errorOf('To')).toBe('Choose both ends of the time zone band, or neither');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads Submitting... and cannot be pressed again while the posting is sent', async () => {
    let answer: (reply: Reply) => void = () => {};
    const fetchMock = stubFetch({ [post]: () => new Promise<Reply>((resolve) => (answer = resolve)) });
    renderForm();
    const user = await fillValid();
    await user.click(submitButton());

    const busy = screen.getByRole('button', { name: 'Submitting...' });
    expect(busy).toHaveProperty('disabled', true);
    await user.click(busy);
    expect(callsTo(fetchMock, post)).toBe(1);
    answer({ status: 201, body: { ok: true } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You!' })).toBeTruthy();
  });

  it("shows the server's refusal and keeps every typed value", async () => {
    stubFetch({
      [post]: { status: 400, body: { error: { code: 'invalid_input', message: 'title: Job title is required' } } },
    });
    renderForm();
    const user = await fillValid();
    await user.click(submitButton());

    expect((await screen.findByRole('alert')).textContent).toBe('title: Job title is required');
    expect(screen.getByTestId('location').textContent).toBe('/post-job');
    expect(input(postingLabels.title).value).toBe(filled.title);
    expect(input(postingLabels.description).value).toBe(filled.description);
    expect(input(postingLabels.email).value).toBe(filled.email);
    expect(input(postingLabels.type).value).toBe('Contract');
    expect(submitButton()).toHaveProperty('disabled', false);
  });

  it('shows the failure message when the server cannot be reached, keeping the values', async () => {
    const fetchMock = stubFetch({});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm();
    const user = await fillValid();
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Could not reach the server. Check your connection and try again.');
    expect(input(postingLabels.company).value).toBe(filled.company);
    expect(within(screen.getByRole('form')).getByDisplayValue(filled.applicationUrl)).toBeTruthy();
  });

  it('answers a filled bot field like any other posting, sending it to the server to ignore', async () => {
    const fetchMock = stubFetch({ [post]: { status: 201, body: { ok: true } } });
    const { container } = renderForm();
    const user = await fillValid();
    const trap = container.querySelector<HTMLInputElement>('input[name="botField"]')!;
    await user.type(trap, 'spam');
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You!' })).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)).botField).toBe('spam');
  });
});

describe('post-a-job form before and without JavaScript', () => {
  it('posts form-encoded to /post-job with every field named as the schema names it', () => {
    stubFetch({});
    const { container } = renderForm();
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/post-job');
    const names = Array.from(form.querySelectorAll<HTMLInputElement>('input, select, textarea')).map((control) => control.name);
    expect(names.sort()).toEqual(
      [
        'title',
        'company',
        'type',
        'category',
        'salaryMin',
        'salaryMax',
        'salaryCurrency',
        'salaryPeriod',
        'salaryUndisclosed',
        'workFrom',
        'tzMin',
        'tzMax',
        'runDays',
        'description',
        'requirements',
        'applicationUrl',
        'companyWebsite',
        'email',
        'botField',
      ].sort(),
    );
    // A multiple select sends one workFrom field per place chosen, the checkbox "on" only when ticked.
    expect(form.querySelector<HTMLSelectElement>('select[name="workFrom"]')?.multiple).toBe(true);
    expect(form.querySelector<HTMLInputElement>('input[name="salaryUndisclosed"]')?.value).toBe('on');
    expect(form.querySelector('input[name="editToken"]')).toBeNull();
  });

  it('carries the edit link’s token as a hidden field when the edge filled the form to edit a posting', () => {
    stubFetch({});
    const { container } = renderRefused({ title: 'Brand Designer', editToken: 'signed.token' }, {});
    const token = container.querySelector<HTMLInputElement>('input[name="editToken"]');
    expect(token?.type).toBe('hidden');
    expect(token?.value).toBe('signed.token');
  });

  it('shows the places, the band, Not disclosed and the run length the edge rendered it again with', () => {
    stubFetch({});
    renderRefused(
      { workFrom: 'PT,latin-america', tzMin: '-3', tzMax: '2', salaryUndisclosed: 'on', runDays: '21', salaryMin: '9', salaryMax: '5' },
      { salaryMax: 'Maximum must be at least the minimum' },
    );
    const places = input('Countries and regions') as unknown as HTMLSelectElement;
    expect(Array.from(places.selectedOptions, (o) => o.value)).toEqual(['latin-america', 'PT']);
    expect(input('From').value).toBe('-3');
    expect(input('To').value).toBe('2');
    expect(input('Not disclosed').checked).toBe(true);
    expect(input('How long should it run?').value).toBe('21');
    expect(input('Maximum').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('Maximum')).toBe('Maximum must be at least the minimum');
  });

  it('shows what the edge rendered it again with: the typed values and each field’s message', () => {
    stubFetch({});
    renderRefused({ title: 'Brand Designer', email: 'nope', category: 'ui-ux-design' }, { email: 'Enter a valid email address' });
    expect(input(postingLabels.title).value).toBe('Brand Designer');
    expect(input(postingLabels.email).value).toBe('nope');
    expect((screen.getByLabelText(postingLabels.category) as HTMLSelectElement).value).toBe('ui-ux-design');
    expect(input(postingLabels.email).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
  });
});

