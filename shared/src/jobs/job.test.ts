import { describe, expect, it } from 'vitest';
import { jobListQuery } from '.';

const messagesOf = (input: unknown) => {
  const result = jobListQuery.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('job list query', () => {
  it('defaults to page 1, no search and no filters', () => {
    expect(jobListQuery.parse({ category: 'graphic-design' })).toEqual({
      category: 'graphic-design',
      page: 1,
      q: '',
      employment: [],
      experience: [],
      currency: 'USD',
      pay: false,
      pages: 1,
    });
  });

  it('reads "Shows pay" as 1 or 0, and refuses any other value', () => {
    expect(jobListQuery.parse({ category: 'graphic-design', pay: '1' }).pay).toBe(true);
    expect(jobListQuery.parse({ category: 'graphic-design', pay: '0' }).pay).toBe(false);
    for (const pay of ['yes', 'on', '2']) {
      expect(messagesOf({ category: 'graphic-design', pay })).toEqual(['pay: pay must be 1 (only jobs that show pay) or 0']);
    }
  });

  it('reads the page from text, trims the search and splits comma lists', () => {
    expect(
      jobListQuery.parse({
        category: 'ux-ui-design',
        page: '3',
        q: '  figma ',
        employment: 'Full-time, Contract,',
        experience: 'entry,senior',
      }),
    ).toEqual({
      category: 'ux-ui-design',
      page: 3,
      q: 'figma',
      employment: ['Full-time', 'Contract'],
      experience: ['entry', 'senior'],
      currency: 'USD',
      pay: false,
      pages: 1,
    });
  });

  it('refuses an unknown category and an alias path', () => {
    expect(messagesOf({ category: 'cooking' })).toEqual(['category: category must be a known category slug']);
    expect(messagesOf({ category: 'ui-ux-design' })).toEqual(['category: category must be a known category slug']);
    expect(messagesOf({})).toEqual(['category: category must be a known category slug']);
  });

  it.each(['0', '101', '-1'])('refuses page %s', (page) => {
    expect(messagesOf({ category: 'graphic-design', page })).toEqual(['page: page must be between 1 and 100']);
  });

  it('refuses a page that is not a whole number', () => {
    expect(messagesOf({ category: 'graphic-design', page: 'two' })).toEqual(['page: page must be a number']);
    expect(messagesOf({ category: 'graphic-design', page: '1.5' })).toEqual(['page: page must be a whole number']);
  });

  it('takes up to 10 pages in one answer, ending at the page asked for', () => {
    expect(jobListQuery.parse({ category: 'graphic-design', page: '12', pages: '10' })).toMatchObject({ page: 12, pages: 10 });
    expect(messagesOf({ category: 'graphic-design', page: '12', pages: '11' })).toEqual(['pages: pages must be a whole number from 1 to 10']);
    expect(messagesOf({ category: 'graphic-design', page: '12', pages: '0' })).toEqual(['pages: pages must be a whole number from 1 to 10']);
    expect(messagesOf({ category: 'graphic-design', page: '3', pages: '4' })).toEqual(['pages: pages must be at most page: the pages end at page']);
  });

  it('refuses a search over 100 characters', () => {
    expect(messagesOf({ category: 'graphic-design', q: 'x'.repeat(101) })).toEqual([
      'q: Search text must be at most 100 characters',
    ]);
  });

  it('refuses filter values that are not options', () => {
    expect(messagesOf({ category: 'graphic-design', employment: 'Full-time,Remote' })).toEqual([
      'employment.1: employment must be one of Full-time, Part-time, Contract, Freelance, Internship',
    ]);
    expect(messagesOf({ category: 'graphic-design', experience: 'expert' })).toEqual([
      'experience.0: experience must be one of entry, mid, senior',
    ]);
  });
});
