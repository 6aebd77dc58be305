import {
  salaryOf,
  workFromOf,
  yearlyTop,
  type BoardJob,
  type FeaturedJobsResponse,
  type Job,
  type JobListPage,
} from '@rdj/shared';
import { experienceLevelOf } from '@rdj/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { canWorkFrom } from '../../../shared/test/support/job-filters';
import { expectSignedRedirect } from '../../test/support/redirect';
import { signedInAdmin } from '../../test/support/auth';
import { call, errorOf } from '../../test/support/call';
import { insertApproved } from '../../test/support/jobs';
import { ingested } from '../../test/support/job-index';
import { reviewed, submitted } from '../../test/support/postings';

async function listing(query: string): Promise<JobListPage<BoardJob>> {
  const res = await call(`/api/jobs?${query}`);
  expect(res.status).toBe(200);
  return res.json<JobListPage<BoardJob>>();
}

const textOf = (job: Job) => `${job.title} ${job.snippet}`.toLowerCase();

// The listings read the job index: one ingest run of the sandbox provider fills it for this file.
beforeAll(ingested, 60_000);

describe('GET /api/jobs', () => {
  it('answers a page of 20 of the category with its true total and freshness, cacheable for a minute', async () => {
    const res = await call('/api/jobs?category=graphic-design');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    const page = await res.json<JobListPage>();
    expect(page).toMatchObject({ page: 1, more: true, searchedFor: {}, refreshedAt: expect.any(String) });
    expect(page.jobs).toHaveLength(20);
    expect(page.totalCount).toBeGreaterThan(40);
    expect(page.asOf).toBeGreaterThan(0);
  });

  it('keeps only jobs the category rule accepts (graphic: "graphic" and "design")', async () => {
    const { jobs } = await listing('category=graphic-design');
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(textOf(job)).toMatch(/graphic[\s\S]*design|design[\s\S]*graphic/);
  });

  it('keeps only UX/UI jobs on the UX/UI page', async () => {
    const { jobs } = await listing('category=ux-ui-design');
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(textOf(job)).toMatch(/\bux\b|\bui\b|user experience|user interface/);
  });

  it('narrows the listing with the visitor search, and answers an empty page with a total of 0 for none', async () => {
    const all = await listing('category=graphic-design');
    const figma = await listing('category=graphic-design&q=Figma');
    expect(figma.totalCount).toBeGreaterThan(0);
    expect(figma.totalCount).toBeLessThan(all.totalCount);
    const none = await listing('category=graphic-design&q=zzzunknownword');
    expect(none).toMatchObject({ jobs: [], page: 1, more: false, totalCount: 0, searchedFor: {} });
  });

  it('searches the closest indexed word for a word no job holds, and says so', async () => {
    const typo = await listing('category=graphic-design&q=figam');
    expect(typo.searchedFor).toEqual({ figam: 'figma' });
    expect(typo.totalCount).toBe((await listing('category=graphic-design&q=figma')).totalCount);
  });

  it('cannot widen the category with an OR in the search', async () => {
    const all = await listing('category=piping-design');
    const widened = await listing(`category=piping-design&q=${encodeURIComponent('x OR graphic')}`);
    expect(widened.totalCount).toBeLessThanOrEqual(all.totalCount);
  });

  it('continues on page 2 with other jobs and ends "more" on the last page', async () => {
    const first = await listing('category=graphic-design');
    const second = await listing(`category=graphic-design&page=2&asOf=${first.asOf}`);
    expect(second.page).toBe(2);
    expect(second.jobs).toHaveLength(20);
    const firstIds = new Set(first.jobs.map((job) => job.id));
    expect(second.jobs.some((job) => firstIds.has(job.id))).toBe(false);

    const last = Math.ceil(first.totalCount / 20);
    const lastPage = await listing(`category=graphic-design&page=${last}`);
    expect(lastPage.more).toBe(false);
    expect(lastPage.jobs).toHaveLength(first.totalCount - (last - 1) * 20);
    expect(await listing(`category=graphic-design&page=${last + 1}`)).toMatchObject({ jobs: [], more: false, totalCount: first.totalCount });
    expect((await listing(`category=graphic-design&page=${last - 1}`)).more).toBe(true);
  });

  it('answers a run of pages in one listing (pages=K): the jobs of each page in turn, up to the page asked', async () => {
    const first = await listing('category=graphic-design&q=designer');
    const second = await listing(`category=graphic-design&q=designer&page=2&asOf=${first.asOf}`);
    const both = await listing('category=graphic-design&q=designer&page=2&pages=2');
    expect(both).toMatchObject({ page: 2, more: second.more, totalCount: first.totalCount, asOf: first.asOf });
    expect(both.jobs.map((job) => job.id)).toEqual([...first.jobs, ...second.jobs].map((job) => job.id));
    const refused = await call('/api/jobs?category=graphic-design&page=2&pages=3');
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toEqual({ code: 'invalid_input', message: expect.stringContaining('pages must be at most page') });
  });

  it('filters by employment type (substring of the type, any of the chosen)', async () => {
    const all = await listing('category=freelance-design');
    const contract = await listing('category=freelance-design&employment=Contract');
    expect(contract.jobs.length).toBeGreaterThan(0);
    expect(contract.totalCount).toBeLessThan(all.totalCount);
    for (const job of contract.jobs) expect(job.type?.toLowerCase()).toContain('contract');

    const either = await listing('category=freelance-design&employment=Contract,Freelance');
    expect(either.totalCount).toBeGreaterThan(contract.totalCount);
    for (const job of either.jobs) expect(job.type?.toLowerCase()).toMatch(/contract|freelance/);
  });

  it.each(['entry', 'senior'] as const)('filters by experience level %s', async (level) => {
    const all = await listing('category=graphic-design');
    const filtered = await listing(`category=graphic-design&experience=${level}`);
    expect(filtered.jobs.length).toBeGreaterThan(0);
    expect(filtered.totalCount).toBeLessThan(all.totalCount);
    for (const job of filtered.jobs) expect(experienceLevelOf(job)).toBe(level);
  });

  it('keeps the jobs whose salary in the chosen currency reaches the yearly floor', async () => {
    const all = await listing('category=graphic-design');
    const floored = await listing('category=graphic-design&salary=80000');
    expect(floored.jobs.length).toBeGreaterThan(0);
    expect(floored.totalCount).toBeLessThan(all.totalCount);
    for (const job of floored.jobs) {
      expect(salaryOf(job)?.currency).toBe('USD');
      expect(yearlyTop(salaryOf(job)!)).toBeGreaterThanOrEqual(80000);
    }
    const euros = await listing('category=graphic-design&salary=30000&currency=EUR');
    expect(euros.jobs.length).toBeGreaterThan(0);
    for (const job of euros.jobs) expect(salaryOf(job)?.currency).toBe('EUR');
  });

  it('keeps the jobs someone in the chosen country may take: worldwide, the country or a region holding it', async () => {
    const all = await listing('category=graphic-design');
    const portugal = await listing('category=graphic-design&from=PT');
    expect(portugal.jobs.length).toBeGreaterThan(0);
    expect(portugal.totalCount).toBeLessThan(all.totalCount);
    for (const job of portugal.jobs) expect(canWorkFrom(workFromOf(job) ?? ['nowhere'], 'PT')).toBe(true);
    const both = await listing('category=graphic-design&from=PT&salary=30000&currency=EUR');
    for (const job of both.jobs) {
      expect(canWorkFrom(workFromOf(job) ?? ['nowhere'], 'PT')).toBe(true);
      expect(salaryOf(job)?.currency).toBe('EUR');
    }
  });

  it('keeps only the jobs that show pay with pay=1, with their own total, and with the floor, country and search too', async () => {
    const all = await listing('category=graphic-design');
    const paid = await listing('category=graphic-design&pay=1');
    expect(paid.jobs.length).toBeGreaterThan(0);
    expect(paid.totalCount).toBeLessThan(all.totalCount);
    for (const job of paid.jobs) expect(salaryOf(job)).not.toBeNull();
    expect((await listing('category=graphic-design&pay=0')).totalCount).toBe(all.totalCount);
    const combined = await listing('category=graphic-design&pay=1&from=PT&salary=30000&currency=EUR&q=design');
    for (const job of combined.jobs) {
      expect(salaryOf(job)?.currency).toBe('EUR');
      expect(canWorkFrom(workFromOf(job) ?? ['nowhere'], 'PT')).toBe(true);
    }
    expect(combined.totalCount).toBeLessThanOrEqual(paid.totalCount);
  });

  it('sends each job with View Job going through the redirect page, its link signed', async () => {
    const { jobs } = await listing('category=graphic-design&page=2');
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) await expectSignedRedirect(job.applyHref, job.link);
  });

  it.each([
    ['no category', '', /^category: /],
    ['an unknown category', 'category=plumbing', /^category: category must be a known category slug/],
    ['page 0', 'category=graphic-design&page=0', /^page: page must be between 1 and 100/],
    ['page 101', 'category=graphic-design&page=101', /^page: page must be between 1 and 100/],
    ['a page that is not a number', 'category=graphic-design&page=two', /^page: /],
    ['an unknown employment type', 'category=graphic-design&employment=Gig', /^employment\.0: employment must be one of/],
    ['an unknown experience level', 'category=graphic-design&experience=guru', /^experience\.0: experience must be one of/],
    ['a search over 100 characters', `category=graphic-design&q=${'a'.repeat(101)}`, /^q: Search text must be at most 100/],
    ['a salary that is not a number', 'category=graphic-design&salary=lots', /^salary: salary must be a whole number from 1 to 1000000/],
    ['a salary of 0', 'category=graphic-design&salary=0', /^salary: salary must be a whole number from 1 to 1000000/],
    ['a salary with a fraction', 'category=graphic-design&salary=60000.5', /^salary: salary must be a whole number/],
    ['a salary over the highest floor', 'category=graphic-design&salary=1000001', /^salary: salary must be a whole number/],
    ['an unknown currency', 'category=graphic-design&salary=60000&currency=XYZ', /^currency: currency must be one of USD, EUR/],
    ['an unknown country', 'category=graphic-design&from=ZZ', /^from: from must be a country code/],
    ['a country by name', 'category=graphic-design&from=Portugal', /^from: from must be a country code/],
    ['a "Shows pay" that is neither 1 nor 0', 'category=graphic-design&pay=yes', /^pay: pay must be 1 \(only jobs that show pay\) or 0/],
    ['a snapshot that is not a number', 'category=graphic-design&asOf=latest', /^asOf: asOf must be a number/],
    ['a negative snapshot', 'category=graphic-design&asOf=-1', /^asOf: asOf must be 0 or more/],
  ])('refuses %s with 400 invalid_input naming the field', async (_label, query, message) => {
    const res = await call(`/api/jobs?${query}`);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('invalid_input');
    expect(error.message).toMatch(message);
  });
});

describe('approved postings on the board', () => {
  it('lists an approved posting first on page 1 of its category page, as Featured', async () => {
    const id = crypto.randomUUID();
    await insertApproved({ id, title: 'Brand Designer for a Tea Company', category: 'brand-design' });
    const page = await listing('category=graphic-design');
    expect(page.jobs[0]).toMatchObject({
      id: `posting-${id}`,
      title: 'Brand Designer for a Tea Company',
      featured: true,
      postingPath: `/jobs/${id}`,
      link: `https://acme.test/apply/${id}`,
    });
    expect(page.jobs.slice(1).every((job) => !job.postingPath || job.featured)).toBe(true);
    await expectSignedRedirect(page.jobs[0]!.applyHref, `https://acme.test/apply/${id}`);

    const ids = (jobs: Job[]) => jobs.map((job) => job.id);
    expect(ids((await listing('category=graphic-design&page=2')).jobs)).not.toContain(`posting-${id}`);
    expect(ids((await listing('category=ux-ui-design')).jobs)).not.toContain(`posting-${id}`);
  });

  it("lists it only when it matches the visitor's search and filters", async () => {
    const id = crypto.randomUUID();
    await insertApproved({ id, title: 'Senior Motion Designer', category: 'motion-design', type: 'Contract' });
    const listed = async (query: string) =>
      (await listing(`category=specialized-design&${query}`)).jobs.some((job) => job.id === `posting-${id}`);
    expect(await listed('')).toBe(true);
    expect(await listed('q=motion')).toBe(true);
    expect(await listed('q=illustrator')).toBe(false);
    expect(await listed('employment=Contract')).toBe(true);
    expect(await listed('employment=Full-time')).toBe(false);
    expect(await listed('experience=senior')).toBe(true);
    expect(await listed('experience=entry')).toBe(false);
  });

  it('lists an approved posting only when its range meets the salary floor and it is open to the chosen country', async () => {
    const { session } = await signedInAdmin('filters');
    const europe = await submitted({ title: 'Motion Designer, Europe', salaryMin: '90000', salaryMax: '110000', workFrom: ['europe'] });
    const hourly = await submitted({ title: 'Motion Designer, US', salaryMin: '40', salaryMax: '50', salaryPeriod: 'hour', workFrom: ['US'] });
    // Worldwide reaches every pay law (docs/postings.md#pay-transparency-laws), so it gives a range, in pounds; Texas
    // has no such law, so a job open only to it may keep its salary to itself, and it is in the United States.
    const worldwide = await submitted({ title: 'Motion Designer, Anywhere', salaryCurrency: 'GBP', workFrom: [] });
    const texas = await submitted({ title: 'Motion Designer, Texas', salaryUndisclosed: true, workFrom: ['US-TX'] });
    for (const id of [europe, hourly, worldwide, texas]) await reviewed(id, 'approve', session.access_token);
    const listed = async (query: string) => {
      const ids = (await listing(`category=specialized-design&${query}`)).jobs.map((job) => job.id);
      return [europe, hourly, worldwide, texas].filter((id) => ids.includes(`posting-${id}`));
    };
    expect(await listed('')).toEqual([europe, hourly, worldwide, texas]);
    // $50 an hour is $104,000 a year; a range in another currency, or none disclosed, never passes a floor.
    expect(await listed('salary=104000')).toEqual([europe, hourly]);
    expect(await listed('salary=110000')).toEqual([europe]);
    expect(await listed('salary=110001')).toEqual([]);
    expect(await listed('salary=40000&currency=EUR')).toEqual([]);
    expect(await listed('from=PT')).toEqual([europe, worldwide]);
    expect(await listed('from=US')).toEqual([hourly, worldwide, texas]);
    expect(await listed('from=JP')).toEqual([worldwide]);
    expect(await listed('from=DE&salary=60000')).toEqual([europe]);
    // Texas's "Not disclosed" is no pay to show: the card says "Pay not disclosed". Any currency shows pay.
    expect(await listed('pay=1')).toEqual([europe, hourly, worldwide]);
    expect(await listed('pay=1&from=JP')).toEqual([worldwide]);
    expect(await listed('pay=1&from=US')).toEqual([hourly, worldwide]);
  });

  it('reads the salary text of a posting sent before ranges, and hides its plain "Remote" while a country is set', async () => {
    const id = crypto.randomUUID();
    await insertApproved({ id, title: 'Motion Designer, Older Form', category: 'motion-design' });
    const listed = async (query: string) =>
      (await listing(`category=specialized-design&${query}`)).jobs.some((job) => job.id === `posting-${id}`);
    expect(await listed('salary=80000')).toBe(true);
    expect(await listed('salary=80001')).toBe(false);
    expect(await listed('pay=1')).toBe(true);
    expect(await listed('from=US')).toBe(false);
  });
});

describe('GET /api/jobs/featured', () => {
  async function featured(): Promise<BoardJob[]> {
    const res = await call('/api/jobs/featured');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    return (await res.json<FeaturedJobsResponse<BoardJob>>()).jobs;
  }

  it('answers three jobs, two of the graphic design page and one of the UX/UI page, in random order', async () => {
    const jobs = await featured();
    expect(jobs).toHaveLength(3);
    expect(new Set(jobs.map((job) => job.id)).size).toBe(3);
    const orders = new Set<string>();
    for (let i = 0; i < 20; i++) orders.add((await featured()).map((job) => job.id).join());
    expect(orders.size).toBeGreaterThan(1);
  });

  it('sends each job with View Job going through the redirect page, its link signed', async () => {
    const jobs = await featured();
    expect(jobs).toHaveLength(3);
    for (const job of jobs) await expectSignedRedirect(job.applyHref, job.link);
  });

  it('lets an approved UX/UI posting take the UX place', async () => {
    const id = crypto.randomUUID();
    await insertApproved({ id, title: 'UX Designer, Onboarding', category: 'ui-ux-design' });
    const jobs = await featured();
    expect(jobs).toHaveLength(3);
    expect(jobs.filter((job) => job.postingPath).map((job) => job.id)).toContain(`posting-${id}`);
  });
});
