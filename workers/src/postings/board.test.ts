import type { FeaturedJobsResponse, JobListPage } from '@rdj/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../test/support/auth';
import { call } from '../../test/support/call';
import { reviewed, submitted } from '../../test/support/postings';

let token = '';

beforeAll(async () => {
  token = (await signedInAdmin('postings-board')).session.access_token;
});

async function listing(category: string): Promise<JobListPage> {
  const res = await call(`/api/jobs?category=${category}&page=1`);
  expect(res.status).toBe(200);
  return res.json<JobListPage>();
}

const titles = (jobs: { title: string }[]) => jobs.map((j) => j.title);
const uniqueTitle = (base: string) => `${base} ${crypto.randomUUID().slice(0, 8)}`;

describe('the board after an administrator reviews a posting', () => {
  it('lists it first and Featured on its category page once approved, and drops it once rejected', async () => {
    const title = uniqueTitle('Board Motion Designer');
    const id = await submitted({ title, category: 'motion-design' });
    // Pending: not on the board (this also fills the isolate's copy of approved postings for the page).
    expect(titles((await listing('specialized-design')).jobs)).not.toContain(title);

    await reviewed(id, 'approve', token);
    const [first] = (await listing('specialized-design')).jobs;
    expect(first).toMatchObject({
      title,
      featured: true,
      postingPath: `/jobs/${id}`,
      link: 'https://northwind.example/jobs/7?ref=rdj',
    });

    await reviewed(id, 'reject', token);
    expect(titles((await listing('specialized-design')).jobs)).not.toContain(title);
  });

  it('lets an approved graphic design posting take a place among the home page featured jobs', async () => {
    const title = uniqueTitle('Board Brand Designer');
    const id = await submitted({ title, category: 'graphic-design' });
    await call('/api/jobs/featured');
    await reviewed(id, 'approve', token);

    const res = await call('/api/jobs/featured');
    expect(res.status).toBe(200);
    const { jobs } = await res.json<FeaturedJobsResponse>();
    expect(jobs.length).toBeLessThanOrEqual(3);
    expect(titles(jobs)).toContain(title);
  });
});
