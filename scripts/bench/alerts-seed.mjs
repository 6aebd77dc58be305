/**
 * SQL files that put `count` confirmed job alerts into the local D1 before the platform starts (the test platform's
 * `seed` option applies them after the migrations). The mix, drawn from a fixed-seed generator so every run matches
 * against the same alerts:
 * - category: about 10% '' (every new job), the rest over the ten category pages of shared's `categories`, weighted
 *   towards the big ones (graphic and UX/UI 20% each, product 15%, then fewer down to 2% for the smallest pages);
 * - search text: 30% have one word (a quarter of them two) from `words` below; `terms` as the signup stores them
 *   (workers/src/alerts/search.ts `termsOf`), `search_key` by its `searchKeyOf`;
 * - filters: 20% have one or two employment types (shared's `employmentTypes`) and/or one experience level;
 * - frequency: 3% instant (their sends go to the mail sandbox at once), 47% daily, 50% weekly;
 * - emails a<n>@bench.test, so (email, search_key) is unique whatever the search.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generator } from './random.mjs';

/** Search words designers type, lower-case; some are in many job titles (ui, senior), some in few (packaging). */
const words = [
  'logo', 'figma', 'brand', 'motion', 'senior', 'ui', 'ux', 'web', 'illustrator', 'typography', 'mobile', 'lead', 'junior', '3d',
  'packaging', 'saas',
];

/** Share of the alerts (in %) per category page; '' is the alert for every new job. */
const categoryWeights = {
  '': 10, 'graphic-design': 20, 'ux-ui-design': 20, 'product-design': 15, 'freelance-design': 8, 'specialized-design': 7,
  'game-design': 7, 'industrial-design': 5, 'interior-design': 4, 'architectural-design': 2, 'piping-design': 2,
};

/** Rows per INSERT statement: about 100 KB of SQL, D1's limit for one statement. */
const rowsPerStatement = 500;
/** Statements per file: wrangler d1 execute reads a file whole. */
const statementsPerFile = 50;

const quote = (text) => `'${String(text).replaceAll("'", "''")}'`;

/** One alert's columns, drawn with `random`. */
function alertOf(n, random, { employmentTypes, experienceLevels, termsOf, searchKeyOf }) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  let roll = random() * 100;
  const category = Object.entries(categoryWeights).find(([, weight]) => (roll -= weight) < 0)?.[0] ?? '';
  const q = random() < 0.3 ? [pick(words), ...(random() < 0.25 ? [pick(words)] : [])].join(' ') : '';
  const filtered = random() < 0.2;
  const types = () => [...new Set([pick(employmentTypes), ...(random() < 0.5 ? [pick(employmentTypes)] : [])])];
  const employment = filtered && random() < 0.7 ? types() : [];
  const experience = filtered && (employment.length === 0 || random() < 0.4) ? [pick(experienceLevels)] : [];
  roll = random() * 100;
  const frequency = roll < 3 ? 'instant' : roll < 50 ? 'daily' : 'weekly';
  const search = { category, q, employment: employmentTypes.filter((t) => employment.includes(t)), experience };
  return [
    `a${n}@bench.test`, frequency, category, q, JSON.stringify(search.employment), JSON.stringify(experience),
    JSON.stringify(termsOf(q)), searchKeyOf(search), 'confirmed',
  ];
}

/** Writes the SQL for `count` confirmed alerts into `dir`; answers the files' paths and the mix's counts. */
export async function writeAlertSeed(dir, count) {
  const { tsImport } = await import('tsx/esm/api');
  const shared = await tsImport('../../shared/src/index.ts', import.meta.url);
  const { termsOf, searchKeyOf } = await tsImport('../../workers/src/alerts/search.ts', import.meta.url);
  const slugs = ['', ...shared.categories.map((c) => c.slug)];
  if (slugs.sort().join() !== Object.keys(categoryWeights).sort().join()) throw new Error('categoryWeights must name every category page');
  const experienceLevels = shared.experienceLevels.map((level) => level.value);
  const lists = { employmentTypes: [...shared.employmentTypes], experienceLevels, termsOf, searchKeyOf };
  const random = generator(18);
  const mix = { instant: 0, everyCategory: 0, withSearch: 0, withFilters: 0 };
  const statements = [];
  for (let first = 1; first <= count; first += rowsPerStatement) {
    const rows = [];
    for (let n = first; n < first + rowsPerStatement && n <= count; n++) {
      const row = alertOf(n, random, lists);
      mix.instant += row[1] === 'instant' ? 1 : 0;
      mix.everyCategory += row[2] === '' ? 1 : 0;
      mix.withSearch += row[3] ? 1 : 0;
      mix.withFilters += row[4] !== '[]' || row[5] !== '[]' ? 1 : 0;
      rows.push(`(${row.map(quote).join(', ')}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);
    }
    const columns = 'email, frequency, category, q, employment, experience, terms, search_key, status, confirmed_at';
    statements.push(`INSERT INTO job_alerts (${columns}) VALUES\n${rows.join(',\n')};`);
  }
  const files = [];
  for (let i = 0; i < statements.length; i += statementsPerFile) {
    const file = join(dir, `alerts-${String(files.length + 1).padStart(2, '0')}.sql`);
    writeFileSync(file, `${statements.slice(i, i + statementsPerFile).join('\n')}\n`);
    files.push(file);
  }
  return { files, mix: { count, ...mix } };
}
