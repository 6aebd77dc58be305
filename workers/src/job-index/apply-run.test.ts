import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { indexedJob, providerJob, stagedRun } from '../../test/support/job-index';
import { applyRun } from './apply-run';
import { descriptionMaxLength, providerRow } from './rows';

describe('applying an ingest run to the index', () => {
  it('keeps the first 20,000 characters of a description over D1’s 2 MB row limit, and applies the run', async () => {
    // 3 MB of text; and a description whose 20,000th unit is the first half of an emoji, which the cut leaves out.
    const job = providerJob({ title: 'Senior Graphic Designer', description: 'Brand work. '.repeat(250_000) });
    const shortened = providerJob({ title: 'Graphic Designer', description: `${'a'.repeat(descriptionMaxLength - 1)}🎨` });
    const applied = await applyRun(env, await stagedRun([providerRow(job), providerRow(shortened)]), '2026-11-28T10:00:00.000Z');
    expect(applied).toMatchObject({ added: 2 });
    const long = await indexedJob(`provider:${job.providerId}`);
    expect(long?.description).toBe(job.description.slice(0, descriptionMaxLength));
    const cut = await indexedJob(`provider:${shortened.providerId}`);
    expect(cut?.description).toBe('a'.repeat(descriptionMaxLength - 1));
  });

  it('applies a run once: its batch run again after the run is done changes nothing and answers null', async () => {
    const listed = providerRow(providerJob());
    await applyRun(env, await stagedRun([listed]), '2026-11-28T09:00:00.000Z');
    const runId = await stagedRun([providerRow(providerJob())]);
    expect(await applyRun(env, runId, '2026-11-28T10:00:00.000Z')).toMatchObject({ added: 1, seen: 1 });
    expect(await indexedJob(listed.key)).toMatchObject({ missed_runs: 1 });
    expect(await applyRun(env, runId, '2026-11-28T10:00:00.000Z')).toBeNull();
    expect(await indexedJob(listed.key)).toMatchObject({ missed_runs: 1 });
  });

  it('adds the jobs it has not seen, with their categories and places read once', async () => {
    const job = providerJob({ title: 'Senior Graphic Designer', location: 'Remote (Germany)', salary: '$90k - $120k a year' });
    const runId = await stagedRun([providerRow(job)]);
    const applied = await applyRun(env, runId, '2026-11-28T10:00:00.000Z');
    expect(applied).toMatchObject({ added: 1, changed: 0, seen: 1 });
    const row = await indexedJob(`provider:${job.providerId}`);
    expect(row).toMatchObject({
      title: 'Senior Graphic Designer',
      salary_currency: 'USD',
      salary_yearly_top: 120_000,
      experience: 'senior',
      closed_at: null,
      first_seen_at: '2026-11-28T10:00:00.000Z',
      categories: ['graphic-design'],
      places: ['DE'],
    });
  });

  it('changes a job whose content changed, keeps one that did not, and counts each', async () => {
    const kept = providerJob();
    const edited = providerJob();
    await applyRun(env, await stagedRun([providerRow(kept), providerRow(edited)]), '2026-11-28T10:00:00.000Z');
    const retitled = { ...edited, title: 'Lead Graphic Designer', snippet: 'Lead our graphic design team' };
    const applied = await applyRun(env, await stagedRun([providerRow(kept), providerRow(retitled)]), '2026-11-28T11:00:00.000Z');
    expect(applied).toMatchObject({ added: 0, changed: 1, seen: 2 });
    expect(await indexedJob(`provider:${kept.providerId}`)).toMatchObject({ changed_at: '2026-11-28T10:00:00.000Z', last_seen_at: '2026-11-28T11:00:00.000Z' });
    expect(await indexedJob(`provider:${edited.providerId}`)).toMatchObject({
      title: 'Lead Graphic Designer',
      changed_at: '2026-11-28T11:00:00.000Z',
      first_seen_at: '2026-11-28T10:00:00.000Z',
    });
  });

  it('closes a provider job three runs in a row did not find, takes it out of every category, and opens it again when it comes back', async () => {
    const job = providerJob();
    // Whether a search in the graphic design category finds it: the category's word in the full-text listed column.
    const searchable = async () =>
      (await env.DB.prepare(
        `SELECT count(*) AS n FROM indexed_jobs_fts f JOIN indexed_jobs j ON j.id = f.rowid WHERE indexed_jobs_fts MATCH 'listed : graphicdesign' AND j.key = ?`,
      )
        .bind(`provider:${job.providerId}`)
        .first<number>('n')) === 1;
    await applyRun(env, await stagedRun([providerRow(job)]), '2026-11-28T10:00:00.000Z');
    expect(await searchable()).toBe(true);
    for (const [i, hour] of ['11', '12'].entries()) {
      await applyRun(env, await stagedRun([providerRow(providerJob())]), `2026-11-28T${hour}:00:00.000Z`);
      expect(await indexedJob(`provider:${job.providerId}`)).toMatchObject({ missed_runs: i + 1, closed_at: null, categories: ['graphic-design'] });
    }
    const third = await applyRun(env, await stagedRun([providerRow(providerJob())]), '2026-11-28T13:00:00.000Z');
    expect(third?.closed).toBeGreaterThanOrEqual(1);
    expect(await indexedJob(`provider:${job.providerId}`)).toMatchObject({ closed_at: '2026-11-28T13:00:00.000Z', categories: [], places: [] });
    expect(await searchable()).toBe(false);
    await applyRun(env, await stagedRun([providerRow(job)]), '2026-11-28T14:00:00.000Z');
    expect(await indexedJob(`provider:${job.providerId}`)).toMatchObject({ closed_at: null, missed_runs: 0, categories: ['graphic-design'] });
    expect(await searchable()).toBe(true);
  });

  it('finds each job by its words once it is in the index, and no longer by the words a change took away', async () => {
    const job = providerJob({ title: 'Packaging Graphic Designer', description: 'Design packaging in Figma for a tea brand' });
    await applyRun(env, await stagedRun([providerRow(job)]), '2026-11-28T10:00:00.000Z');
    const found = (words: string) =>
      env.DB.prepare(
        `SELECT j.key FROM indexed_jobs_fts f JOIN indexed_jobs j ON j.id = f.rowid WHERE indexed_jobs_fts MATCH ?1 AND j.key = ?2`,
      )
        .bind(words, `provider:${job.providerId}`)
        .all();
    expect((await found('packaging tea')).results).toHaveLength(1);
    await applyRun(env, await stagedRun([providerRow({ ...job, description: 'Design labels in Figma for a coffee brand' })]), '2026-11-28T11:00:00.000Z');
    expect((await found('tea')).results).toHaveLength(0);
    expect((await found('coffee')).results).toHaveLength(1);
  });

  it('leaves the staging of an applied run empty', async () => {
    const runId = await stagedRun([providerRow(providerJob())]);
    await applyRun(env, runId, '2026-11-28T10:00:00.000Z');
    expect(await env.DB.prepare('SELECT count(*) AS n FROM ingest_staged WHERE run_id = ?').bind(runId).first('n')).toBe(0);
  });
});
