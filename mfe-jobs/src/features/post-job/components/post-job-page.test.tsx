import { postingCategories, postingLabels, postingTypes } from '@rdj/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@rdj/router';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, stubFetch, type Reply } from '../../../test/fetch-stub';
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
  location: 'Europe',
  salary: '$70,000 - $90,000 per year',
  description: 'Lead our brand.\nWork with product.',
  requirements: '5 years of brand work',
  applicationUrl: 'https://acme.example.com/jobs/7',
  companyWebsite: 'https://acme.example.com',
  email: 'hiring@acme.example.com',
};

/** Types into a field the quick way: focus it and paste, as a person pasting from elsewhere would. */
async function enter(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(input(label));
  await user.paste(text);
}

async function fillValid() {
  const user = userEvent.setup();
  await enter(user, postingLabels.title, filled.title);
  await enter(user, postingLabels.company, filled.company);
  await enter(user, postingLabels.location, filled.location);
  await user.selectOptions(input(postingLabels.type), 'Contract');
  await user.selectOptions(input(postingLabels.category), 'Brand Design');
  await enter(user, postingLabels.salary, filled.salary);
  await enter(user, postingLabels.description, filled.description);
  await enter(user, postingLabels.requirements, filled.requirements);
  await enter(user, postingLabels.applicationUrl, filled.applicationUrl);
  await enter(user, postingLabels.companyWebsite, filled.companyWebsite);
  await enter(user, postingLabels.email, filled.email);
  return user;
}

function errorOf(label: string): string | null {
  const control = input(label);
  const id = control.getAttribute('aria-describedby');
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
    for (const optional of [postingLabels.location, postingLabels.salary, postingLabels.requirements, postingLabels.companyWebsite]) {
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
      botField: '',
    });
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
      ['title', 'company', 'location', 'type', 'category', 'salary', 'description', 'requirements', 'applicationUrl', 'companyWebsite', 'email', 'botField'].sort(),
    );
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

