/**
 * The mix bench's page views, drawn with a fixed seed so every run replays the same ones: 60% plain pages (home,
 * category, job, company, blog), 25% searches, 10% filters and 5% later pages, each from one of 1,000 visitors (an
 * address of its own, as CF-Connecting-IP gives it). Searches are drawn from a Zipf spread (the query of rank r
 * asked in proportion to 1/r) over 500 queries: words of the indexed jobs, pairs, phrases, OR and NOT, prefixes,
 * typos and words no job holds. Filters likewise over 60 combinations of employment, experience, salary floor and
 * "I work from".
 */
import { generator } from './random.mjs';

/** Words visitors type: the indexed jobs' own (`benchWords` is added), and some in few or no jobs. */
const designWords = ['designer', 'design', 'senior', 'junior', 'lead', 'product', 'graphic', 'ux', 'ui', 'motion', 'game', 'interior',
  'industrial', 'freelance', 'intern', 'staff', 'remote', 'systems', 'illustration', 'typography', 'branding', 'visual'];
const strangers = ['blockchain', 'nurse', 'welder', 'kotlin', 'accountant', 'plumber', 'sommelier', 'forklift', 'actuary', 'paralegal'];
const phrases = ['"design systems"', '"product designer"', '"graphic designer"', '"brand identity"', '"user research"', '"motion graphics"'];
const countries = ['US', 'DE', 'PT', 'GB', 'CA', 'FR', 'JP', 'MX', 'BR', 'IN'];

/** Each kind of view and its share of the mix, in %. */
const shares = { home: 15, category: 25, job: 10, company: 5, blog: 5, search: 25, filter: 10, later: 5 };
/** How often each category page is asked for: the big ones most. */
const categoryWeight = (slug) => ({ 'graphic-design': 5, 'ux-ui-design': 5, 'product-design': 3 })[slug] ?? 1;

function pickerOf(random) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  /** One of `items` by `weights`. */
  const weighted = (items, weights) => {
    const total = weights.reduce((a, b) => a + b, 0);
    let roll = random() * total;
    return items.find((_, i) => (roll -= weights[i]) < 0) ?? items.at(-1);
  };
  /** One of `items` by Zipf: the item of rank r in proportion to 1/r. */
  const zipf = (items) => weighted(items, items.map((_, i) => 1 / (i + 1)));
  return { pick, weighted, zipf };
}

function shuffled(list, random) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Two neighbouring letters swapped, past the first (the typos the index forgives, docs/job-index.md#search). */
const typoOf = (word, random) => {
  const i = 1 + Math.floor(random() * (word.length - 2));
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
};

/** The 500 queries, in their Zipf rank order. */
function mixQueries(benchWords, random = generator(35)) {
  const { pick } = pickerOf(random);
  const words = [...new Set([...benchWords, ...designWords])];
  const long = words.filter((word) => word.length >= 5);
  const queries = new Set([...words, ...phrases, ...strangers]);
  for (const word of long) queries.add(typoOf(word, random));
  for (const word of long.slice(0, 20)) queries.add(word.slice(0, 3 + Math.floor(random() * 2)));
  for (let i = 0; i < 20; i++) queries.add(`${pick(words)} OR ${pick(words)}`);
  for (let i = 0; i < 10; i++) queries.add(`${pick(words)} NOT ${pick(words)}`);
  while (queries.size < 500) queries.add(`${pick(words)} ${pick(words)}`);
  return shuffled([...queries].slice(0, 500), random);
}

/** The 60 filter combinations, in their Zipf rank order (query strings without `?`). */
function mixFilters(random, { employmentTypes, experienceLevels }) {
  const { pick } = pickerOf(random);
  const filters = new Set();
  while (filters.size < 60) {
    const query = new URLSearchParams();
    const roll = random();
    if (roll < 0.5) query.append('employment', pick(employmentTypes));
    if (roll < 0.15) query.append('employment', pick(employmentTypes));
    if (random() < 0.3) query.append('experience', pick(experienceLevels));
    if (random() < 0.4) query.set('salary', String(pick([40000, 60000, 80000, 100000, 120000])));
    if (random() < 0.4 || [...query.keys()].length === 0) query.set('from', pick(countries));
    filters.add(query.toString());
  }
  return shuffled([...filters], random);
}

/**
 * `count` views, each `{ kind, path, visitor }`. `pages` are the site's own: `categories` (shared's, with path and
 * slug), `jobs` and `companies` (the approved postings' pages), `blog` (the blog and its posts).
 */
export function mixViews(count, { categories, jobs, companies, blog, benchWords, employmentTypes, experienceLevels }) {
  const random = generator(2026);
  const { pick, weighted, zipf } = pickerOf(random);
  const queries = mixQueries(benchWords);
  const filters = mixFilters(random, { employmentTypes, experienceLevels: experienceLevels.map((level) => level.value) });
  const category = () => weighted(categories, categories.map((c) => categoryWeight(c.slug))).path;
  const at = {
    home: () => '/',
    category,
    job: () => pick(jobs),
    company: () => pick(companies),
    blog: () => pick(blog),
    search: () => `${category()}?q=${encodeURIComponent(zipf(queries))}`,
    filter: () => `${category()}?${zipf(filters)}`,
    // Half the endless list's later pages, half a search's (the query drawn as searches are).
    later: () => {
      const page = 2 + Math.floor(random() * 9);
      return random() < 0.5 ? `${category()}?browse=${page}` : `${category()}?q=${encodeURIComponent(zipf(queries))}&page=${page}`;
    },
  };
  const kinds = Object.keys(shares);
  return Array.from({ length: count }, () => {
    const kind = weighted(kinds, kinds.map((k) => shares[k]));
    return { kind, path: at[kind](), visitor: `198.18.${Math.floor(random() * 4)}.${1 + Math.floor(random() * 250)}` };
  });
}

export const viewKinds = Object.keys(shares);
