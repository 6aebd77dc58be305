/**
 * The sandbox's job listings: a seeded, deterministic set of remote design jobs in the provider's own shape, with
 * dates relative to `now`. Every category page has plenty of jobs its keywords find and its filter keeps, and the set
 * covers each odd case a card must handle (no salary, no company, no location, no or an invalid date, every type), and
 * titles carrying control characters XML forbids, as real provider answers sometimes do.
 */

import catalogue from './catalogue.json';

/** One job as the Jooble-style API answers it; optional fields are sometimes missing and sometimes empty. */
export interface ProviderJob {
  id: number;
  title: string;
  company?: string;
  location?: string;
  type?: string;
  salary?: string;
  snippet: string;
  description: string;
  link: string;
  updated?: string;
  featured?: boolean;
  urgent?: boolean;
}

/**
 * A family of jobs in `catalogue.json`, the words the generator draws from, kept as data so the table is read, not
 * written out as code. The Web, Motion, Brand... Designer family is design work no category page keeps: the category
 * filters must drop it. The last family is more graphic design work, as busy as a real provider's graphic listings,
 * so a filtered graphic page still has pages of jobs (docs/job-index.md#listing); it comes last so every job before
 * it keeps its draws.
 */
interface Family {
  /** How many jobs of this family; graphic and UX are the busiest pages. */
  count: number;
  /** Used in turn. A "... Design Engineer" title has no "designer" in it, so its page's keywords pass it by. */
  titles: string[];
  /** What the role is about, in a sentence fragment ("graphic design for our brand and marketing"). */
  work: string[];
  tools: string[];
  /** Instead of the common `types`, where a family's differ (freelance work). */
  types?: string[];
}

const families: readonly Family[] = catalogue.families;
/** `types` repeats some values to weigh the draw: most jobs are full-time. */
const { companies, locations, types, seniorLevels, entryLevels } = catalogue;

/** mulberry32: small, fast and the same on every machine. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = ReturnType<typeof prng>;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const chance = (random: Random, p: number) => random() < p;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayMs = 24 * 60 * 60 * 1000;

/** Jooble's `updated` format, local time without a zone: 2026-11-20T09:12:00.0000000. */
function providerDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.0000000`;
}

/** Today (before now), yesterday, 2-3 days ago (still New), weeks or months ago, invalid or missing. */
function updatedOf(random: Random, now: Date): string | undefined {
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const roll = random();
  const at = (time: number) => providerDate(new Date(time));
  if (roll < 0.12) return at(startOfToday + random() * (now.getTime() - startOfToday));
  if (roll < 0.24) return at(startOfToday - dayMs + random() * dayMs);
  if (roll < 0.36) return at(now.getTime() - (2 + random() * 0.9) * dayMs);
  if (roll < 0.66) return at(now.getTime() - (7 + random() * 21) * dayMs);
  if (roll < 0.88) return at(now.getTime() - (35 + random() * 150) * dayMs);
  if (roll < 0.94) return 'not a date';
  return roll < 0.97 ? '' : undefined;
}

function salaryOf(random: Random): string {
  const roll = random();
  const thousands = (n: number) => n.toLocaleString('en-US');
  if (roll < 0.35) {
    const low = 40 + Math.floor(random() * 60) * 1;
    return `$${thousands(low * 1000)} - $${thousands((low + 10 + Math.floor(random() * 30)) * 1000)} per year`;
  }
  if (roll < 0.5) return `€${35 + Math.floor(random() * 50)}k`;
  if (roll < 0.65) return `$${25 + Math.floor(random() * 75)}/hour`;
  if (roll < 0.75) return `£${thousands((30 + Math.floor(random() * 40)) * 1000)} - £${thousands((45 + Math.floor(random() * 40)) * 1000)}`;
  if (roll < 0.88) return `$${80 + Math.floor(random() * 60)}k - $${150 + Math.floor(random() * 50)}k`;
  return `€${thousands(3000 + Math.floor(random() * 30) * 100)} per month`;
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Jooble highlights the matched words in bold; the sandbox bolds the design words and "remote". */
const bolded = (text: string) => text.replace(/\b(designer|design|remote|remotely)\b/gi, '<b>$1</b>');

function titleOf(random: Random, base: string): string {
  const roll = random();
  if (roll < 0.2) return `${pick(random, seniorLevels)} ${base}`;
  if (roll < 0.35) return `${pick(random, entryLevels)} ${base}`;
  return base;
}

/**
 * Two industrial design jobs whose titles carry characters XML 1.0 forbids, raw (U+0001) and as a character reference
 * (`&#8;`): updated `now`, so they lead the industrial design page and its RSS feed, which must stay valid XML.
 */
function controlCharacterJobs(now: Date): ProviderJob[] {
  const job = (id: number, title: string, company: string): ProviderJob => ({
    id,
    title,
    company,
    location: 'Remote',
    type: 'Full-time',
    snippet: bolded('We are hiring an Industrial Designer to work fully remote. You will own industrial design of our next product...'),
    description: `${company} is looking for an Industrial Designer. This is a remote position with a home office budget.`,
    link: `https://jobs.example.com/listing/${id}/industrial-designer`,
    updated: providerDate(now),
  });
  return [
    job(9_000_000_000_000_001, 'Industrial Designer\u0001 - Wearables', 'Vantage Devices'),
    job(9_000_000_000_000_002, 'Senior Industrial Designer&#8; (Audio)', 'Cobalt Robotics'),
  ];
}

/** The data set at `now`: same jobs, same order, only the dates move with `now`. */
export function providerJobs(now: Date = new Date()): ProviderJob[] {
  const random = prng(20261120);
  const jobs: ProviderJob[] = [];
  const ids = new Set<number>();
  for (const family of families) {
    for (let i = 0; i < family.count; i++) {
      let id = 0;
      while (id === 0 || ids.has(id)) {
        id = 1_000_000_000_000_000 + Math.floor(random() * 8_000_000_000_000_000);
        // Jooble ids are large and sometimes negative.
        if (chance(random, 0.15)) id = -id;
      }
      ids.add(id);
      const base = family.titles[i % family.titles.length]!;
      const title = titleOf(random, base);
      const tool = pick(random, family.tools);
      const work = pick(random, family.work);
      const mentionsTool = chance(random, 0.6);
      const type = pick(random, family.types ?? types);
      const company = pick(random, companies);
      const snippet = bolded(
        `We are hiring ${article(base)} ${base} to work fully remote.&nbsp;You will own ${work}` +
          (mentionsTool ? ` using ${tool} &amp; friends` : '') +
          '. Async team, flexible hours...',
      );
      const job: ProviderJob = {
        id,
        title,
        snippet,
        description:
          `${company} is looking for ${article(title)} ${title}. This is a remote position: work from anywhere within a few hours of our team. ` +
          `Your day-to-day: ${work}. ` +
          (mentionsTool ? `You are fluent in ${tool}. ` : 'Any modern design tool is fine. ') +
          'We offer a remote-first culture, a learning budget and home office equipment.',
        link: `https://jobs.example.com/listing/${Math.abs(id)}/${slugOf(title)}`,
      };
      const missingCompany = random();
      if (missingCompany >= 0.1) job.company = company;
      else if (missingCompany < 0.05) job.company = '';
      const missingLocation = random();
      if (missingLocation >= 0.12) job.location = pick(random, locations);
      else if (missingLocation < 0.06) job.location = '';
      if (type || chance(random, 0.5)) job.type = type;
      if (chance(random, 0.55)) job.salary = salaryOf(random);
      else if (chance(random, 0.7)) job.salary = '';
      const updated = updatedOf(random, now);
      if (updated !== undefined) job.updated = updated;
      job.featured = chance(random, 0.1);
      job.urgent = chance(random, 0.08);
      jobs.push(job);
    }
  }
  return [...jobs, ...controlCharacterJobs(now)];
}
