/**
 * The new jobs the alerts bench matches, made through the platform's own API: postings an employer sends and the
 * administrator approves (each approval queues its match), and an ingest run of the provider.
 */
import { lawfulPay } from './posting-pay.mjs';

/** Ten postings over the form's five categories (four category pages), with words the alerts search for. */
const postings = [
  ['Senior Brand Designer', 'brand-design', 'Full-time'],
  ['UI Designer (Figma)', 'ui-ux-design', 'Contract'],
  ['Product Designer, SaaS', 'product-design', 'Full-time'],
  ['Motion Designer', 'motion-design', 'Freelance'],
  ['Junior Graphic Designer', 'graphic-design', 'Part-time'],
  ['Lead UX/UI Designer, mobile', 'ui-ux-design', 'Full-time'],
  ['Logo and Packaging Designer', 'brand-design', 'Freelance'],
  ['Senior Product Designer', 'product-design', 'Contract'],
  ['3D Motion Designer', 'motion-design', 'Full-time'],
  ['Web Designer (Illustrator, typography)', 'graphic-design', 'Internship'],
];

async function ok(res, what) {
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return res;
}

/** Headers of the administrator's session (the platform's test administrator), for the admin API. */
async function adminHeaders({ baseUrl, admin }) {
  const json = { 'Content-Type': 'application/json', Origin: baseUrl };
  const signIn = await fetch(`${baseUrl}/api/auth/token?grant_type=password`, { method: 'POST', headers: json, body: JSON.stringify(admin) });
  const cookie = signIn.headers.getSetCookie().map((line) => line.split(';')[0]).find((pair) => pair.startsWith('rdj_access='));
  if (!cookie) throw new Error(`admin sign-in answered ${signIn.status}`);
  return { ...json, Cookie: cookie };
}

/**
 * Posts `count` jobs (at most ten) as employers, then approves them one after another as the administrator.
 * Answers the alerts' keys of the jobs, a label for each (title and form category) and when the first approval was sent.
 */
export async function approvePostings(platform, count) {
  if (!(count >= 1 && count <= postings.length)) throw new Error(`the bench approves 1 to ${postings.length} postings, not ${count}`);
  const { baseUrl } = platform;
  const run = Date.now();
  const emails = [];
  for (const [i, [title, category, type]] of postings.slice(0, count).entries()) {
    const email = `bench-alerts-${run}-${i}@example.com`;
    const posting = {
      title, company: 'Bench Studio', workFrom: [], type, category, salaryMin: 70000, salaryMax: 110000,
      requirements: '3 years of design work and a portfolio', email, botField: '',
      description: `We are hiring a ${title.toLowerCase()} to join a small remote team.\n\nYou will work with product and marketing.`,
      applicationUrl: `https://bench.example/jobs/${i}`, companyWebsite: 'https://bench.example',
      ...lawfulPay(),
    };
    // Each posting from a client of its own: postings are limited per client (docs/postings.md#review).
    const headers = { 'Content-Type': 'application/json', Origin: baseUrl, 'CF-Connecting-IP': `198.51.100.${i + 1}` };
    await ok(await fetch(`${baseUrl}/api/postings`, { method: 'POST', headers, body: JSON.stringify(posting) }), `posting "${title}"`);
    emails.push(email);
  }
  const headers = await adminHeaders(platform);
  const pending = await ok(await fetch(`${baseUrl}/api/admin/postings?status=pending`, { headers }), 'the pending postings');
  const { submissions } = await pending.json();
  const ids = emails.map((email) => submissions.find((s) => s.email === email)?.id);
  if (ids.some((id) => !id)) throw new Error('a bench posting is not among the pending submissions');
  const startedAt = Date.now();
  for (const id of ids) {
    await ok(await fetch(`${baseUrl}/api/admin/postings/${id}/approve`, { method: 'POST', headers }), `approving posting ${id}`);
  }
  // The alerts' key of an approved posting is `posting:` and its job's id, `posting-<submission id>`.
  const keys = ids.map((id) => `posting:posting-${id}`);
  const labels = Object.fromEntries(keys.map((key, i) => [key, `${postings[i][0]} (${postings[i][1]})`]));
  return { keys, labels, startedAt };
}

/** Fires the ingest cron (wrangler dev --test-scheduled): the provider jobs the run adds to the index are matched. */
export async function ingestRun({ baseUrl }) {
  const startedAt = Date.now();
  await ok(await fetch(`${baseUrl}/__scheduled?cron=15,45+*+*+*+*`), 'the ingest cron');
  return { startedAt };
}
