/**
 * The data set still gives every page what it needs: enough jobs per category page (after the worker's category
 * rule), every case the job card must handle, and a search that reads the keywords as the real provider would.
 * The HTTP side is exercised by the worker tests, which call this sandbox through the production client.
 */
import { categories, matchesCategory, parseUpdated, countableText, postedDateText } from '@rdj/shared';
import { describe, expect, it } from 'vitest';
import { providerJobs, type ProviderJob } from './data';
import { searchJobs } from './search';
import { defaultPageSize } from './server';

const now = new Date();
const jobs = providerJobs(now);
const found = (keywords: string) => searchJobs(jobs, keywords).length;
const count = (test: (job: ProviderJob) => boolean) => jobs.filter(test).length;

describe('the sandbox data set', () => {
  it('has at least 360 jobs with distinct ids and links, each mentioning remote work', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(360);
    expect(new Set(jobs.map((j) => j.id)).size).toBe(jobs.length);
    expect(new Set(jobs.map((j) => j.link)).size).toBe(jobs.length);
    expect(jobs.every((j) => Number.isSafeInteger(j.id))).toBe(true);
    expect(jobs.every((j) => /\bremote\b/i.test(countableText(j.snippet)) && /\bremote\b/i.test(j.description))).toBe(true);
  });

  it.each(categories.map((c) => [c.slug, c] as const))('gives the %s page enough jobs after its category rule', (slug, category) => {
    const kept = searchJobs(jobs, category.keywords).filter((j) => matchesCategory(slug, { title: j.title, snippet: countableText(j.snippet) }));
    expect(kept.length).toBeGreaterThanOrEqual(['graphic-design', 'ux-ui-design'].includes(slug) ? 50 : 25);
  });

  it('covers every case a job card handles', () => {
    const dateTexts = new Set(jobs.map((j) => postedDateText(j.updated, now).replace(/Updated \w+ \d+, \d+/, 'Updated <date>')));
    expect([...dateTexts].sort()).toEqual(['Recently posted', 'Updated <date>', 'Updated Today', 'Updated Yesterday']);
    const twoToThreeDaysOld = (j: ProviderJob) => {
      const date = parseUpdated(j.updated);
      const age = date ? now.getTime() - date.getTime() : -1;
      return age > 2 * 86_400_000 && age <= 3 * 86_400_000;
    };
    const cases: Record<string, (j: ProviderJob) => boolean> = {
      'with salary': (j) => !!j.salary,
      'without salary': (j) => !j.salary,
      'no company': (j) => !j.company,
      'no location': (j) => !j.location,
      'no type': (j) => !j.type,
      'updated 2-3 days ago': twoToThreeDaysOld,
      'updated invalid': (j) => j.updated === 'not a date',
      'updated missing': (j) => !j.updated,
      featured: (j) => !!j.featured,
      urgent: (j) => !!j.urgent,
      senior: (j) => /^(Senior|Lead|Principal) /.test(j.title),
      entry: (j) => /^(Junior|Entry Level|Intern) /.test(j.title),
      ...Object.fromEntries(
        ['Full-time', 'Full Time', 'Part-time', 'Contract', 'Freelance', 'Internship', 'Remote'].map((t) => [`type ${t}`, (j: ProviderJob) => j.type === t]),
      ),
    };
    const missing = Object.entries(cases).filter(([, test]) => count(test) === 0).map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('puts titles carrying characters XML forbids, raw and as a reference, on the industrial design page 1', () => {
    const category = categories.find((c) => c.slug === 'industrial-design')!;
    const firstPage = searchJobs(jobs, category.keywords)
      .slice(0, defaultPageSize)
      .filter((j) => matchesCategory(category.slug, { title: j.title, snippet: countableText(j.snippet) }))
      .map((j) => j.title);
    expect(firstPage.some((title) => /[\u0001-\u0008]/.test(title))).toBe(true);
    expect(firstPage.some((title) => /&#[1-8];/.test(title))).toBe(true);
  });
});

describe('the sandbox search', () => {
  it('matches a term at the start of a word and a quoted phrase only as written', () => {
    expect(found('illustr')).toBeGreaterThan(0);
    expect(found('"fully remote"')).toBeGreaterThan(0);
    expect(found('"remote fully"')).toBe(0);
  });

  it('reads OR as a union, and brackets and a lower-case "and" as boolean syntax', () => {
    expect(found('figma OR sketch')).toBe(found('figma') + found('sketch') - found('figma sketch'));
    expect(found('(game OR piping) and designer')).toBe(
      found('game designer') + found('piping designer') - found('game piping designer'),
    );
  });

  it('narrows a category search joined with the visitor text by AND', () => {
    const narrowed = found('graphic designer AND remote AND figma');
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(found('graphic designer AND remote'));
  });
});
