import { describe, expect, it } from 'vitest';
import { runCron } from '../../test/support/alerts';
import { signedInAdmin } from '../../test/support/auth';
import { indexedJob } from '../../test/support/job-index';
import { adminClose, expire, reviewed, submitted } from '../../test/support/postings';
import { crons } from '../scheduled';
import { env } from 'cloudflare:workers';
import { searchIndex } from './search';

const noFilters = { employment: [], experience: [], salary: null, from: null, page: 1, q: '' };

describe('postings in the index', () => {
  it('lists an approved posting first on the category page its employer chose, with what its form said read once', async () => {
    const { session } = await signedInAdmin('index-postings');
    const id = await submitted({ category: 'motion-design', salaryMin: '60000', salaryMax: '80000', salaryPeriod: 'month', workFrom: ['europe'] });
    expect(await indexedJob(`posting:${id}`)).toBeNull();
    await reviewed(id, 'approve', session.access_token);
    expect(await indexedJob(`posting:${id}`)).toMatchObject({
      source: 'posting',
      featured: 1,
      closed_at: null,
      salary_currency: 'USD',
      salary_yearly_top: 960_000,
      categories: ['specialized-design'],
      places: ['europe'],
    });
    const page = await searchIndex(env.DB, { ...noFilters, category: 'specialized-design' });
    expect(page.jobs[0]?.key).toBe(`posting:${id}`);
    const fromPortugal = await searchIndex(env.DB, { ...noFilters, category: 'specialized-design', from: 'PT' });
    expect(fromPortugal.jobs.map((job) => job.key)).toContain(`posting:${id}`);
  });

  it('takes a posting out of every list when it is closed, and when it expires', async () => {
    const { session } = await signedInAdmin('index-postings-end');
    const closed = await submitted({ category: 'motion-design' });
    const expired = await submitted({ category: 'motion-design' });
    for (const id of [closed, expired]) await reviewed(id, 'approve', session.access_token);
    await adminClose(closed, session.access_token);
    await expire(expired);
    await runCron(crons.everyMinute);
    for (const id of [closed, expired]) {
      expect(await indexedJob(`posting:${id}`)).toMatchObject({ closed_at: expect.any(String), categories: [], places: [] });
    }
    const page = await searchIndex(env.DB, { ...noFilters, category: 'specialized-design' });
    expect(page.jobs.map((job) => job.key)).not.toContain(`posting:${closed}`);
    expect(page.jobs.map((job) => job.key)).not.toContain(`posting:${expired}`);
  });
});
