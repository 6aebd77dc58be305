import { postingCategories } from '@rdj/shared';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../test/support/auth';
import { dbOf } from '../db/client';
import { openJobs } from './open-queries';
import { expire, reviewed, submitted } from '../../test/support/postings';

let token = '';
const db = () => dbOf(env.DB);
/** The board jobs of the open postings a category page shows. */
const approvedJobs = async (database: ReturnType<typeof db>, page: string) => (await openJobs(database, page)).map((open) => open.job);

beforeAll(async () => {
  token = (await signedInAdmin('postings-queries')).session.access_token;
});

describe('approvedJobs', () => {
  it('lists an approved posting as a Featured job on the page its category maps to', async () => {
    const id = await submitted({ category: 'motion-design', title: 'Motion mapped' });
    const approved = await reviewed(id, 'approve', token);

    const jobs = await approvedJobs(db(), 'specialized-design');
    expect(jobs.find((j) => j.postingPath === `/jobs/${id}`)).toEqual({
      id: `posting-${id}`,
      title: 'Motion mapped',
      company: 'Northwind Studio',
      location: 'United States',
      type: 'Contract',
      salary: '$60,000 – $80,000 per year',
      snippet: 'Lead motion work for our product launches.\n\nYou will own the animation system.',
      link: 'https://northwind.example/jobs/7?ref=rdj',
      updated: approved.reviewedAt,
      featured: true,
      urgent: false,
      postingPath: `/jobs/${id}`,
      salaryRange: { min: 60000, max: 80000, currency: 'USD', period: 'year' },
      workFrom: ['US'],
      companyPath: '/companies/northwind-studio',
    });
    for (const page of ['graphic-design', 'ux-ui-design', 'product-design']) {
      expect((await approvedJobs(db(), page)).map((j) => j.postingPath)).not.toContain(`/jobs/${id}`);
    }
  });

  it('carries an older posting’s free-text salary and location as given, its places unknown', async () => {
    const id = await submitted({ category: 'motion-design', title: 'Motion from before' });
    await env.DB.prepare(
      "UPDATE job_submissions SET salary = '$50k', salary_min = NULL, salary_max = NULL, salary_currency = NULL, " +
        "salary_period = NULL, location = 'Remote (EU)', work_from = '[]' WHERE id = ?",
    )
      .bind(id)
      .run();
    await reviewed(id, 'approve', token);
    const job = (await approvedJobs(db(), 'specialized-design')).find((j) => j.postingPath === `/jobs/${id}`);
    expect(job).toMatchObject({ salary: '$50k', salaryRange: null, location: 'Remote (EU)', workFrom: null });
  });

  it.each(postingCategories.map((c) => [c.value, c.page]))('lists a %s posting on the %s page', async (category, page) => {
    const id = await submitted({ category });
    await reviewed(id, 'approve', token);
    expect((await approvedJobs(db(), page)).map((j) => j.postingPath)).toContain(`/jobs/${id}`);
  });

  it('leaves out pending, rejected and expired postings', async () => {
    const pending = await submitted({ category: 'product-design' });
    const rejected = await submitted({ category: 'product-design' });
    await reviewed(rejected, 'reject', token);
    const expired = await submitted({ category: 'product-design' });
    await reviewed(expired, 'approve', token);
    expect((await approvedJobs(db(), 'product-design')).map((j) => j.postingPath)).toContain(`/jobs/${expired}`);
    await expire(expired);

    const paths = (await approvedJobs(db(), 'product-design')).map((j) => j.postingPath);
    for (const id of [pending, rejected, expired]) expect(paths).not.toContain(`/jobs/${id}`);
  });

  it('lists nothing for a page no posting category maps to', async () => {
    expect(await approvedJobs(db(), 'game-design')).toEqual([]);
  });
});
