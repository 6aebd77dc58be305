import { describe, expect, it } from 'vitest';
import { filterProviderJobs, matchesExperience } from '../../test/support/job-filters';
import { experienceLevelOf, matchesCategory, matchesEmployment } from './job-rules';
import type { ExperienceLevel, Job } from './job';

const text = (title: string, snippet = '') => ({ title, snippet });

function job(overrides: Partial<Job>): Job {
  return {
    id: 'j1',
    title: 'Designer',
    company: null,
    location: null,
    type: null,
    salary: null,
    snippet: '',
    link: 'https://jobs.example/1',
    updated: null,
    featured: false,
    urgent: false,
    ...overrides,
  };
}

describe('category filter: graphic design', () => {
  it('needs graphic and design in the title or snippet', () => {
    expect(matchesCategory('graphic-design', text('Graphic Designer'))).toBe(true);
    expect(matchesCategory('graphic-design', text('Senior Designer', 'Strong graphic skills'))).toBe(true);
    expect(matchesCategory('graphic-design', text('GRAPHIC artist', 'brand DESIGN team'))).toBe(true);
  });

  it('refuses a job with only one of the two words', () => {
    expect(matchesCategory('graphic-design', text('Graphic Artist'))).toBe(false);
    expect(matchesCategory('graphic-design', text('Product Designer'))).toBe(false);
  });
});

describe('category filter: UX/UI design', () => {
  it.each([
    ['UX Designer', ''],
    ['Senior UI/UX Designer', ''],
    ['Designer', 'You will own the ui of our app'],
    ['User Experience Researcher', ''],
    ['Designer', 'Craft the user interface of our product'],
    ['ui-designer', ''],
  ])('keeps %s (%s)', (title, snippet) => {
    expect(matchesCategory('ux-ui-design', text(title, snippet))).toBe(true);
  });

  it.each([
    ['Build engineer', 'We build tools'],
    ['Graphic Designer', 'Print and guide design'],
    ['Luxury brand designer', 'Fluxus style'],
  ])('matches ux and ui as whole words only, so %s is out', (title, snippet) => {
    expect(matchesCategory('ux-ui-design', text(title, snippet))).toBe(false);
  });
});

describe('category filter: other categories', () => {
  it('needs the first word of the category name and design', () => {
    expect(matchesCategory('product-design', text('Product Designer'))).toBe(true);
    expect(matchesCategory('game-design', text('Level Designer', 'for our game studio'))).toBe(true);
    expect(matchesCategory('architectural-design', text('Architectural Design Lead'))).toBe(true);
    expect(matchesCategory('piping-design', text('Piping Designer'))).toBe(true);
    expect(matchesCategory('freelance-design', text('Freelance designer'))).toBe(true);
  });

  it('refuses a job missing either word', () => {
    expect(matchesCategory('product-design', text('Product Manager'))).toBe(false);
    expect(matchesCategory('interior-design', text('Graphic Designer'))).toBe(false);
    expect(matchesCategory('industrial-design', text('Industrial engineer'))).toBe(false);
  });

  it('matches nothing for an unknown category', () => {
    expect(matchesCategory('underwater-design', text('Underwater Designer'))).toBe(false);
  });
});

describe('employment filter', () => {
  it('matches everything when no type is chosen', () => {
    expect(matchesEmployment('Contract', [])).toBe(true);
    expect(matchesEmployment(null, [])).toBe(true);
  });

  it('matches a chosen type found inside the job type', () => {
    expect(matchesEmployment('Full-time', ['Full-time'])).toBe(true);
    expect(matchesEmployment('Contract, Full-time', ['Full-time'])).toBe(true);
    expect(matchesEmployment('Temporary contract', ['Contract'])).toBe(true);
    expect(matchesEmployment('Part-time', ['Full-time', 'Part-time'])).toBe(true);
  });

  it('ignores case, spaces and hyphens', () => {
    expect(matchesEmployment('Full Time', ['Full-time'])).toBe(true);
    expect(matchesEmployment('FULLTIME', ['Full-time'])).toBe(true);
    expect(matchesEmployment('part time', ['Part-time'])).toBe(true);
  });

  it('refuses a job whose type holds none of the chosen types', () => {
    expect(matchesEmployment('Part-time', ['Full-time'])).toBe(false);
    expect(matchesEmployment('Freelance', ['Contract', 'Internship'])).toBe(false);
  });

  it('counts a job without a type as full time, the card default', () => {
    expect(matchesEmployment(null, ['Full-time'])).toBe(true);
    expect(matchesEmployment('  ', ['Full-time'])).toBe(true);
    expect(matchesEmployment(null, ['Contract'])).toBe(false);
  });
});

describe('experience level', () => {
  it.each([
    ['Senior Product Designer', 'senior'],
    ['Sr. Visual Designer', 'senior'],
    ['Lead UX Designer', 'senior'],
    ['Head of Design', 'senior'],
    ['Design Director', 'senior'],
    ['Junior Graphic Designer', 'entry'],
    ['Jr Designer', 'entry'],
    ['Design Intern', 'entry'],
    ['Entry-level Designer', 'entry'],
    ['Graduate Designer', 'entry'],
    ['Product Designer', 'mid'],
  ] as const)('reads %s as %s', (title, level) => {
    expect(experienceLevelOf(text(title))).toBe(level);
  });

  it('does not read level words inside other words', () => {
    expect(experienceLevelOf(text('Leader-board Designer'))).toBe('mid');
    expect(experienceLevelOf(text('Internal Tools Designer'))).toBe('mid');
  });

  it('uses the title before the snippet, and the snippet when the title says nothing', () => {
    expect(experienceLevelOf(text('Junior Designer', 'mentored by a senior designer'))).toBe('entry');
    expect(experienceLevelOf(text('Product Designer', 'A senior role for 7+ years'))).toBe('senior');
    expect(experienceLevelOf(text('Product Designer', 'Great for a graduate'))).toBe('entry');
  });

  it('matches any chosen level, or everything when none is chosen', () => {
    expect(matchesExperience(text('Senior Designer'), [])).toBe(true);
    expect(matchesExperience(text('Senior Designer'), ['entry', 'senior'])).toBe(true);
    expect(matchesExperience(text('Senior Designer'), ['mid'])).toBe(false);
    expect(matchesExperience(text('Designer'), ['mid'])).toBe(true);
  });
});

describe('provider jobs on a category page', () => {
  const jobs = [
    job({ id: 'a', title: 'Senior Graphic Designer', type: 'Full-time' }),
    job({ id: 'b', title: 'Junior Graphic Designer', type: 'Contract' }),
    job({ id: 'c', title: 'Product Designer', type: 'Full-time' }),
    job({ id: 'd', title: 'Graphic Designer', type: null }),
  ];
  const ids = (list: Job[]) => list.map((j) => j.id);
  const shown = (employment: string[], experience: ExperienceLevel[]) =>
    ids(filterProviderJobs('graphic-design', jobs, { employment, experience, salary: null, from: null }));

  it('keeps only the jobs of the category, in provider order, when no filter is chosen', () => {
    expect(shown([], [])).toEqual(['a', 'b', 'd']);
  });

  it('applies the employment filter on top of the category', () => {
    expect(shown(['Full-time'], [])).toEqual(['a', 'd']);
  });

  it('applies the experience filter on top of the category and employment', () => {
    expect(shown([], ['entry'])).toEqual(['b']);
    expect(shown(['Full-time'], ['senior', 'mid'])).toEqual(['a', 'd']);
    expect(shown(['Contract'], ['senior'])).toEqual([]);
  });
});

describe('the salary floor and "I work from" on provider jobs', () => {
  const jobs = [
    job({ id: 'usd-eu', title: 'Graphic Designer', salary: '$90k - $120k', location: 'Remote, Europe' }),
    job({ id: 'usd-us', title: 'Graphic Designer', salary: '$50,000 - $70,000 per year', location: 'Remote - US' }),
    job({ id: 'eur-any', title: 'Graphic Designer', salary: '€80k', location: 'Anywhere' }),
    job({ id: 'unread', title: 'Graphic Designer', salary: null, location: 'Remote' }),
  ];
  const shown = (salary: { amount: number; currency: 'USD' | 'EUR' } | null, from: string | null) =>
    filterProviderJobs('graphic-design', jobs, { employment: [], experience: [], salary, from }).map((j) => j.id);

  it('keeps every job while neither is set', () => {
    expect(shown(null, null)).toEqual(['usd-eu', 'usd-us', 'eur-any', 'unread']);
  });

  it('keeps the jobs whose salary in the chosen currency reaches the floor, never one it cannot read', () => {
    expect(shown({ amount: 80000, currency: 'USD' }, null)).toEqual(['usd-eu']);
    expect(shown({ amount: 60000, currency: 'USD' }, null)).toEqual(['usd-eu', 'usd-us']);
    expect(shown({ amount: 60000, currency: 'EUR' }, null)).toEqual(['eur-any']);
  });

  it('keeps the jobs someone in the country may take, never one that does not say where', () => {
    expect(shown(null, 'PT')).toEqual(['usd-eu', 'eur-any']);
    expect(shown(null, 'US')).toEqual(['usd-us', 'eur-any']);
    expect(shown({ amount: 80000, currency: 'USD' }, 'US')).toEqual([]);
  });
});
