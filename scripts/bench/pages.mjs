/** The pages the bench measures, and the data it creates through the API to have each of them. */
import { samplePosts } from '../seed/sample-posts.mjs';
import { lawfulPay } from './posting-pay.mjs';

export const categoryPage = '/remote-graphic-design-jobs';
export const postPage = `/blog/${samplePosts[0].slug}`;

/**
 * Posts a job as an employer and approves it as the platform's administrator; answers its page's path and its
 * company page's path.
 */
async function approvedPostingPaths({ baseUrl, admin }) {
  const json = { 'Content-Type': 'application/json', Origin: baseUrl };
  const email = `bench-${Date.now()}@example.com`;
  const posting = {
    title: 'Senior Product Designer', company: 'Bench Studio', workFrom: ['europe', 'US'], tzMin: -5, tzMax: 3,
    type: 'Full-time', category: 'product-design', salaryMin: 90000, salaryMax: 120000, salaryCurrency: 'USD',
    salaryPeriod: 'year', requirements: '5 years of product design',
    description: 'Shape our design system and lead research with customers.\n\nYou will work with a small team.',
    applicationUrl: 'https://bench.example/jobs/1', companyWebsite: 'https://bench.example', email, botField: '',
    ...lawfulPay(),
  };
  const posted = await fetch(`${baseUrl}/api/postings`, { method: 'POST', headers: json, body: JSON.stringify(posting) });
  if (posted.status !== 201) throw new Error(`posting the bench job answered ${posted.status}`);
  const signIn = await fetch(`${baseUrl}/api/auth/token?grant_type=password`, { method: 'POST', headers: json, body: JSON.stringify(admin) });
  const cookie = signIn.headers.getSetCookie().map((line) => line.split(';')[0]).find((pair) => pair.startsWith('rdj_access='));
  if (!cookie) throw new Error(`admin sign-in answered ${signIn.status}`);
  const headers = { ...json, Cookie: cookie };
  const { submissions } = await (await fetch(`${baseUrl}/api/admin/postings?status=pending`, { headers })).json();
  const id = submissions.find((s) => s.email === email)?.id;
  if (!id) throw new Error('the bench job is not among the pending submissions');
  const approved = await fetch(`${baseUrl}/api/admin/postings/${id}/approve`, { method: 'POST', headers });
  if (!approved.ok) throw new Error(`approving the bench job answered ${approved.status}`);
  const { companySlug } = await (await fetch(`${baseUrl}/api/admin/postings/${id}`, { headers })).json();
  if (!companySlug) throw new Error('the approved bench job has no company page');
  return { posting: `/jobs/${id}`, company: `/companies/${companySlug}` };
}

/** An address the board did not sign: the redirect page shows it for the visitor to follow or not. */
const unsignedRedirect = `/redirect?url=${encodeURIComponent('https://jobs.example.com/listing/1')}`;

/** The newsletter bar's address field: the control of a page whose own controls are links. */
const newsletterField = { role: 'textbox', name: 'Email address' };

/**
 * The ten pages the bench measures (docs/pages.md#speed), each `{ path, name, control }`: `control` is the page's
 * main control, the one the bench clicks to see what JavaScript a first interaction costs.
 */
export async function measuredPages(platform) {
  const approved = await approvedPostingPaths(platform);
  return [
    { path: '/', name: 'home', control: { role: 'combobox', name: 'Choose a category' } },
    { path: categoryPage, name: 'category', control: { role: 'link', name: 'Show More' } },
    { path: `${categoryPage}?q=design&salary=60000`, name: 'category-filtered', control: { role: 'searchbox', name: 'Search jobs' } },
    { path: approved.posting, name: 'posting', control: newsletterField },
    { path: approved.company, name: 'company', control: newsletterField },
    { path: '/post-job', name: 'post-job', control: { role: 'textbox', name: /^Job Title/ } },
    { path: '/about', name: 'about', control: newsletterField },
    { path: '/blog', name: 'blog', control: { role: 'link', name: 'Load More Posts' } },
    { path: postPage, name: 'post', control: newsletterField },
    { path: unsignedRedirect, name: 'redirect', control: newsletterField },
  ];
}
