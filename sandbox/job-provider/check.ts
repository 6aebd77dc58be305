/**
 * `tsx sandbox/job-provider/check.ts`: checks the data set still gives every page what it needs (the worker tests
 * exercise the HTTP side). Exits 1 with the broken promises listed.
 */
import { categories } from '../../shared/src/categories';
import { featuredRequests } from '../../shared/src/jobs/keywords';
import { matchesCategory } from '../../shared/src/jobs/filters';
import { parseUpdated, postedDateText } from '../../shared/src/jobs/badges';
import { providerJobs } from './data';
import { plainText, searchJobs } from './search';

const now = new Date();
const jobs = providerJobs(now);
const problems: string[] = [];
const expect = (ok: boolean, text: string) => ok || problems.push(text);

expect(jobs.length >= 360, `only ${jobs.length} jobs`);
expect(new Set(jobs.map((j) => j.id)).size === jobs.length, 'ids repeat');
expect(new Set(jobs.map((j) => j.link)).size === jobs.length, 'links repeat');
expect(jobs.every((j) => Number.isSafeInteger(j.id)), 'an id is not a safe integer');
expect(jobs.every((j) => /\bremote\b/i.test(plainText(j.snippet)) && /\bremote\b/i.test(j.description)), 'a job does not mention remote');

for (const category of categories) {
  const kept = searchJobs(jobs, category.keywords).filter((j) => matchesCategory(category.slug, { title: j.title, snippet: plainText(j.snippet) }));
  const needed = ['graphic-design', 'ux-ui-design'].includes(category.slug) ? 50 : 25;
  expect(kept.length >= needed, `${category.slug}: ${kept.length} jobs, needs ${needed}`);
  console.log(`${category.slug.padEnd(22)} ${kept.length}`);
}
for (const { keywords } of featuredRequests) {
  const found = searchJobs(jobs, keywords).length;
  expect(found >= 20, `"${keywords}" finds ${found}`);
  console.log(`"${keywords}"`.padEnd(24), found);
}
const found = (keywords: string) => searchJobs(jobs, keywords).length;
expect(found('illustr') > 0, 'a term does not match the start of a word');
expect(found('"fully remote"') > 0 && found('"remote fully"') === 0, 'a phrase does not match as written');
expect(found('figma OR sketch') === found('figma') + found('sketch') - found('figma sketch'), 'OR is not a union');
expect(found('(game OR piping) and designer') === found('game designer') + found('piping designer') - found('game piping designer'), 'brackets or a lowercase and misread');
const narrowed = searchJobs(jobs, 'graphic designer AND remote AND figma').length;
expect(narrowed > 0 && narrowed < searchJobs(jobs, 'graphic designer AND remote').length, 'figma does not narrow graphic jobs');

const count = (test: (j: (typeof jobs)[number]) => boolean) => jobs.filter(test).length;
const dateTexts = new Map<string, number>();
for (const j of jobs) {
  const text = postedDateText(j.updated, now).replace(/Updated \w+ \d+, \d+/, 'Updated <date>');
  dateTexts.set(text, (dateTexts.get(text) ?? 0) + 1);
}
const within3Days = count((j) => {
  const date = parseUpdated(j.updated);
  const age = date ? now.getTime() - date.getTime() : -1;
  return age > 2 * 86_400_000 && age <= 3 * 86_400_000;
});
const figures: Record<string, number> = {
  'with salary': count((j) => !!j.salary),
  'without salary': count((j) => !j.salary),
  'no company': count((j) => !j.company),
  'no location': count((j) => !j.location),
  'no type': count((j) => !j.type),
  'updated 2-3 days ago': within3Days,
  'updated invalid': count((j) => j.updated === 'not a date'),
  'updated missing': count((j) => !j.updated),
  featured: count((j) => !!j.featured),
  urgent: count((j) => !!j.urgent),
  senior: count((j) => /^(Senior|Lead|Principal) /.test(j.title)),
  entry: count((j) => /^(Junior|Entry Level|Intern) /.test(j.title)),
  ...Object.fromEntries([...dateTexts]),
  ...Object.fromEntries(['Full-time', 'Full Time', 'Part-time', 'Contract', 'Freelance', 'Internship', 'Remote'].map((t) => [`type ${t}`, count((j) => j.type === t)])),
};
for (const [name, n] of Object.entries(figures)) {
  expect(n > 0, `no job with ${name}`);
  console.log(name.padEnd(24), n);
}

if (problems.length) {
  console.error(`\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`\n${jobs.length} jobs: every promise holds`);
