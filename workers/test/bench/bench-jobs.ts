/**
 * The benches' provider jobs: job `i` of a fixed set, every title, type, salary and place in turn, and a few of the
 * words. The job index's bench (job-index.bench-test.ts) ingests 100,000 of them in workerd; the mix bench
 * (scripts/bench/mix-seed.mjs) stages as many into the platform's D1. Plain data, no binding: Node imports it too.
 */
import type { ProviderJob } from '../../src/provider/provider';

const titles = ['Senior Graphic Designer', 'Junior UX Designer', 'Product Designer', 'Lead UI Designer', 'Graphic Design Intern',
  'Staff Product Designer', 'Motion Designer', 'Game Designer', 'Interior Designer', 'Industrial Designer', 'Freelance Designer'];
export const benchWords = ['brand', 'figma', 'motion', 'packaging', 'fintech', 'health', 'sketch', 'illustrator', 'research', 'systems',
  'mobile', 'web', 'print', 'social', 'campaign', 'ecommerce', 'saas', 'unity', 'retail', 'furniture', 'automotive', 'editorial'];
const types = ['Full-time', 'Contract', 'Part-time', null, 'Freelance', 'Internship'];
const salaries = ['$60,000 - $80,000 per year', '€4,000 per month', '$45 per hour', null, '$90k - $130k a year', '£50,000 per year', 'Competitive'];
const places = ['Remote', 'Remote - Europe', 'Germany', 'USA', 'Worldwide', null, 'Japan', 'Remote (Portugal)', 'Canada or Mexico'];

export function benchJob(i: number): ProviderJob {
  const word = (n: number) => benchWords[(i * 7 + n * 13) % benchWords.length];
  const id = `bench-${i}`;
  return {
    id,
    providerId: id,
    title: `${titles[i % titles.length]} ${word(1)}`,
    company: 'Acme Studio',
    location: places[i % places.length]!,
    type: types[i % types.length]!,
    salary: salaries[i % salaries.length]!,
    snippet: `Design work for ${word(2)} and ${word(3)} products`,
    description: `We need a designer for ${word(4)} ${word(5)} and ${word(6)} work, with design systems in Figma. ${'Our team ships every week. '.repeat(6)}`,
    link: `https://jobs.example/${id}`,
    updated: new Date(Date.UTC(2026, 10, 1 + (i % 27), i % 24, i % 60)).toISOString(),
    featured: false,
    urgent: false,
  };
}
