import { describe, expect, it } from 'vitest';
import { keywordDensity, scoreLabel, seoChecks, seoScore, type SeoScoreInput } from './seo-score';

const chars = (n: number) => 'x'.repeat(n);
/** `n` words of filler and `k` of them the keyword `design`, as HTML with an H2. */
function content(n: number, k = 0): string {
  const list = Array.from({ length: n }, (_, i) => (i < k ? 'design' : 'word'));
  return `<h2>Intro</h2><p>${list.join(' ')}</p>`;
}

/** A post that passes every check; each test changes one thing. */
const good: SeoScoreInput = {
  title: `Remote design careers ${chars(20)}`, // 42 characters, contains the keyword
  metaDescription: chars(130),
  keywords: 'design, remote',
  content: content(1000, 10),
  featuredImageAlt: 'A designer at a desk',
};

const check = (input: Partial<SeoScoreInput>, name: string) => seoChecks({ ...good, ...input }).find((c) => c.name === name);

describe('the post SEO score', () => {
  it('is 100, Good and green when all seven checks pass', () => {
    expect(seoScore(good)).toMatchObject({ score: 100, label: 'Good', color: 'green' });
    expect(seoChecks(good).map((c) => c.level)).toEqual(Array(7).fill('good'));
  });

  it.each([
    [29, 'warning', 'Title is too short (aim for 30-60 characters)'],
    [30, 'good', 'Title length is good (30 characters)'],
    [60, 'good', 'Title length is good (60 characters)'],
    [61, 'warning', 'Title is too long (aim for 30-60 characters)'],
  ])('title of %i characters: %s', (n, level, message) => {
    expect(check({ title: `design ${chars(n - 7)}` }, 'title')).toMatchObject({ level, message });
  });

  it.each([
    [119, 'warning', 'Meta description is too short (aim for 120-155 characters)'],
    [120, 'good', 'Meta description length is good (120 characters)'],
    [155, 'good', 'Meta description length is good (155 characters)'],
    [156, 'warning', 'Meta description is too long (aim for 120-155 characters)'],
  ])('meta description of %i characters: %s', (n, level, message) => {
    expect(check({ metaDescription: chars(n) }, 'description')).toMatchObject({ level, message });
  });

  it('is an error when the primary keyword (the first one) is not in the title, whatever its case', () => {
    expect(check({ title: 'Remote DESIGN careers for everyone now' }, 'keywordInTitle')?.level).toBe('good');
    expect(check({ keywords: 'remote, design' }, 'keywordInTitle')?.level).toBe('good');
    expect(check({ keywords: 'portfolio, design' }, 'keywordInTitle')).toMatchObject({
      level: 'error',
      message: 'Primary keyword is missing from the title',
    });
    expect(check({ keywords: '' }, 'keywordInTitle')).toMatchObject({ level: 'error', message: 'Add a primary keyword' });
  });

  it.each([
    [299, 'warning', 'Content is too short (aim for at least 300 words)'],
    [300, 'good', 'Content length is good (300 words)'],
  ])('content of %i words: %s', (n, level, message) => {
    // The H2's one word counts too.
    expect(check({ content: content(n - 1, 3) }, 'length')).toMatchObject({ level, message });
  });

  it.each([
    [10000, 49, 'warning', 'Keyword density is too low (aim for 0.5-2.5%)'],
    [10000, 50, 'good', 'Keyword density is good (0.5%)'],
    [10000, 250, 'good', 'Keyword density is good (2.5%)'],
    [10000, 251, 'error', 'Keyword density is too high (aim for 0.5-2.5%)'],
  ])('density in %i words with %i keywords: %s', (n, k, level, message) => {
    // One word of the n is the H2's: n - 1 of filler and keywords.
    expect(check({ content: content(n - 1, k) }, 'density')).toMatchObject({ level, message });
  });

  it('counts a keyword of several words as a phrase, whole words only', () => {
    expect(keywordDensity('remote design', 'remote design is remote work; design remotely')).toBeCloseTo(100 / 7);
    expect(keywordDensity('design', 'designer designs redesign')).toBe(0);
  });

  it('wants an H2 subheading and alt text for the featured image', () => {
    expect(check({ content: '<h3>x</h3>' }, 'subheading')).toMatchObject({ level: 'warning', message: 'Add an H2 subheading to the content' });
    expect(check({ featuredImageAlt: '  ' }, 'imageAlt')).toMatchObject({ level: 'warning', message: 'Add alt text to the featured image' });
  });

  it.each([
    [100, 'Good', 'green'],
    [80, 'Good', 'green'],
    [79, 'Needs Improvement', 'orange'],
    [60, 'Needs Improvement', 'orange'],
    [59, 'Poor', 'red'],
    [0, 'Poor', 'red'],
  ])('labels a score of %i %s (%s)', (score, label, color) => {
    expect(scoreLabel(score)).toEqual({ label, color });
  });

  it('rounds the average of the checks (good 100, warning 50, error 0) and labels it', () => {
    // One warning of seven: round(650 / 7) = 93; two warnings: 86; three: 79; one error and two warnings: 71.
    expect(seoScore({ ...good, featuredImageAlt: '', content: content(1000, 10).replace('<h2>', '<h3>').replace('</h2>', '</h3>'), metaDescription: '' })).toMatchObject({ score: 79, label: 'Needs Improvement', color: 'orange' });
    expect(seoScore({ ...good, featuredImageAlt: '', metaDescription: '' })).toMatchObject({ score: 86, label: 'Good', color: 'green' });
    expect(seoScore({ ...good, keywords: 'portfolio', featuredImageAlt: '', metaDescription: '', title: 'short', content: '<p>x</p>' })).toMatchObject({
      label: 'Poor',
      color: 'red',
    });
  });
});
