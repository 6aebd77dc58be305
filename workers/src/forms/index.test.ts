import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { uniqueClient } from '../../test/support/auth';
import { call, origin } from '../../test/support/call';

/** Posts `fields` form-encoded; as pairs, a field may come more than once, as a `<select multiple>` sends it. */
function postForm(path: string, fields: Record<string, string> | [string, string][], headers: Record<string, string> = {}): Promise<Response> {
  return call(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, 'CF-Connecting-IP': uniqueClient(), ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** The refused form's state the jobs worker was asked to render the page with, as its stand-in shows it. */
function renderedForm(html: string): { values: Record<string, string>; errors: Record<string, string> } {
  const shown = /<pre class="remote-form">(.*?)<\/pre>/.exec(html)?.[1] ?? 'null';
  return JSON.parse(shown.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
}

async function subscribers(email: string): Promise<number> {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM job_alerts WHERE email = ?').bind(email).first<{ n: number }>();
  return row?.n ?? 0;
}

describe('POST /subscribe, the newsletter form without JavaScript', () => {
  it('stores the address and moves on to /subscribed with 303, nothing personal in the URL', async () => {
    const res = await postForm('/subscribe', { email: 'Form@Example.com', botField: '' });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/subscribed');
    expect(await subscribers('form@example.com')).toBe(1);
  });

  it('renders the form again with the message and what was typed, status 400, never cached, storing nothing', async () => {
    const res = await postForm('/subscribe', { email: 'not-an-address<b>' });
    expect(res.status).toBe(400);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('Enter a valid email address');
    expect(html).toContain('value="not-an-address&lt;b&gt;"');
    // Plain HTML: the page shows the state, and no script carries it (a shell page hydrates no root).
    expect(html).not.toContain('id="form-state"');
    expect(html).not.toContain('<b>');
    expect(await subscribers('not-an-address<b>')).toBe(0);
  });

  it('answers a filled bot field like a person and stores nothing', async () => {
    const res = await postForm('/subscribe', { email: 'bot-form@example.com', botField: 'http://spam.example' });
    expect(res.status).toBe(303);
    expect(await subscribers('bot-form@example.com')).toBe(0);
  });

  it('ignores fields the form does not have', async () => {
    const res = await postForm('/subscribe', { email: 'extra-form@example.com', admin: 'true' });
    expect(res.status).toBe(303);
    expect(await subscribers('extra-form@example.com')).toBe(1);
  });

  it('refuses a post from another site with 403, like the JSON API', async () => {
    const res = await postForm('/subscribe', { email: 'cross@example.com' }, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await subscribers('cross@example.com')).toBe(0);
    const fetchSite = await postForm('/subscribe', { email: 'cross@example.com' }, { 'Sec-Fetch-Site': 'cross-site' });
    expect(fetchSite.status).toBe(403);
  });

  it('refuses a body that is not form-encoded with 415', async () => {
    const res = await postForm('/subscribe', { email: 'json@example.com' }, { 'Content-Type': 'application/json' });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unsupported_media_type');
  });

  it('refuses an oversized form with 413 and stores nothing', async () => {
    const res = await postForm('/subscribe', { email: 'big@example.com', botField: 'x'.repeat(70_000) });
    expect(res.status).toBe(413);
    expect(await subscribers('big@example.com')).toBe(0);
  });
});

/** Worldwide, so it carries what every pay law asks (docs/postings.md#pay-transparency-laws). */
const posting = {
  title: 'Form Designer',
  company: 'Form Studio',
  employerSize: '1',
  benefits: 'Health insurance',
  applicationCloses: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
  type: 'Full-time',
  category: 'graphic-design',
  salaryMin: '50000',
  salaryMax: '70000',
  salaryCurrency: 'USD',
  salaryPeriod: 'year',
  description: 'Design forms that work before any script runs.',
  requirements: '',
  applicationUrl: 'https://form.example/jobs/1',
  companyWebsite: '',
  email: 'employer@form.example',
  botField: '',
};

async function submissions(title: string): Promise<number> {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM job_submissions WHERE title = ?').bind(title).first<{ n: number }>();
  return row?.n ?? 0;
}

describe('POST /post-job, the posting form without JavaScript', () => {
  it('stores the posting for review and moves on to /thank-you with 303', async () => {
    const res = await postForm('/post-job', posting);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/thank-you');
    expect(await submissions('Form Designer')).toBe(1);
  });

  it('asks the jobs worker to render the page again with what was typed and each message, status 400', async () => {
    const res = await postForm('/post-job', { ...posting, title: 'Refused Designer', applicationUrl: 'javascript:alert(1)', email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const html = await res.text();
    const form = renderedForm(html);
    expect(form.values).toMatchObject({ title: 'Refused Designer', applicationUrl: 'javascript:alert(1)', email: 'nope' });
    expect(form.values).not.toHaveProperty('botField');
    expect(Object.keys(form.errors).sort()).toEqual(['applicationUrl', 'email']);
    expect(form.errors.email).toBe('Enter a valid email address');
    expect(await submissions('Refused Designer')).toBe(0);
  });

  it('stores every country and region a multiple select sent, and the range, not disclosed when ticked', async () => {
    const sent: [string, string][] = [
      ...Object.entries({ ...posting, title: 'Places Designer', tzMin: '-1', tzMax: '2', runDays: '14' }),
      ['workFrom', 'PT'],
      ['workFrom', 'ES'],
      ['workFrom', 'latin-america'],
    ];
    expect((await postForm('/post-job', sent)).status).toBe(303);
    const row = await env.DB.prepare('SELECT * FROM job_submissions WHERE title = ?').bind('Places Designer').first();
    expect(row).toMatchObject({
      work_from: '["PT","ES","latin-america"]',
      location: 'Portugal, Spain, Latin America · UTC−1 to UTC+2',
      salary_min: 50000,
      salary_max: 70000,
      tz_min: -1,
      tz_max: 2,
      run_days: 14,
    });

    // The United Kingdom: no pay law of docs/postings.md#pay-transparency-laws reaches it.
    const silent = { ...posting, title: 'Silent Designer', salaryMin: '', salaryMax: '', salaryUndisclosed: 'on', workFrom: 'GB' };
    expect((await postForm('/post-job', silent)).status).toBe(303);
    const quiet = await env.DB.prepare('SELECT * FROM job_submissions WHERE title = ?').bind('Silent Designer').first();
    expect(quiet).toMatchObject({ salary_min: null, salary_max: null, salary_currency: null, work_from: '["GB"]', location: 'United Kingdom' });
  });

  it('renders a job open to Colorado without pay again, the law named beside Not disclosed', async () => {
    const sent = { ...posting, title: 'Colorado Designer', salaryMin: '', salaryMax: '', salaryUndisclosed: 'on', workFrom: 'US-CO' };
    const res = await postForm('/post-job', sent);
    expect(res.status).toBe(400);
    const form = renderedForm(await res.text());
    expect(form.values).toMatchObject({ workFrom: 'US-CO', salaryUndisclosed: 'on', employerSize: '1' });
    expect(form.errors).toEqual({
      salaryUndisclosed: "Colorado's Equal Pay for Equal Work Act requires the pay range for a job open to Colorado: give a minimum and maximum",
    });
    expect(await submissions('Colorado Designer')).toBe(0);
  });

  it('renders a refused range again with its message, the chosen places kept joined by commas', async () => {
    const sent: [string, string][] = [
      ...Object.entries({ ...posting, title: 'Range Designer', salaryMin: '90000', salaryMax: '80000' }),
      ['workFrom', 'PT'],
      ['workFrom', 'europe'],
    ];
    const res = await postForm('/post-job', sent);
    expect(res.status).toBe(400);
    const html = await res.text();
    const form = renderedForm(html);
    expect(form.values).toMatchObject({ salaryMin: '90000', salaryMax: '80000', workFrom: 'PT,europe' });
    expect(form.errors).toEqual({ salaryMax: 'Maximum must be at least the minimum' });
    expect(await submissions('Range Designer')).toBe(0);
  });

  it('answers a filled bot field like a person and stores nothing', async () => {
    const res = await postForm('/post-job', { ...posting, title: 'Bot Designer', botField: 'http://spam.example' });
    expect(res.status).toBe(303);
    expect(await submissions('Bot Designer')).toBe(0);
  });

  it('refuses a post from another site with 403 and stores nothing', async () => {
    const res = await postForm('/post-job', { ...posting, title: 'Cross Designer' }, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await submissions('Cross Designer')).toBe(0);
  });

  it('refuses an oversized posting with 413 and stores nothing', async () => {
    const res = await postForm('/post-job', { ...posting, title: 'Big Designer', description: 'd'.repeat(70_000) });
    expect(res.status).toBe(413);
    expect(await submissions('Big Designer')).toBe(0);
  });
});

describe('GET /categories, the home page picker without JavaScript', () => {
  const pick = (query: string) => call(`/categories${query}`, { redirect: 'manual' });

  it.each([
    ['product-design', '/remote-product-design-jobs'],
    ['ux-ui-design', '/remote-ux-ui-design-jobs'],
  ])('sends category=%s to its page with 303', async (slug, path) => {
    const res = await pick(`?category=${slug}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(path);
  });

  it.each(['', '?category=', '?category=astronaut', '?category=%2F%2Fevil.example'])('sends %j back home', async (query) => {
    const res = await pick(query);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/');
  });
});
