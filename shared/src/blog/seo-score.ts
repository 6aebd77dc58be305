import { countableText } from '../countable-text';

/**
 * The live SEO score of a blog post (docs/validation.md#seo-score): seven checks, each good (100), warning (50) or error (0); the score
 * is their rounded average as a percentage. Pure, so the editor shows as you type what a test can pin down.
 */
export type CheckLevel = 'good' | 'warning' | 'error';

export interface SeoCheck {
  name: 'title' | 'description' | 'keywordInTitle' | 'length' | 'density' | 'subheading' | 'imageAlt';
  level: CheckLevel;
  message: string;
}

export interface SeoScoreInput {
  /** The title search engines show: the meta title, or the post's title when it has none. */
  title: string;
  metaDescription: string;
  /** Comma-separated; the first is the primary keyword. */
  keywords: string;
  /** The post's HTML. */
  content: string;
  featuredImageAlt: string;
}

export interface SeoScore {
  score: number;
  label: 'Good' | 'Needs Improvement' | 'Poor';
  color: 'green' | 'orange' | 'red';
  checks: SeoCheck[];
}

export const seoLimits = {
  title: { min: 30, max: 60 },
  description: { min: 120, max: 155 },
  minWords: 300,
  density: { min: 0.5, max: 2.5 },
  good: 80,
  fair: 60,
} as const;

const points: Record<CheckLevel, number> = { good: 100, warning: 50, error: 0 };

export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
}

export function primaryKeyword(keywords: string): string {
  return (keywords.split(',')[0] ?? '').trim();
}

/** How many times the keyword (one or more words) appears in `text` as whole words, per 100 words. */
export function keywordDensity(keyword: string, text: string): number {
  const all = words(text);
  const phrase = words(keyword);
  if (all.length === 0 || phrase.length === 0) return 0;
  let count = 0;
  for (let i = 0; i + phrase.length <= all.length; i++) {
    if (phrase.every((word, j) => all[i + j] === word)) count++;
  }
  return (count * 100) / all.length;
}

function lengthCheck(name: 'title' | 'description', label: string, length: number): SeoCheck {
  const { min, max } = seoLimits[name];
  const aim = `(aim for ${min}-${max} characters)`;
  if (length < min) return { name, level: 'warning', message: `${label} is too short ${aim}` };
  if (length > max) return { name, level: 'warning', message: `${label} is too long ${aim}` };
  return { name, level: 'good', message: `${label} length is good (${length} characters)` };
}

export function seoChecks(input: SeoScoreInput): SeoCheck[] {
  const keyword = primaryKeyword(input.keywords);
  const text = countableText(input.content);
  const wordCount = words(text).length;
  const density = keywordDensity(keyword, text);
  const { minWords } = seoLimits;
  const { min, max } = seoLimits.density;
  const inTitle = keyword !== '' && input.title.toLowerCase().includes(keyword.toLowerCase());
  return [
    lengthCheck('title', 'Title', input.title.trim().length),
    lengthCheck('description', 'Meta description', input.metaDescription.trim().length),
    inTitle
      ? { name: 'keywordInTitle', level: 'good', message: 'Primary keyword appears in the title' }
      : { name: 'keywordInTitle', level: 'error', message: keyword ? 'Primary keyword is missing from the title' : 'Add a primary keyword' },
    wordCount >= minWords
      ? { name: 'length', level: 'good', message: `Content length is good (${wordCount} words)` }
      : { name: 'length', level: 'warning', message: `Content is too short (aim for at least ${minWords} words)` },
    density < min
      ? { name: 'density', level: 'warning', message: `Keyword density is too low (aim for ${min}-${max}%)` }
      : density > max
        ? { name: 'density', level: 'error', message: `Keyword density is too high (aim for ${min}-${max}%)` }
        : { name: 'density', level: 'good', message: `Keyword density is good (${density.toFixed(1)}%)` },
    /<h2[\s>]/i.test(input.content)
      ? { name: 'subheading', level: 'good', message: 'Content has an H2 subheading' }
      : { name: 'subheading', level: 'warning', message: 'Add an H2 subheading to the content' },
    input.featuredImageAlt.trim()
      ? { name: 'imageAlt', level: 'good', message: 'Featured image has alt text' }
      : { name: 'imageAlt', level: 'warning', message: 'Add alt text to the featured image' },
  ];
}

/** The label and colour of a score: 80 or more Good (green), 60-79 Needs Improvement (orange), below Poor (red). */
export function scoreLabel(score: number): Pick<SeoScore, 'label' | 'color'> {
  if (score >= seoLimits.good) return { label: 'Good', color: 'green' };
  if (score >= seoLimits.fair) return { label: 'Needs Improvement', color: 'orange' };
  return { label: 'Poor', color: 'red' };
}

export function seoScore(input: SeoScoreInput): SeoScore {
  const checks = seoChecks(input);
  const score = Math.round(checks.reduce((sum, check) => sum + points[check.level], 0) / checks.length);
  return { score, ...scoreLabel(score), checks };
}
