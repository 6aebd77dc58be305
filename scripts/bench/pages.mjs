/** The pages the bench measures, and the data it creates through the API to have each of them. */
import { samplePosts } from '../seed/sample-posts.mjs';

export const categoryPage = '/remote-graphic-design-jobs';
export const postPage = `/blog/${samplePosts[0].slug}`;

/**
 * Posts a job as an employer and approves it as the platform's administrator; answers its page's path and its
 * company page's path.
 */
export async function approvedPostingPaths({ baseUrl, admin }) {
  const json = { 'Content-Type': 'application/json', Origin: baseUrl };
  const email = `bench-${Date.now()}@example.com`;
  const posting = {
    title: 'Senior Product Designer', company: 'Bench Studio', workFrom: ['europe', 'US'], tzMin: -5, tzMax: 3,
    type: 'Full-time', category: 'product-design', salaryMin: 90000, salaryMax: 120000, salaryCurrency: 'USD',
    salaryPeriod: 'year', requirements: '5 years of product design',
    description: 'Shape our design system and lead research with customers.\n\nYou will work with a small team.',
    applicationUrl: 'https://bench.example/jobs/1', companyWebsite: 'https://bench.example', email, botField: '',
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

/** A View Job link the board signed, as a featured job hands it out. */
export async function signedRedirectPath({ baseUrl }) {
  const { jobs } = await (await fetch(`${baseUrl}/api/jobs/featured`)).json();
  const href = jobs?.[0]?.applyHref;
  if (!href?.startsWith('/redirect?')) throw new Error('no featured job with a signed /redirect link');
  return href;
}

/** The ten pages Lighthouse measures, each `[path, name]`. */
export async function measuredPages(platform) {
  const approved = await approvedPostingPaths(platform);
  return [
    ['/', 'home'],
    [categoryPage, 'category'],
    [approved.posting, 'posting'],
    [approved.company, 'company'],
    ['/post-job', 'post-job'],
    ['/about', 'about'],
    ['/privacy', 'privacy'],
    ['/blog', 'blog'],
    [postPage, 'post'],
    [await signedRedirectPath(platform), 'redirect'],
  ];
}
