import { env } from 'cloudflare:workers';
import {
  jobListPageSize,
  parseUpdated,
  type ExperienceLevel,
  type SalaryFloor,
} from '@rdj/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { filterProviderJobs } from '../../../shared/test/support/job-filters';
import { providerJob, stagedRun } from '../../test/support/job-index';
import type { ProviderJob } from '../provider/provider';
import { applyRun } from './apply-run';
import { providerRow } from './rows';
import { type IndexSearch } from './listing';
import { searchIndex } from './search';

const appliedAt = '2026-11-28T10:00:00.000Z';

/** A fixed, varied set of jobs: every title, type, salary and place below in turn, some without a date. */
function fixtureJobs(): ProviderJob[] {
  const titles = ['Senior Graphic Designer', 'Junior UX Designer', 'Product Designer', 'Lead UI Designer', 'Graphic Design Intern', 'Staff Product Designer'];
  const types = ['Full-time', 'Contract', 'Part-time', null, 'Freelance', 'Full Time', 'Internship'];
  const salaries = ['$60,000 - $80,000 per year', '€4,000 per month', '$45 per hour', null, 'Competitive', '$90k - $130k a year', '£50,000 per year'];
  const places = ['Remote', 'Remote - Europe', 'Germany', 'USA', 'Worldwide', null, 'Remote (Portugal)', 'Japan', 'Canada or Mexico'];
  return Array.from({ length: 126 }, (_, i) =>
    providerJob({
      title: titles[i % titles.length],
      snippet: i % 5 === 0 ? 'Design work in Figma for a fintech product' : 'Design work for our brand and product',
      description: i % 4 === 0 ? 'Daily work in Figma and Illustrator' : i % 8 === 1 ? 'Daily work with the product team' : 'Daily work with the design team',
      type: types[i % types.length]!,
      salary: salaries[i % salaries.length]!,
      location: places[i % places.length]!,
      updated: i % 11 === 0 ? null : new Date(Date.UTC(2026, 10, 1 + (i % 27), i % 24)).toISOString(),
    }),
  );
}

let jobs: ProviderJob[] = [];
const ids = new Map<string, number>();

beforeAll(async () => {
  jobs = fixtureJobs();
  await applyRun(env, await stagedRun(jobs.map(providerRow)), appliedAt);
  const rows = await env.DB.prepare('SELECT key, id FROM indexed_jobs').all<{ key: string; id: number }>();
  for (const row of rows.results) ids.set(row.key, row.id);
});

/** The listing worked out by hand from the same jobs with the shared rules: every matching key, in listing order. */
function reference(search: Omit<IndexSearch, 'page' | 'q'>): string[] {
  const sortAt = (job: ProviderJob) => parseUpdated(job.updated)?.toISOString() ?? appliedAt;
  const idOf = (job: ProviderJob) => ids.get(`provider:${job.providerId}`)!;
  return filterProviderJobs(search.category, jobs, search)
    .sort((a, b) => sortAt(b).localeCompare(sortAt(a)) || idOf(b) - idOf(a))
    .map((job) => `provider:${job.providerId}`);
}

/** Every page of a listing, read one after another until the total is reached. */
async function allPages(search: Omit<IndexSearch, 'page'>): Promise<{ keys: string[]; totals: number[]; sizes: number[] }> {
  const keys: string[] = [];
  const totals: number[] = [];
  const sizes: number[] = [];
  for (let page = 1; page === 1 || keys.length < totals[0]!; page++) {
    const result = await searchIndex(env.DB, { ...search, page });
    keys.push(...result.jobs.map((job) => job.key));
    totals.push(result.total);
    sizes.push(result.jobs.length);
    if (result.jobs.length === 0) break;
  }
  return { keys, totals, sizes };
}

/** `db` as a listing reads it, counting the statements it prepares: what each answer costs in D1 queries. */
function statementsOf(db: D1Database): { db: D1Database; count: () => number } {
  let prepared = 0;
  const counting = new Proxy(db, {
    get(target, name) {
      if (name === 'prepare') return (sql: string) => (prepared++, target.prepare(sql));
      const value: unknown = Reflect.get(target, name);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: counting, count: () => prepared };
}

describe('a listing from the index', () => {
  it('holds exactly the jobs the shared rules keep, in order, for every combination of the filters', async () => {
    const floors: (SalaryFloor | null)[] = [null, { currency: 'USD', amount: 70_000 }, { currency: 'EUR', amount: 40_000 }];
    const levels: ExperienceLevel[][] = [[], ['senior'], ['entry', 'mid']];
    let combinations = 0;
    for (const category of ['graphic-design', 'ux-ui-design', 'product-design']) {
      for (const employment of [[], ['Contract'], ['Full-time', 'Part-time']]) {
        for (const experience of levels) {
          for (const salary of floors) {
            for (const from of [null, 'DE', 'US', 'JP']) {
              const filters = { category, employment, experience, salary, from };
              const expected = reference(filters);
              const { keys, totals, sizes } = await allPages({ ...filters, q: '' });
              expect(keys, JSON.stringify(filters)).toEqual(expected);
              expect(new Set(totals), JSON.stringify(filters)).toEqual(new Set([expected.length]));
              expect(sizes.slice(0, -1).every((size) => size === jobListPageSize)).toBe(true);
              combinations++;
            }
          }
        }
      }
    }
    expect(combinations).toBe(324);
  });

  it('keeps only the jobs whose pay reads as a range while "Shows pay" is set, with their true total, alone and with the other filters', async () => {
    for (const category of ['graphic-design', 'product-design']) {
      for (const employment of [[], ['Contract']]) {
        for (const salary of [null, { currency: 'EUR', amount: 40_000 } as const]) {
          for (const from of [null, 'DE']) {
            const filters = { category, employment, experience: [], salary, from, pay: true };
            const expected = reference(filters);
            const { keys, totals } = await allPages({ ...filters, q: '' });
            expect(keys, JSON.stringify(filters)).toEqual(expected);
            expect(new Set(totals), JSON.stringify(filters)).toEqual(new Set([expected.length]));
          }
        }
      }
      // Fewer than without it: the fixture's jobs with no salary, or "Competitive", are left out.
      const shown = reference({ category, employment: [], experience: [], salary: null, from: null, pay: true });
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.length).toBeLessThan(reference({ category, employment: [], experience: [], salary: null, from: null }).length);
    }
  });

  it('keeps a search to the jobs that show pay, ranked or listed newest first, with their true total', async () => {
    const showing = new Set(reference({ category: 'graphic-design', employment: [], experience: [], salary: null, from: null, pay: true }));
    const search = { category: 'graphic-design', employment: [], experience: [], salary: null, from: null };
    for (const q of ['figma', 'daily']) {
      const all = await allPages({ ...search, q });
      const paid = await allPages({ ...search, q, pay: true });
      expect(paid.keys.length, q).toBeGreaterThan(0);
      expect(paid.keys, q).toEqual(all.keys.filter((key) => showing.has(key)));
      expect(new Set(paid.totals), q).toEqual(new Set([paid.keys.length]));
    }
  });

  it('finds a misspelt tool by the closest word the index holds, and says which word it searched for', async () => {
    const none = { category: 'graphic-design', employment: [], experience: [], salary: null, from: null, page: 1 };
    const figma = await searchIndex(env.DB, { ...none, q: 'figma' });
    expect(figma.total).toBeGreaterThan(0);
    const typo = await searchIndex(env.DB, { ...none, q: 'figam' });
    expect(typo.searchedFor).toEqual({ figam: 'figma' });
    expect(typo.jobs.map((job) => job.key)).toEqual(figma.jobs.map((job) => job.key));
  });

  it('never corrects a misspelt word to a category’s listed word, which a search does not match', async () => {
    const none = { category: 'graphic-design', employment: [], experience: [], salary: null, from: null, page: 1 };
    // `graphicdesign` is every graphic design job's listed word; no job's text holds it ("Graphic Design" is two words).
    const listed = await env.DB.prepare(`SELECT count(*) AS n FROM indexed_jobs WHERE listed LIKE '%graphicdesign%'`).first<{ n: number }>();
    expect(listed?.n).toBeGreaterThan(0);
    for (const q of ['graphicdesign', 'graphicdesing']) {
      const page = await searchIndex(env.DB, { ...none, q });
      expect(page.searchedFor).toEqual({});
      expect(page.total).toBe(0);
    }
  });

  it('reads every hostile search text as plain words, never as FTS5 syntax', async () => {
    const hostile = [
      '"',
      '""',
      '*',
      'figma*',
      'NEAR(figma design, 2)',
      'title:figma',
      '{title company}: figma',
      '^figma',
      'figma OR',
      'AND OR NOT',
      '(figma',
      "'; DROP TABLE indexed_jobs; --",
      'x'.repeat(1000),
      'figma\u0000\u0007\u001b design',
      '\u202e\ud800 design',
      '- + : ( ) " * ^',
    ];
    for (const q of hostile) {
      const result = await searchIndex(env.DB, { category: 'graphic-design', employment: [], experience: [], salary: null, from: null, page: 1, q });
      expect(result.total, q).toBeGreaterThanOrEqual(0);
    }
    expect(await env.DB.prepare('SELECT count(*) AS n FROM indexed_jobs').first('n')).toBe(jobs.length);
  });

  it('ranks every job with the searched word in its title above those with it only in their description', async () => {
    const search = { category: 'product-design', employment: [], experience: [], salary: null, from: null, q: 'product' };
    const { keys } = await allPages(search);
    expect(keys.length * 2).toBeLessThan(jobs.length);
    const titles = keys.map((key) => jobs.find((job) => `provider:${job.providerId}` === key)!.title);
    const inTitle = titles.map((title) => title.includes('Product'));
    expect(inTitle).toContain(false);
    expect(inTitle.indexOf(false)).toBe(inTitle.filter(Boolean).length);
  });

  it('lists a search that more than half the index matches newest first, as browsing does, filters and all', async () => {
    // Every job's description holds "daily": bm25 weighs it at its floor, so no order by relevance exists.
    for (const filters of [
      { category: 'graphic-design', employment: [], experience: [], salary: null, from: null },
      { category: 'ux-ui-design', employment: ['Contract'], experience: [], salary: null, from: 'DE' },
    ]) {
      const { keys, totals } = await allPages({ ...filters, q: 'daily' });
      expect(keys, JSON.stringify(filters)).toEqual(reference(filters));
      expect(new Set(totals)).toEqual(new Set([keys.length]));
    }
  });

  it('answers a run of pages as one listing: the jobs of each page in turn, for no more D1 queries than one page', async () => {
    const search = { category: 'graphic-design', employment: [], experience: [], salary: null, from: null };
    const filtered = { ...search, employment: ['Full-time', 'Contract'] };
    // No search, one more than half the index matches (listed newest first), one ranked by relevance, and a filter.
    for (const asked of [{ ...search, q: '' }, { ...search, q: 'design' }, { ...search, q: 'figma' }, { ...filtered, q: 'daily' }]) {
      const { keys, sizes } = await allPages(asked);
      const last = sizes.length;
      expect(last, JSON.stringify(asked)).toBeGreaterThan(1);
      const one = statementsOf(env.DB);
      await searchIndex(one.db, { ...asked, page: 1 });
      const all = statementsOf(env.DB);
      const listed = await searchIndex(all.db, { ...asked, page: last, pages: last });
      expect(listed.jobs.map((job) => job.key), JSON.stringify(asked)).toEqual(keys);
      expect(all.count(), JSON.stringify(asked)).toBeLessThanOrEqual(one.count());
      // The pages from the second on, as the edge asks for `?page=N` past the tenth.
      const later = await searchIndex(env.DB, { ...asked, page: last, pages: last - 1 });
      expect(later.jobs.map((job) => job.key)).toEqual(keys.slice(jobListPageSize));
    }
  });

  it('pages with no gap and no repeat while jobs are added between its pages, and counts them once it starts again', async () => {
    const search = { category: 'graphic-design', employment: [], experience: [], salary: null, from: null };
    // No search, one more than half the index matches (listed newest first), and one ranked by relevance.
    for (const [i, q] of ['', 'design', 'figma'].entries()) {
      const before = await allPages({ ...search, q });
      const first = await searchIndex(env.DB, { ...search, q, page: 1 });
      // Newer than every job so far: with no snapshot they would all go to the top and push page 1's last jobs on.
      const added = Array.from({ length: 25 }, () => providerJob({ title: 'Graphic Designer', updated: '2026-11-29T12:00:00Z' }));
      jobs.push(...added);
      await applyRun(env, await stagedRun(jobs.map(providerRow)), `2026-11-28T1${i + 1}:00:00.000Z`);
      const keys = [...first.jobs.map((job) => job.key)];
      for (let page = 2; keys.length < first.total; page++) {
        const next = await searchIndex(env.DB, { ...search, q, page, asOf: first.asOf });
        expect(next.total).toBe(first.total);
        keys.push(...next.jobs.map((job) => job.key));
      }
      expect(keys, q).toEqual(before.keys);
      const again = await searchIndex(env.DB, { ...search, q, page: 1 });
      expect(again.total).toBe(first.total + 25);
    }
  });

  it('keeps the order a ranked search had on its first page for its later pages, when added jobs move the ranking', async () => {
    const ranked = Array.from({ length: 60 }, (_, i) =>
      providerJob({
        title: i % 3 === 0 ? 'Pixel Graphic Designer' : 'Graphic Designer',
        description: i % 2 === 0 ? 'Work in Vellum and Vellum daily' : 'Brand work daily',
        updated: new Date(Date.UTC(2026, 10, 1 + (i % 27), i % 24)).toISOString(),
      }),
    );
    jobs.push(...ranked);
    await applyRun(env, await stagedRun(jobs.map(providerRow)), '2026-11-28T15:00:00.000Z');
    const search = { category: 'graphic-design', employment: [], experience: [], salary: null, from: null, q: 'pixel OR vellum' };
    const before = await allPages(search);
    const first = await searchIndex(env.DB, { ...search, page: 1 });
    // Many more jobs with "pixel" in their title: it weighs less in bm25, so "vellum" jobs would now rank first.
    jobs.push(...Array.from({ length: 60 }, () => providerJob({ title: 'Pixel Graphic Designer', description: 'Daily work', updated: '2026-11-29T12:00:00Z' })));
    await applyRun(env, await stagedRun(jobs.map(providerRow)), '2026-11-28T16:00:00.000Z');
    const keys = [...first.jobs.map((job) => job.key)];
    for (let page = 2; keys.length < first.total; page++) keys.push(...(await searchIndex(env.DB, { ...search, page, asOf: first.asOf })).jobs.map((job) => job.key));
    expect(keys).toEqual(before.keys);
    // A new search ranks by the index as it is now: the same jobs in another order.
    const now = (await allPages(search)).keys.filter((key) => before.keys.includes(key));
    expect(new Set(now)).toEqual(new Set(before.keys));
    expect(now).not.toEqual(before.keys);
  });

  it('keeps no ranked order for a snapshot the client made up, older or newer, and still answers its page', async () => {
    jobs.push(...Array.from({ length: 45 }, (_, i) => providerJob({ title: 'Graphic Designer', description: i % 2 ? 'Quill and ink, quill daily' : 'Quill work' })));
    await applyRun(env, await stagedRun(jobs.map(providerRow)), '2026-11-28T17:00:00.000Z');
    const search = { category: 'graphic-design', employment: [], experience: [], salary: null, from: null, q: 'quill' };
    const kept = () => env.DB.prepare('SELECT count(*) AS n FROM ranked_searches').first<number>('n');
    const { asOf: latest, total } = await searchIndex(env.DB, { ...search, page: 1 });
    const before = await kept();
    for (const asOf of [latest - 7, latest + 1_000]) {
      const page = await searchIndex(env.DB, { ...search, page: 2, asOf });
      expect(page.jobs.length).toBeGreaterThan(0);
      expect(page.total).toBeLessThanOrEqual(total);
    }
    expect(await kept()).toBe(before);
  });
});
