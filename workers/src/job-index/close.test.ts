// Closing provider jobs outside an ingest run (the link check, a report hold): docs/job-index.md#link-checks,
// docs/pages.md#reporting-a-job.
import { env } from 'cloudflare:workers';
import { categories } from '@rdj/shared';
import { describe, expect, it } from 'vitest';
import { indexedJob, providerJob, stagedRun } from '../../test/support/job-index';
import { configuredEngines } from '../../test/support/search-engines';
import { applyRun } from './apply-run';
import { closeProviderJobs } from './close';
import { providerRow } from './rows';

describe('closeProviderJobs', () => {
  it('closes the jobs picked, lists them nowhere, and tells IndexNow of the category pages they left', async () => {
    const engines = await configuredEngines('close-provider');
    const [closed, kept] = [providerRow(providerJob()), providerRow(providerJob())];
    await applyRun(env, await stagedRun([closed, kept]), new Date().toISOString());
    await closeProviderJobs(engines.env, 'key = ?1', closed.key, '2026-11-30T08:00:00.000Z');
    expect(await indexedJob(closed.key)).toMatchObject({ closed_at: '2026-11-30T08:00:00.000Z', categories: [], listed: '' });
    expect(await indexedJob(kept.key)).toMatchObject({ closed_at: null, categories: ['graphic-design'] });
    const page = `https://remotedesignjobs.test${categories.find((category) => category.slug === 'graphic-design')!.path}`;
    expect(engines.queued).toEqual([{ engine: 'indexnow', urls: expect.arrayContaining([page]) }]);
  });

  it('leaves a job closed already as it was, and tells nobody of it again', async () => {
    const engines = await configuredEngines('close-nothing');
    const job = providerRow(providerJob());
    await applyRun(env, await stagedRun([job]), new Date().toISOString());
    await closeProviderJobs(engines.env, 'key = ?1', job.key, '2026-11-30T08:00:00.000Z');
    await closeProviderJobs(engines.env, 'key = ?1', job.key, '2026-11-30T09:00:00.000Z');
    expect(await indexedJob(job.key)).toMatchObject({ closed_at: '2026-11-30T08:00:00.000Z' });
    expect(engines.queued).toHaveLength(1);
  });
});
